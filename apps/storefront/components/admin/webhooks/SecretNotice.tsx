'use client';

import { useEffect, useRef, useState } from 'react';
import admin from '../admin.module.css';
import styles from './webhooks.module.css';

/** A webhook's signing secret, shown once (after creation or rotation) with a copy button. */
export function SecretNotice({ secret, onDismiss }: { secret: string; onDismiss: () => void }) {
  const [copied, setCopied] = useState<string | undefined>();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      className={styles.secret}
      role="region"
      aria-labelledby="webhook-secret-title"
      tabIndex={-1}
      ref={box}
    >
      <h2 id="webhook-secret-title" className={admin.cardTitle}>
        Signing secret
      </h2>
      <p>
        Copy it now and keep it with the receiving app: it will not be shown again. The app checks each
        delivery’s signature with it.
      </p>
      <code className={styles.secretValue} data-testid="webhook-secret">
        {secret}
      </code>
      <div className={admin.actions}>
        <button
          type="button"
          className={`button ${admin.small}`}
          onClick={() => {
            void navigator.clipboard
              .writeText(secret)
              .then(() => setCopied('Copied.'))
              .catch(() => setCopied('The browser did not allow copying: select the secret and copy it.'));
          }}
        >
          Copy the secret
        </button>
        <button type="button" className={`button button-ghost ${admin.small}`} onClick={onDismiss}>
          I have kept it
        </button>
      </div>
      <p className={admin.muted} role="status">
        {copied ?? ''}
      </p>
    </div>
  );
}
