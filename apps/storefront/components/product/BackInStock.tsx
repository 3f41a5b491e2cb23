'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useAccount } from '@/components/layout/useAccount';
import { requestBackInStock } from '@/lib/shop/back-in-stock';
import type { BackInStockState } from '@/lib/shop/back-in-stock-state';
import styles from './BackInStock.module.css';

/**
 * On a sold-out choice: a member asks to be mailed when it is back; a visitor is invited to log in.
 * The page is the same for everyone (cached), so who is asking is read in the browser (useAccount),
 * like the header does.
 */
export function BackInStock({
  productId,
  variantId,
  productName,
  hasOptions,
}: {
  productId: string;
  variantId: string;
  productName: string;
  /** The product has options: the sold-out thing is the chosen combination, not the whole piece. */
  hasOptions: boolean;
}) {
  const back = hasOptions ? `${productName} is back in this choice` : `${productName} is back in stock`;
  const { account, settled } = useAccount(usePathname());
  const [state, setState] = useState<BackInStockState>({ status: 'idle' });
  const [pending, startTransition] = useTransition();
  const [askedFor, setAskedFor] = useState(variantId);
  if (askedFor !== variantId) {
    setAskedFor(variantId);
    setState({ status: 'idle' });
  }

  const ask = () =>
    startTransition(async () => {
      setState(await requestBackInStock(productId, variantId));
    });

  return (
    <section className={styles.panel} aria-labelledby="back-in-stock-title" data-testid="back-in-stock">
      <h2 id="back-in-stock-title" className={styles.title}>
        Tell me when it is back
      </h2>
      {!settled || account === undefined ? (
        <p className={styles.text}>We make this piece in small runs: more are usually on the way.</p>
      ) : account === null ? (
        <p className={styles.text}>
          <Link href="/login" className="text-link">
            Log in
          </Link>{' '}
          or{' '}
          <Link href="/signup" className="text-link">
            sign up
          </Link>{' '}
          and we will email you once when {back}.
        </p>
      ) : state.status === 'waiting' ? null : (
        <>
          <p className={styles.text}>We will email you once when {back}.</p>
          <button
            type="button"
            className="button button-ghost"
            onClick={ask}
            disabled={pending}
            aria-describedby="back-in-stock-status"
          >
            {pending ? 'Noting it…' : 'Email me when it is back'}
          </button>
        </>
      )}
      <p
        id="back-in-stock-status"
        className={styles.status}
        role="status"
        data-state={state.status}
        data-testid="back-in-stock-status"
      >
        {state.status === 'idle' ? '' : state.message}
      </p>
    </section>
  );
}
