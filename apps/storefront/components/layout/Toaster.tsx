'use client';

import dynamic from 'next/dynamic';

/**
 * The toast container present on every page (spec section 2). It and react-toastify are loaded once the page
 * has hydrated, not before it: no page needs them to be shown or used, and toasts raised before the container
 * is up wait for it (components/layout/toast.ts loads the same chunk).
 */
export const Toaster = dynamic(() => import('./ToastHost'), { ssr: false });
