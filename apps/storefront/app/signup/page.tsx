import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountShell } from '@/components/account/AccountShell';
import { SignupForm } from '@/components/account/SignupForm';
import { hasMemberCookie } from '@/lib/shop/session';

export const metadata: Metadata = { title: 'Sign up' };

export default async function SignupPage() {
  if (await hasMemberCookie()) redirect('/profile');
  return (
    <AccountShell
      eyebrow="Join Atelier"
      title={
        <>
          Make yourself <span className="accent">at home</span>
        </>
      }
      lede="An account keeps your addresses and orders in one place, and opens the door to our community of makers and collectors."
      notes={
        <>
          <p>We will send a 6-digit code to confirm your email address.</p>
          <p>No tracking, no third-party captcha: a small puzzle solved by your browser keeps robots out.</p>
        </>
      }
    >
      <SignupForm />
    </AccountShell>
  );
}
