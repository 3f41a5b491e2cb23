'use client';

import type * as Toastify from 'react-toastify';
import { TOAST_OPTIONS, toastKey, toastsBySubject, type ToastKind } from '@/lib/ui';

/**
 * react-toastify, loaded the first time a toast is shown (or when the page's Toaster loads it), not with the
 * page: toasts come from what a shopper does, after the page is up. Calls keep their order: each waits on
 * the same load.
 */
let loading: Promise<typeof Toastify> | undefined;
const toastify = () => (loading ??= import('react-toastify'));

/**
 * Shows `message` as a toast, once: the same message while its toast is still up restarts that
 * toast's time instead of stacking a copy. `replaces`: the id of an earlier toast of the same form,
 * which this outcome makes stale (an error, then "saved"); it is closed. Answers the toast's id.
 */
export function showToast(kind: ToastKind, message: string, replaces?: string): string {
  const id = toastKey(kind, message);
  void toastify().then(({ toast }) => {
    if (replaces && replaces !== id) toast.dismiss(replaces);
    if (toast.isActive(id)) toast.update(id, { autoClose: TOAST_OPTIONS.autoClose });
    else toast[kind](message, { toastId: id });
  });
  return id;
}

let bySubject: ReturnType<typeof toastsBySubject> | undefined;

/**
 * Shows `message` about `subject` (`coupon`, `add-to-cart`): it replaces the toast of an earlier message about
 * the same subject, on screen or still queued, instead of waiting behind it (lib/ui.ts, toastsBySubject).
 */
export function showToastAbout(subject: string, kind: ToastKind, message: string): void {
  void toastify().then(({ toast }) => {
    bySubject ??= toastsBySubject({
      isActive: (id) => toast.isActive(id),
      show: (k, text, id) => void toast[k](text, { toastId: id }),
      update: (id, k, text) =>
        toast.update(id, { render: text, type: k, autoClose: TOAST_OPTIONS.autoClose }),
      dismiss: (id) => toast.dismiss(id),
    });
    bySubject(subject, kind, message);
  });
}
