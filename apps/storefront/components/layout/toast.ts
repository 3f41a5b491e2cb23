'use client';

import { toast } from 'react-toastify';
import { TOAST_OPTIONS, toastKey, toastsBySubject, type ToastKind } from '@/lib/ui';

/**
 * Shows `message` as a toast, once: the same message while its toast is still up restarts that
 * toast's time instead of stacking a copy. `replaces`: the id of an earlier toast of the same form,
 * which this outcome makes stale (an error, then "saved"); it is closed. Answers the toast's id.
 */
export function showToast(kind: ToastKind, message: string, replaces?: string): string {
  const id = toastKey(kind, message);
  if (replaces && replaces !== id) toast.dismiss(replaces);
  if (toast.isActive(id)) toast.update(id, { autoClose: TOAST_OPTIONS.autoClose });
  else toast[kind](message, { toastId: id });
  return id;
}

/**
 * Shows `message` about `subject` (`coupon`, `add-to-cart`): it replaces the toast of an earlier message about
 * the same subject, on screen or still queued, instead of waiting behind it (lib/ui.ts, toastsBySubject).
 */
export const showToastAbout = toastsBySubject({
  isActive: (id) => toast.isActive(id),
  show: (kind, message, id) => void toast[kind](message, { toastId: id }),
  update: (id, kind, message) =>
    toast.update(id, { render: message, type: kind, autoClose: TOAST_OPTIONS.autoClose }),
  dismiss: (id) => toast.dismiss(id),
});
