'use client';

import { useState } from 'react';
import { showToast } from '@/components/layout/toast';
import { changeLineQuantity, removeCartLine, type CartActionResult } from '@/lib/shop/cart-actions';
import type { CartLineView, CartView } from '@/lib/shop/cart-view';
import { announceCartChange } from './cart-events';

/** Quantity and remove for a list of lines: one change at a time, a toast when one fails. */
export function useCartChanges(onChanged: (cart: CartView) => void) {
  const [busy, setBusy] = useState<string | undefined>();
  const run = async (line: CartLineView, change: () => Promise<CartActionResult>) => {
    setBusy(line.id);
    try {
      const result = await change();
      if (!result.ok) {
        showToast('error', result.message);
        return;
      }
      onChanged(result.cart);
      announceCartChange();
    } catch (error) {
      console.error('Changing the cart failed', error);
      showToast('error', 'We could not update your cart just now. Please try again in a moment.');
    } finally {
      setBusy(undefined);
    }
  };
  return {
    busy,
    onQuantity: (line: CartLineView, quantity: number) =>
      run(line, () => changeLineQuantity(line.id, quantity)),
    onRemove: (line: CartLineView) => run(line, () => removeCartLine(line.id)),
  };
}
