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
