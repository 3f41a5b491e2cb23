import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountShell } from '@/components/account/AccountShell';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';

export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false } };

/** Opened from the recovery email: /reset-password?token=... */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token, activation } = await searchParams;
  const first = activation === 'true';
  if (typeof token !== 'string' || token === '') {
    return (
      <AccountShell
        eyebrow="Password"
        title="This link is incomplete"
        lede="Open the link from our email again, or ask for a new one from the log-in page."
      >
        <Link href="/login#forgot-password" className="button">
          Ask for a new link
        </Link>
      </AccountShell>
    );
  }
  return (
    <AccountShell
      eyebrow={first ? 'Welcome' : 'Password'}
      title={first ? 'Choose your password' : 'Choose a new password'}
      lede="Use at least 8 characters. Once it is saved, you will be logged out everywhere else."
    >
      <ResetPasswordForm token={token} />
    </AccountShell>
  );
}
