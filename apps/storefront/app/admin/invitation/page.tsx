import type { Metadata } from 'next';
import Link from 'next/link';
import { InvitationForm } from '@/components/admin/InvitationForm';
import { LinkProblem, StaffPage } from '@/components/admin/StaffPage';
import { getShopSettings } from '@/lib/shop/shop-settings';
import { staffFormMessages } from '@/lib/shop/staff-link-forms';
import { linkToken } from '@/lib/shop/staff-link-params';
import { site } from '@/lib/site';

export const metadata: Metadata = { title: 'Invitation' };

async function shopName(): Promise<string> {
  try {
    return (await getShopSettings()).name || site.name;
  } catch (error) {
    console.error('Failed to read the shop’s name', error);
    return site.name;
  }
}

export default async function InvitationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const token = linkToken(await searchParams);
  return (
    <StaffPage
      eyebrow="Invitation"
      title={`You’re invited to ${await shopName()}`}
      lede="Choose the name your colleagues will see and a password, and your staff account is ready."
    >
      {token ? (
        <InvitationForm token={token} />
      ) : (
        <LinkProblem>
          <p>{staffFormMessages.linkIncomplete}</p>
          <p>
            Or ask the shop’s owner for a new invitation. Have an account already?{' '}
            <Link href="/admin/login" className="text-link">
              Sign in
            </Link>
          </p>
        </LinkProblem>
      )}
    </StaffPage>
  );
}
