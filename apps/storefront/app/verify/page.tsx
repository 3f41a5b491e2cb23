import type { Metadata } from 'next';
import Link from 'next/link';
import { AccountShell } from '@/components/account/AccountShell';
import { VerifyForm } from '@/components/account/VerifyForm';
import { pendingVerification } from '@/lib/shop/verification';

export const metadata: Metadata = { title: 'Confirm your email', robots: { index: false } };

/** The email-code screen, after a sign-up or log-in that needs the email confirmed. */
export default async function VerifyPage() {
  const pending = await pendingVerification();
  if (!pending) {
    return (
      <AccountShell
        eyebrow="Confirm your email"
        title="This code has expired"
        lede="There is no verification waiting here any more. Log in again and we will send you a new code."
      >
        <Link href="/login" className="button">
          Log in
        </Link>
      </AccountShell>
    );
  }
  return (
    <AccountShell
      eyebrow="One last step"
      title={
        <>
          Check your <span className="accent">inbox</span>
        </>
      }
      lede={
        <>
          We sent a 6-digit code to <strong>{pending.email || 'your email address'}</strong>. Enter it to
          confirm the address and finish logging in.
        </>
      }
      notes={<p>Cannot find it? Look in your spam folder, or ask for a new code.</p>}
    >
      <VerifyForm />
    </AccountShell>
  );
}
