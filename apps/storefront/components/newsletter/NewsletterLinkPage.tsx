import type { ReactNode } from 'react';
import Link from 'next/link';
import { AccountShell } from '@/components/account/AccountShell';
import type { FormState } from '@/lib/shop/account-state';
import { NewsletterLinkForm } from './NewsletterLinkForm';

/** The page a newsletter mail links to: what the button does, and the button (or a note when the link is cut). */
export function NewsletterLinkPage({
  token,
  title,
  lede,
  action,
  label,
  pendingLabel,
}: {
  token: string | string[] | undefined;
  title: string;
  lede: ReactNode;
  action: (previous: FormState, formData: FormData) => Promise<FormState>;
  label: string;
  pendingLabel: string;
}) {
  if (typeof token !== 'string' || token === '') {
    return (
      <AccountShell
        eyebrow="Newsletter"
        title="This link is incomplete"
        lede="Open the link from our email again, all of it. Or sign up again at the foot of any page."
      >
        <Link href="/" className="button">
          Back to the shop
        </Link>
      </AccountShell>
    );
  }
  return (
    <AccountShell eyebrow="Newsletter" title={title} lede={lede}>
      <NewsletterLinkForm token={token} action={action} label={label} pendingLabel={pendingLabel} />
    </AccountShell>
  );
}
