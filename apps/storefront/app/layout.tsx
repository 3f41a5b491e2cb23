import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { Toaster } from '@/components/layout/Toaster';
import { readShopName } from '@/lib/shop/shop-settings';
import { site } from '@/lib/site';
import { fraunces, inter } from './fonts';
import './globals.css';

/** Titles carry the shop's name as its settings say (a rename reaches cached pages through the settings' tag). */
export async function generateMetadata(): Promise<Metadata> {
  const name = await readShopName(site.name);
  return {
    title: { default: `${name} — ${site.tagline}`, template: `%s · ${name}` },
    description: site.description,
    applicationName: name,
  };
}

export const viewport: Viewport = {
  themeColor: '#f7f2ea',
  colorScheme: 'light',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // data-scroll-behavior: Next turns the stylesheet's smooth scrolling off while it moves to a new page, so a
    // page (the order's /success after the checkout) opens at its top instead of gliding up from far below.
    <html lang="en" className={`${fraunces.variable} ${inter.variable}`} data-scroll-behavior="smooth">
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <Toaster />
      </body>
    </html>
  );
}
