'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { Captcha } from '@/components/account/Captcha';
import { Field } from '@/components/account/Field';
import formStyles from '@/components/account/account.module.css';
import {
  passwordlessOptions,
  secondFactorPasskeyOptions,
  signInWithCode,
  signInWithPasskey,
  signInWithPassword,
  signInWithSecondFactorPasskey,
  type StaffResult,
} from '@/lib/shop/staff-actions';
import { getPasskey } from './passkey-browser';
import { useFocusError } from './useFocusError';
import styles from './admin.module.css';

interface Failure {
  message: string;
  field?: string | undefined;
  /** A new object per failure, so the same message twice still moves the focus. */
  at: number;
}

const CANCELLED = 'The passkey was not used: the request was cancelled or timed out. Try again.';

/** Staff sign-in: email and password, then a second factor; or a passkey alone. */
export function StaffLoginForm({ notice }: { notice?: string | undefined }) {
  const router = useRouter();
  const [step, setStep] = useState<'password' | 'second-factor'>('password');
  const [factors, setFactors] = useState<string[]>([]);
  const [failure, setFailure] = useState<Failure | undefined>();
  const [pending, setPending] = useState<string | undefined>();
  const [email, setEmail] = useState('');
  // Once the server asks for the "I'm not a robot" check (after repeated failures), it stays on the forms.
  const [captcha, setCaptcha] = useState(false);
  // A fresh check after each failure: a solved one is used once.
  const [attempt, setAttempt] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  useFocusError(box, failure);

  const fail = (result: { message: string; field?: string | undefined; restart?: boolean }) => {
    if (result.restart) setStep('password');
    if (result.field === 'captcha') setCaptcha(true);
    setAttempt((n) => n + 1);
    setFailure({ message: result.message, field: result.field, at: Date.now() });
  };
  const done = () => {
    setPending('Signed in: opening the dashboard…');
    router.replace('/admin');
    router.refresh();
  };
  async function run<T>(label: string, work: () => Promise<StaffResult<T> | undefined>) {
    setPending(label);
    setFailure(undefined);
    try {
      const result = await work();
      if (!result) return;
      if (result.ok) done();
      else fail(result);
    } finally {
      setPending((now) => (now === label ? undefined : now));
    }
  }

  async function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setEmail(String(data.get('email') ?? ''));
    setPending('Signing in…');
    setFailure(undefined);
    try {
      const result = await signInWithPassword(data);
      if (!result.ok) fail(result);
      else if (result.next === 'done') done();
      else {
        setFactors(result.factors);
        setStep('second-factor');
      }
    } finally {
      setPending(undefined);
    }
  }

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void run('Checking the code…', () => signInWithCode(data));
  };

  const passkeyAlone = () =>
    run('Waiting for your passkey…', async () => {
      const options = await passwordlessOptions();
      if (!options.ok) return options;
      const answer = await getPasskey(options.options);
      if (!answer) return { ok: false, message: CANCELLED };
      return signInWithPasskey(answer);
    });

  const passkeySecond = () =>
    run('Waiting for your passkey…', async () => {
      const options = await secondFactorPasskeyOptions();
      if (!options.ok) return options;
      const answer = await getPasskey(options.options);
      if (!answer) return { ok: false, message: CANCELLED };
      return signInWithSecondFactorPasskey(answer);
    });

  const fieldError = (name: string) => (failure?.field === name ? failure.message : undefined);
  const formError = failure && !failure.field ? failure.message : undefined;
  const captchaCheck = captcha ? (
    <>
      <Captcha key={attempt} kind="visible" />
      {fieldError('captcha') ? (
        <p className={formStyles.fieldError} role="alert" tabIndex={-1} data-form-error>
          {fieldError('captcha')}
        </p>
      ) : null}
    </>
  ) : null;

  return (
    <div ref={box} className={styles.card}>
      <div aria-live="polite" className="visually-hidden">
        {pending ?? ''}
      </div>
      {notice && !failure && step === 'password' ? (
        <p className={formStyles.formSuccess} role="status">
          {notice}
        </p>
      ) : null}
      {formError ? (
        <p className={formStyles.formError} role="alert" tabIndex={-1} data-form-error>
          {formError}
        </p>
      ) : null}
      {step === 'password' ? (
        <>
          <form onSubmit={submitPassword} className={formStyles.form} noValidate aria-busy={Boolean(pending)}>
            <Field
              label="Email"
              name="email"
              type="email"
              autoComplete="username webauthn"
              inputMode="email"
              required
              defaultValue={email}
              error={fieldError('email')}
            />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={fieldError('password')}
              aside={
                <Link href="/admin/forgot-password" className={formStyles.aside}>
                  Forgot password?
                </Link>
              }
            />
            {captchaCheck}
            <button type="submit" className={`button ${formStyles.submit}`} disabled={Boolean(pending)}>
              {pending === 'Signing in…' ? 'Signing in…' : 'Sign in'}
            </button>
          </form>
          <p className={styles.divider}>or</p>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => void passkeyAlone()}
            disabled={Boolean(pending)}
          >
            Sign in with a passkey
          </button>
        </>
      ) : (
        <>
          <div className={styles.heading}>
            <h2 className={styles.cardTitle}>Second step</h2>
            <p className={styles.muted}>
              {factors.includes('totp')
                ? 'Enter the 6-digit code of your authenticator app, or one of your recovery codes.'
                : 'Confirm with your passkey.'}
            </p>
          </div>
          {factors.includes('totp') ? (
            <form onSubmit={submitCode} className={formStyles.form} noValidate aria-busy={Boolean(pending)}>
              <Field
                label="Code"
                name="code"
                autoComplete="one-time-code"
                inputMode="text"
                autoCapitalize="none"
                spellCheck={false}
                required
                autoFocus
                hint="6 digits from the app, or a recovery code such as abcde-12345"
                error={fieldError('code')}
              />
              {captchaCheck}
              <button type="submit" className={`button ${formStyles.submit}`} disabled={Boolean(pending)}>
                Continue
              </button>
            </form>
          ) : null}
          {factors.includes('passkey') ? (
            <button
              type="button"
              className={factors.includes('totp') ? 'button button-ghost' : 'button'}
              onClick={() => void passkeySecond()}
              disabled={Boolean(pending)}
            >
              Use a passkey
            </button>
          ) : null}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setStep('password');
              setFailure(undefined);
            }}
          >
            Start again with another account
          </button>
        </>
      )}
    </div>
  );
}
