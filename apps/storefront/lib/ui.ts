/** Interface constants of spec sections 2 and 9. */

/** The layout switches to its mobile form at this window width and below (CSS: max-width: 768px). */
export const MOBILE_MAX_WIDTH = 768;

/** Toasts close after 5000 ms, sit top-right and are dismissed by dragging 80 percent of their width. */
export const TOAST_OPTIONS = {
  autoClose: 5000,
  position: 'top-right',
  draggablePercent: 80,
} as const;
