'use client';

import Link from 'next/link';
import { useActionState, useCallback, useState } from 'react';
import { signUp } from '@/lib/shop/account-actions';
import { idle } from '@/lib/shop/account-state';
import { Captcha } from './Captcha';
import { EmailField } from './EmailField';
import { Field, FormMessage } from './Field';
import { fieldError, lastValue, useFormToast } from './useFormToast';
import styles from './account.module.css';

export function SignupForm() {
  const [state, action, pending] = useActionState(signUp, idle);
  const [ready, setReady] = useState(false);
  const onReadyChange = useCallback((value: boolean) => setReady(value), []);
  useFormToast(state);

  return (
    <form action={action} className={styles.form} noValidate aria-busy={pending}>
      <FormMessage state={state} />
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        required
        maxLength={200}
        defaultValue={lastValue(state, 'name')}
        error={fieldError(state, 'name')}
      />
      <EmailField state={state} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="At least 8 characters."
        error={fieldError(state, 'password')}
      />
      {/* A new form after each attempt: a solved challenge is good for one sign-up only. */}
      <Captcha
        key={state.status === 'idle' ? 'first' : state.id}
        kind="invisible"
        onReadyChange={onReadyChange}
      />
      <button type="submit" className={`button ${styles.submit}`} disabled={pending} data-ready={ready}>
        {pending ? 'Creating your account…' : 'Create account'}
      </button>
      <p className={styles.switch}>
        Already have an account?{' '}
        <Link href="/login" className="text-link">
          Log in
        </Link>
      </p>
    </form>
  );
}
