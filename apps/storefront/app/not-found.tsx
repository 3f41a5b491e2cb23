import type { Metadata } from 'next';
import Link from 'next/link';
import { StatusPanel } from '@/components/status/StatusPanel';
import { preloadFonts } from '@/app/font-preloads';
import { mailto } from '@/lib/site';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  // Next preloads the layout's fonts only for pages (app/font-preloads.ts).
  preloadFonts();
  return (
    <StatusPanel
      mark="404"
      eyebrow="Page not found"
      title={
        <>
          This page has <span className="accent">wandered off.</span>
        </>
      }
      actions={
        <>
          <Link href="/" className="button">
            Back to the homepage
          </Link>
          <Link href="/aboutus" className="button button-ghost">
            About us
          </Link>
        </>
      }
    >
      <p>
        The address may be mistyped, or the page may have moved. Some parts of the shop are still being set
        up, so please check back soon.
      </p>
      <p>
        Looking for something in particular?{' '}
        <a href={mailto('Looking for something')} className="text-link">
          Ask us
        </a>
        .
      </p>
    </StatusPanel>
  );
}
