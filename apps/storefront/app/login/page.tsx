import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountShell } from '@/components/account/AccountShell';
import { LoginForm } from '@/components/account/LoginForm';
import { ShopFact } from '@/components/layout/ShopFact';
import { hasMemberCookie } from '@/lib/shop/session';

export const metadata: Metadata = { title: 'Log in' };

const NOTICES: Record<string, string> = {
  reset: 'Your new password is saved. Log in with it now.',
  loggedOut: 'You are logged out. See you soon!',
};

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  if (await hasMemberCookie()) redirect('/profile');
  const params = await searchParams;
  const notice = Object.keys(NOTICES).find((key) => params[key] === '1');
  return (
    <AccountShell
      eyebrow="Welcome back"
      title={
        <>
          Log in to{' '}
          <span className="accent">
            <ShopFact fact="name" />
          </span>
        </>
      }
      lede="Pick up where you left off: your profile, addresses and the community are a step away."
    >
      <LoginForm notice={notice ? NOTICES[notice] : undefined} />
    </AccountShell>
  );
}
