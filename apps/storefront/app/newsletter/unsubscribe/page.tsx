import type { Metadata } from 'next';
import { NewsletterLinkPage } from '@/components/newsletter/NewsletterLinkPage';
import { unsubscribeFromNewsletter } from '@/lib/shop/newsletter';

export const metadata: Metadata = { title: 'Unsubscribe from the newsletter', robots: { index: false } };

/** Linked from every newsletter mail: /newsletter/unsubscribe?token=... (no login needed). */
export default async function NewsletterUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return (
    <NewsletterLinkPage
      token={token}
      title="Unsubscribe from our newsletter"
      lede="We will send no more newsletters to this address. You can sign up again at any time."
      action={unsubscribeFromNewsletter}
      label="Unsubscribe"
      pendingLabel="Unsubscribing…"
    />
  );
}
