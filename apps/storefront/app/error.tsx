'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { StatusPanel } from '@/components/status/StatusPanel';

/** Shown in the shell when a page fails to render. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  const digest =
    typeof error === 'object' && error !== null && 'digest' in error && typeof error.digest === 'string'
      ? error.digest
      : undefined;

  return (
    <StatusPanel
      mark="Oops"
      eyebrow="Something went wrong"
      title={
        <>
          This page could not be <span className="accent">shown.</span>
        </>
      }
      actions={
        <>
          <button type="button" className="button" onClick={() => retry()}>
            Try again
          </button>
          <Link href="/" className="button button-ghost">
            Back to the homepage
          </Link>
        </>
      }
    >
      <p>
        Something failed on our side while loading this page. Please try again; if it keeps happening, let us
        know and we will look into it.
      </p>
      {digest ? <p>Reference: {digest}</p> : null}
    </StatusPanel>
  );
}
