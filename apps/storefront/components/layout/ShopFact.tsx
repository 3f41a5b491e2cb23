import type { ReactNode } from 'react';
import { readShopFace } from '@/lib/shop/shop-settings';
import { site } from '@/lib/site';
import { LiveShopFact } from './OpeningHoursLine';

/**
 * The shop's name or contact email from its settings (the one source; a change reaches cached pages through
 * the settings' cache tag). A page built with the storefront (no commerce server then) asks from the browser.
 */
export async function ShopFact({ fact }: { fact: 'name' | 'contactEmail' }) {
  const face = await readShopFace();
  if (face === undefined) return <LiveShopFact fact={fact} fallback={site[fact]} />;
  return <>{face[fact] || site[fact]}</>;
}

/** A mail link to the shop's contact address, from its settings. */
export async function ShopMailLink({
  subject,
  className,
  children,
}: {
  subject?: string;
  className?: string;
  /** The link's content; the address itself when not given. */
  children?: ReactNode;
}) {
  const face = await readShopFace();
  const address = face?.contactEmail || site.contactEmail;
  const href = `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <a href={href} className={className}>
      {children ?? <ShopFact fact="contactEmail" />}
    </a>
  );
}
