'use client';

import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import styles from './account.module.css';

type CaptchaState = 'loading' | 'verifying' | 'verified' | 'unverified' | 'error' | 'expired';

const STATUS: Record<CaptchaState, string> = {
  loading: 'Preparing the “I’m not a robot” check…',
  verifying: 'Checking you are not a robot…',
  verified: 'Check complete: you are good to go.',
  unverified: 'Tick the box to prove you are not a robot.',
  error: 'The “I’m not a robot” check could not run. Reload the page and try again.',
  expired: 'The check expired: it will run again.',
};

/**
 * The self-hosted altcha proof-of-work check. Its challenge comes from the commerce server through
 * /api/captcha; the solved payload travels in the form field `altcha`. `invisible` runs by itself;
 * `visible` (asked for after repeated failures) shows a checkbox. Nothing is loaded from elsewhere.
 */
export function Captcha({
  kind,
  onReadyChange,
}: {
  kind: 'invisible' | 'visible';
  onReadyChange?: (ready: boolean) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<CaptchaState>('loading');

  useEffect(() => {
    let live = true;
    import('altcha')
      .then(() => {
        if (live) setState(kind === 'invisible' ? 'verifying' : 'unverified');
      })
      .catch((error: unknown) => {
        console.error('Failed to load the captcha widget', error);
        if (live) setState('error');
      });
    const element = ref.current;
    const onChange = (event: Event) => {
      const next = (event as CustomEvent<{ state?: string }>).detail?.state;
      if (next && next in STATUS) setState(next as CaptchaState);
    };
    element?.addEventListener('statechange', onChange);
    return () => {
      live = false;
      element?.removeEventListener('statechange', onChange);
    };
  }, [kind]);

  useEffect(() => {
    onReadyChange?.(state === 'verified');
  }, [state, onReadyChange]);

  const visible = kind === 'visible';
  return (
    <div className={styles.captcha} data-kind={kind} data-state={state}>
      <altcha-widget
        ref={ref}
        challenge={`/api/captcha?kind=${kind}`}
        name="altcha"
        auto={visible ? 'off' : 'onload'}
        display={visible ? 'standard' : 'invisible'}
        language="en"
        configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
        suppressHydrationWarning
      />
      <p className={styles.captchaStatus} role="status" aria-live="polite">
        {state === 'verified' ? <span aria-hidden="true">✓ </span> : null}
        {STATUS[state]}
      </p>
      <noscript>
        <p className={styles.captchaStatus}>
          This form asks your browser to solve a small puzzle to keep robots out: please enable JavaScript.
        </p>
      </noscript>
    </div>
  );
}
