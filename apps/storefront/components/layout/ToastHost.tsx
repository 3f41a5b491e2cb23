'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { MOBILE_MAX_WIDTH, TOAST_OPTIONS, toastLimit } from '@/lib/ui';

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const useMobile = () =>
  useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );

const FIELDS = 'input, select, textarea';

/**
 * A toast never sits over the field being edited: when one appears over the focused field, the page
 * moves down under it by the overlap (toasts stay top-right, spec section 2).
 */
function keepFocusedFieldClear() {
  const field = document.activeElement;
  const container = document.querySelector('.Toastify__toast-container');
  if (!(field instanceof HTMLElement) || !field.matches(FIELDS) || !container) return;
  const [f, c] = [field.getBoundingClientRect(), container.getBoundingClientRect()];
  const overlaps = f.top < c.bottom && f.bottom > c.top && f.left < c.right && f.right > c.left;
  if (overlaps) window.scrollBy({ top: -(c.bottom - f.top + 8), behavior: 'instant' });
}

/**
 * The toast container (Toaster.tsx loads it once the page is up). Toasts belong to the page they were raised
 * on: a navigation clears them. One message makes one toast (components/layout/toast.ts).
 */
export default function ToastHost() {
  const mobile = useMobile();
  const pathname = usePathname();
  const shownOn = useRef(pathname);

  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    // Toasts waiting behind the one on screen (a phone shows one at a time) belonged to that page too.
    toast.clearWaitingQueue();
    toast.dismiss();
  }, [pathname]);

  useEffect(
    () =>
      toast.onChange((change) => {
        if (change.status === 'added') requestAnimationFrame(keepFocusedFieldClear);
      }),
    [],
  );

  return (
    <ToastContainer
      autoClose={TOAST_OPTIONS.autoClose}
      position={TOAST_OPTIONS.position}
      draggablePercent={TOAST_OPTIONS.draggablePercent}
      limit={toastLimit(mobile)}
      draggable
      closeOnClick
      pauseOnHover
      theme="light"
    />
  );
}
