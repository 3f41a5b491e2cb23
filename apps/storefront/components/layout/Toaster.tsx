'use client';

import { ToastContainer } from 'react-toastify';
import { TOAST_OPTIONS } from '@/lib/ui';

/** The toast container present on every page. */
export function Toaster() {
  return (
    <ToastContainer
      autoClose={TOAST_OPTIONS.autoClose}
      position={TOAST_OPTIONS.position}
      draggablePercent={TOAST_OPTIONS.draggablePercent}
      draggable
      closeOnClick
      pauseOnHover
      theme="light"
    />
  );
}
