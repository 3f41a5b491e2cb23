'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect } from 'react';
import { showToastAbout } from '@/components/layout/toast';
import { couponAction, type CouponState } from '@/lib/shop/cart-actions';
import styles from './Cart.module.css';

const INITIAL: CouponState = { id: 0, status: 'idle' };

/** Coupon entry; a refused code says why, beside the field and in a toast. */
export function CouponForm({ applied }: { applied: string | undefined }) {
  const router = useRouter();
  const [state, action, pending] = useActionState(couponAction, INITIAL);

  useEffect(() => {
    if (state.status === 'idle' || !state.message) return;
    // One toast about the code: a newer outcome replaces the one still shown or waiting.
    if (state.status === 'refused') showToastAbout('coupon', 'error', state.message);
    else {
      showToastAbout('coupon', 'success', state.message);
      router.refresh();
    }
  }, [state, router]);

  const refused = state.status === 'refused' ? state.message : undefined;
  return (
    <form action={action} className={styles.coupon} data-testid="coupon-form">
      {applied ? (
        <p className={styles.applied}>
          Code <strong data-testid="applied-coupon">{applied}</strong> is applied.{' '}
          <button type="submit" name="intent" value="remove" className={styles.linkButton} disabled={pending}>
            Remove code
          </button>
        </p>
      ) : (
        <>
          <label htmlFor="coupon-code">Discount code</label>
          <div className={styles.inline}>
            <input
              id="coupon-code"
              name="couponCode"
              autoComplete="off"
              autoCapitalize="characters"
              defaultValue={state.status === 'refused' ? (state.code ?? '') : ''}
              aria-invalid={refused ? true : undefined}
              aria-describedby={refused ? 'coupon-problem' : undefined}
            />
            <button
              type="submit"
              name="intent"
              value="apply"
              className="button button-ghost"
              disabled={pending}
            >
              {pending ? 'Applying…' : 'Apply'}
            </button>
          </div>
          {refused && (
            <p id="coupon-problem" className={styles.problem} data-testid="coupon-problem">
              {refused}
            </p>
          )}
        </>
      )}
    </form>
  );
}
