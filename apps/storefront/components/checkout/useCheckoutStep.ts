'use client';

import { useState } from 'react';
import { showToast } from '@/components/layout/toast';
import type { CheckoutResult } from '@/lib/shop/checkout-actions';
import type { CheckoutView } from '@/lib/shop/checkout-view';

const UNAVAILABLE = 'We could not update your checkout just now. Please try again in a moment.';

/**
 * One step of /checkout at a time: runs its server action, hands the new checkout to the page, and puts a
 * refusal on its field(s) and in a toast. A call that does not answer at all is logged and said too.
 */
export function useCheckoutStep(onChecked: (checkout: CheckoutView) => void) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = async (action: () => Promise<CheckoutResult>, success?: string): Promise<boolean> => {
    setPending(true);
    try {
      const result = await action();
      if (result.checkout) onChecked(result.checkout);
      if (result.ok) {
        setErrors({});
        if (success) showToast('success', success);
        return true;
      }
      setErrors(result.fields ?? (result.field ? { [result.field]: result.message } : {}));
      showToast('error', result.message);
      return false;
    } catch (error) {
      console.error('A checkout step failed', error);
      showToast('error', UNAVAILABLE);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, errors, run };
}
