/** Interface constants of spec sections 2 and 9. */

/** The layout switches to its mobile form at this window width and below (CSS: max-width: 768px). */
export const MOBILE_MAX_WIDTH = 768;

/** Toasts close after 5000 ms, sit top-right and are dismissed by dragging 80 percent of their width. */
export const TOAST_OPTIONS = {
  autoClose: 5000,
  position: 'top-right',
  draggablePercent: 80,
} as const;

export type ToastKind = 'success' | 'error' | 'info';

/**
 * One toast per message: a toast's id is its kind and words, so the same outcome announced again
 * (a form sent three times) keeps one toast instead of stacking copies.
 */
export const toastKey = (kind: ToastKind, message: string): string => `${kind}:${message.trim()}`;

/** Toasts shown at once: one on a phone (it sits over the sticky header, never over the form), three wider. */
export const toastLimit = (mobile: boolean): number => (mobile ? 1 : 3);

/** What the toast container offers, as far as toasts by subject need it (react-toastify's `toast`). */
export interface ToastPort {
  /** Whether the toast is on screen (not waiting in the queue, not on its way out). */
  isActive(id: string): boolean;
  show(kind: ToastKind, message: string, id: string): void;
  /** New words and kind for a toast on screen; its time starts again. */
  update(id: string, kind: ToastKind, message: string): void;
  /** Closes a toast on screen, or takes it out of the queue. */
  dismiss(id: string): void;
}

/**
 * Toasts by subject (the coupon field, add to cart): a newer message about the same subject replaces the
 * older one instead of queueing behind it. On screen it changes in place; still waiting in the queue (a
 * phone shows one toast at a time) it leaves the queue, and the newer one waits instead. Messages about
 * other subjects queue as before. Answers the function that shows a message, which answers its toast's id.
 */
export function toastsBySubject(port: ToastPort) {
  const current = new Map<string, string>();
  let serial = 0;
  return (subject: string, kind: ToastKind, message: string): string => {
    const shown = current.get(subject);
    if (shown !== undefined && port.isActive(shown)) {
      port.update(shown, kind, message);
      return shown;
    }
    if (shown !== undefined) port.dismiss(shown);
    // A fresh id: a toast on its way out keeps its id until it is gone, and would swallow a new one.
    const id = `${subject}#${++serial}`;
    current.set(subject, id);
    port.show(kind, message, id);
    return id;
  };
}
