'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { clearCartAction, type ClearState } from '@/lib/shop/cart-actions';
import { announceCartChange } from './cart-events';
import styles from './Cart.module.css';

const INITIAL: ClearState = { id: 0, status: 'idle' };

/** How long the notice of a clear (with its Undo) stays, unless focus or the pointer is on it. */
export const CLEAR_NOTICE_MS = 10_000;

/**
 * The title of /cart with "Clear cart", and the notice that follows with "Undo". Clearing asks nothing: Undo
 * puts the same lines and coupon back, so a slip costs one press. Focus goes to Undo after a clear and to the
 * title after Undo, and the notice is a status region, so a screen reader hears both. The notice goes after
 * CLEAR_NOTICE_MS, but not while the keyboard's focus or the pointer is on it, nor when it tells of something that
 * did not come back. Both forms work without JavaScript (the notice then stays until the next page).
 */
export function CartHead({ hasLines }: { hasLines: boolean }) {
  const [state, action, pending] = useActionState(clearCartAction, INITIAL);
  const [expired, setExpired] = useState(0);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const shown = state.status !== 'idle' && expired !== state.id;
  const lasting = state.status === 'failed' || state.lasting === true;

  useEffect(() => {
    if (state.status === 'idle') return;
    announceCartChange();
    if (state.status === 'cleared') undoRef.current?.focus();
    if (state.status === 'restored') titleRef.current?.focus();
  }, [state.id, state.status]);

  useEffect(() => {
    if (!shown || lasting) return;
    let timer: number;
    const expire = () => {
      const notice = noticeRef.current;
      // Held while the pointer or the keyboard's focus is on it: looked at again a second later.
      if (notice?.matches(':hover') || notice?.querySelector(':focus-visible')) {
        timer = window.setTimeout(expire, 1000);
        return;
      }
      // Undo holds the focus a clear by pointer gave it: the title takes it before Undo goes.
      if (notice?.contains(document.activeElement)) titleRef.current?.focus();
      setExpired(state.id);
    };
    timer = window.setTimeout(expire, CLEAR_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [shown, lasting, state.id]);

  return (
    <>
      <div className={styles.pageHead}>
        <h1 ref={titleRef} tabIndex={-1} className={styles.pageTitle}>
          Your cart
        </h1>
        {hasLines && (
          <form action={action}>
            <button
              type="submit"
              name="intent"
              value="clear"
              className={styles.linkButton}
              disabled={pending}
              data-testid="clear-cart"
            >
              {pending ? 'Clearing…' : 'Clear cart'}
            </button>
          </form>
        )}
      </div>
      <div
        ref={noticeRef}
        role="status"
        className={shown ? styles.notice : undefined}
        data-testid="cart-notice"
        data-status={shown ? state.status : 'idle'}
      >
        {shown && (
          <>
            <p className={styles.noticeText}>{state.message}</p>
            {state.saved && (
              <form action={action}>
                <input type="hidden" name="saved" value={state.saved} />
                <button
                  ref={undoRef}
                  type="submit"
                  name="intent"
                  value="undo"
                  className="button button-ghost"
                  disabled={pending}
                  data-testid="undo-clear"
                >
                  {pending ? 'Putting back…' : 'Undo'}
                  <span className="visually-hidden"> clearing the cart</span>
                </button>
              </form>
            )}
          </>
        )}
      </div>
    </>
  );
}
