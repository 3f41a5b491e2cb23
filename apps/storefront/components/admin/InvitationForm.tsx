'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Field } from '@/components/account/Field';
import { acceptInvitation } from '@/lib/shop/staff-link-actions';
import { NewStaffPassword } from './NewStaffPassword';
import { StaffLinkForm } from './StaffLinkForm';
import styles from './admin.module.css';

/** Accepting an invitation: a name and a password; then the staff home, signed in. */
export function InvitationForm({ token }: { token: string }) {
  const router = useRouter();
  return (
    <StaffLinkForm
      action={acceptInvitation}
      hidden={{ token }}
      submit="Accept the invitation"
      pendingLabel="Creating your account…"
      done={() => {
        router.replace('/admin');
        router.refresh();
      }}
      after={
        <p className={styles.muted}>
          Have a staff account already?{' '}
          <Link href="/admin/login" className="text-link">
            Sign in
          </Link>
        </p>
      }
    >
      {(error) => (
        <>
          <Field
            label="Your name"
            name="name"
            autoComplete="name"
            required
            maxLength={200}
            error={error('name')}
          />
          <NewStaffPassword error={error} />
        </>
      )}
    </StaffLinkForm>
  );
}
