'use client';

import Link from 'next/link';
import { useActionState, useState } from 'react';
import { logIn } from '@/lib/shop/account-actions';
import { idle } from '@/lib/shop/account-state';
import { Captcha } from './Captcha';
import { EmailField } from './EmailField';
import { Field, FormMessage } from './Field';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { fieldError, useFormToast } from './useFormToast';
import styles from './account.module.css';

export function LoginForm({ notice }: { notice?: string | undefined }) {
  const [state, action, pending] = useActionState(logIn, idle);
  const [forgotOpen, setForgotOpen] = useState(false);
  useFormToast(state);
  // Once the server asks for the check, it stays on the form.
  const [captcha, setCaptcha] = useState(false);
  if (state.status === 'error' && state.captcha && !captcha) setCaptcha(true);

  return (
    <>
      <form action={action} className={styles.form} noValidate aria-busy={pending}>
        {notice && state.status === 'idle' ? (
          <p className={styles.formSuccess} role="status">
            {notice}
          </p>
        ) : null}
        <FormMessage state={state} />
        <EmailField state={state} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldError(state, 'password')}
          aside={
            <a
              href="#forgot-password"
              className={styles.aside}
              onClick={() => setForgotOpen(true)}
              aria-controls="forgot-password"
              aria-expanded={forgotOpen}
            >
              Forgot password?
            </a>
          }
        />
        {captcha ? <Captcha key={state.status === 'idle' ? 'first' : state.id} kind="visible" /> : null}
        {fieldError(state, 'captcha') ? (
          <p className={styles.fieldError}>{fieldError(state, 'captcha')}</p>
        ) : null}
        <button type="submit" className={`button ${styles.submit}`} disabled={pending}>
          {pending ? 'Logging in…' : 'Log in'}
        </button>
        <p className={styles.switch}>
          New here?{' '}
          <Link href="/signup" className="text-link">
            Create an account
          </Link>
        </p>
      </form>
      <ForgotPasswordForm open={forgotOpen} />
    </>
  );
}
