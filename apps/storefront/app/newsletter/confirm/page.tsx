import type { Metadata } from 'next';
import { NewsletterLinkPage } from '@/components/newsletter/NewsletterLinkPage';
import { confirmNewsletter } from '@/lib/shop/newsletter';

export const metadata: Metadata = { title: 'Confirm your newsletter subscription', robots: { index: false } };

/** Opened from the confirmation mail: /newsletter/confirm?token=... */
export default async function NewsletterConfirmPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <NewsletterLinkPage
      token={token}
      title="Confirm your subscription"
      lede="One click and our newsletter is on its way to you: new pieces, studio news, now and then. You can unsubscribe from any of our mails."
      action={confirmNewsletter}
      label="Confirm my subscription"
      pendingLabel="Confirming…"
    />
  );
}
