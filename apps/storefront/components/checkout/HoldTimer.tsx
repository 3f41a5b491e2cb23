'use client';

import { useEffect, useState } from 'react';
import { holdState } from '@/lib/shop/stock-hold';
import styles from './Checkout.module.css';

/** While the shop holds stock for checkouts: how long this one's pieces stay reserved, counting down. */
export function HoldTimer({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  const state = holdState(expiresAt, now);
  useEffect(() => {
    if (state.expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.expired]);
  return (
    <p className={styles.hold} data-testid="stock-hold">
      {state.expired ? (
        'Your pieces are no longer held for you: placing the order checks they are still here.'
      ) : (
        <>
          Your pieces are held for you for{' '}
          <time dateTime={expiresAt} className={styles.holdLeft}>
            {state.left}
          </time>
          .
        </>
      )}
    </p>
  );
}
