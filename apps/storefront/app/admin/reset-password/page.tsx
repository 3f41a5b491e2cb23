import type { Metadata } from 'next';
import Link from 'next/link';
import { StaffResetPasswordForm } from '@/components/admin/StaffResetForms';
import { LinkProblem, StaffPage } from '@/components/admin/StaffPage';
import { staffFormMessages } from '@/lib/shop/staff-link-forms';
import { linkToken } from '@/lib/shop/staff-link-params';

export const metadata: Metadata = { title: 'New password' };

export default async function StaffResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const token = linkToken(await searchParams);
  return (
    <StaffPage
      title="Choose a new password"
      lede="Every device signed in to your staff account is signed out when it changes."
    >
      {token ? (
        <StaffResetPasswordForm token={token} />
      ) : (
        <LinkProblem>
          <p>{staffFormMessages.linkIncomplete}</p>
          <p>
            <Link href="/admin/forgot-password" className="text-link">
              Ask for a new link
            </Link>
          </p>
        </LinkProblem>
      )}
    </StaffPage>
  );
}
