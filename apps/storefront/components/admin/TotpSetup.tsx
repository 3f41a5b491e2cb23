'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { Field } from '@/components/account/Field';
import formStyles from '@/components/account/account.module.css';
import { confirmTotp, startTotp } from '@/lib/shop/staff-actions';
import { useFocusError } from './useFocusError';
import styles from './admin.module.css';

interface Failure {
  message: string;
  field?: string | undefined;
  at: number;
}

/** The authenticator app: password, QR code (drawn by the storefront's server), a code, then the recovery codes once. */
export function TotpSetup({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  const [stage, setStage] = useState<'off' | 'password' | 'scan' | 'codes'>('off');
  const [setup, setSetup] = useState<{ secret: string; qrCode: string } | undefined>();
  const [codes, setCodes] = useState<string[]>([]);
  const [failure, setFailure] = useState<Failure | undefined>();
  const [pending, setPending] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useFocusError(box, failure);

  const fail = (r: { message: string; field?: string | undefined }) =>
    setFailure({ message: r.message, field: r.field, at: Date.now() });

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('currentPassword') ?? '');
    setPending(true);
    setFailure(undefined);
    try {
      const result = await startTotp(password);
      if (!result.ok) return fail(result);
      setSetup({ secret: result.secret, qrCode: result.qrCode });
      setStage('scan');
    } finally {
      setPending(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setPending(true);
    setFailure(undefined);
    try {
      const result = await confirmTotp(code);
      if (!result.ok) return fail(result);
      setCodes(result.recoveryCodes);
      setStage('codes');
    } finally {
      setPending(false);
    }
  }

  const fieldError = (name: string) => (failure?.field === name ? failure.message : undefined);
  const formError = failure && !failure.field ? failure.message : undefined;

  if (stage === 'codes') {
    return (
      <div className={formStyles.stack}>
        <p role="status" className={formStyles.formSuccess}>
          The authenticator app is on. Your other sessions were signed out.
        </p>
        <p>
          Keep these recovery codes somewhere safe: each signs you in once if you lose your phone. They are
          shown only now.
        </p>
        <ul className={styles.codes} aria-label="Recovery codes">
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => router.refresh()}>
            I have saved them
          </button>
        </div>
      </div>
    );
  }
  if (enabled) return <p>On. Sign-in asks for a code of the app when you sign in with your password.</p>;

  return (
    <div ref={box} className={formStyles.stack}>
      {formError ? (
        <p className={formStyles.formError} role="alert" tabIndex={-1} data-form-error>
          {formError}
        </p>
      ) : null}
      {stage === 'off' ? (
        <>
          <p className={styles.muted}>
            Off. An app such as your phone’s authenticator gives a new 6-digit code every 30 seconds.
          </p>
          <div className={styles.actions}>
            <button type="button" className="button button-ghost" onClick={() => setStage('password')}>
              Set up an authenticator app
            </button>
          </div>
        </>
      ) : null}
      {stage === 'password' ? (
        <form onSubmit={(e) => void start(e)} className={formStyles.form} noValidate aria-busy={pending}>
          <Field
            label="Your password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
            error={fieldError('currentPassword')}
          />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={pending}>
              Continue
            </button>
            <button type="button" className={styles.linkButton} onClick={() => setStage('off')}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      {stage === 'scan' && setup ? (
        <form onSubmit={(e) => void confirm(e)} className={formStyles.form} noValidate aria-busy={pending}>
          <div className={styles.qr}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn on the server */}
            <img src={setup.qrCode} alt="QR code for your authenticator app" width={144} height={144} />
            <div className={formStyles.stack}>
              <p>Scan the code with your authenticator app, or type this key into it:</p>
              <p className={styles.secret}>{setup.secret}</p>
            </div>
          </div>
          <Field
            label="The 6-digit code the app shows"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            autoFocus
            error={fieldError('code')}
          />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={pending}>
              Turn on
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
