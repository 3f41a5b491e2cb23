'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Field } from '@/components/account/Field';
import formStyles from '@/components/account/account.module.css';
import { confirmStaffReset, requestStaffReset } from '@/lib/shop/staff-link-actions';
import { staffFormMessages } from '@/lib/shop/staff-link-forms';
import { NewStaffPassword } from './NewStaffPassword';
import { StaffLinkForm } from './StaffLinkForm';
import styles from './admin.module.css';

/** Asks for a reset link; the answer is the same whether or not the email belongs to staff. */
export function ForgotStaffPasswordForm() {
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <div className={styles.card}>
        <p className={formStyles.formSuccess} role="status">
          {staffFormMessages.resetSent}
        </p>
        <Link href="/admin/login" className="text-link">
          Back to sign in
        </Link>
      </div>
    );
  }
  return (
    <StaffLinkForm
      action={requestStaffReset}
      submit="Send the link"
      pendingLabel="Sending…"
      done={() => setSent(true)}
      after={
        <p className={styles.muted}>
          Remembered it?{' '}
          <Link href="/admin/login" className="text-link">
            Sign in
          </Link>
        </p>
      }
    >
      {(error) => (
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          error={error('email')}
        />
      )}
    </StaffLinkForm>
  );
}

/** Sets the new password of a mailed reset link; then the person signs in with it. */
export function StaffResetPasswordForm({ token }: { token: string }) {
  const [changed, setChanged] = useState(false);
  if (changed) {
    return (
      <div className={styles.card}>
        <p className={formStyles.formSuccess} role="status">
          Password changed: sign in with it.
        </p>
        <Link href="/admin/login" className="button">
          Sign in
        </Link>
      </div>
    );
  }
  return (
    <StaffLinkForm
      action={confirmStaffReset}
      hidden={{ token }}
      submit="Set the new password"
      pendingLabel="Setting the password…"
      done={() => setChanged(true)}
      after={
        <p className={styles.muted}>
          Link not working?{' '}
          <Link href="/admin/forgot-password" className="text-link">
            Ask for a new one
          </Link>
        </p>
      }
    >
      {(error) => <NewStaffPassword error={error} label="New password" />}
    </StaffLinkForm>
  );
}
