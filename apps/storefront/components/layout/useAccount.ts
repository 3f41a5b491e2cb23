'use client';

import { useEffect, useState } from 'react';
import type { HeaderAccount } from '@/lib/shop/header-account';

export interface AccountState {
  /** The member, null for a visitor; undefined until first known. */
  account: HeaderAccount | null | undefined;
  /** Whether `account` was read for the page shown (until then it is the previous page's). */
  settled: boolean;
}

const ACCOUNT_CHANGED = 'atelier:account-changed';

/** Tells the header that what it shows of the member changed (a new name): it reads /api/account again. */
export function announceAccountChange(): void {
  window.dispatchEvent(new Event(ACCOUNT_CHANGED));
}

/**
 * The logged-in member for the header, asked of /api/account once the page loaded and again on every
 * navigation (logging in or out moves to another page), and when a form announces a change. The page itself is the same for everyone and
 * may come from a shared cache: who is asking is never part of it.
 */
export function useAccount(pathname: string): AccountState {
  const [known, setKnown] = useState<{ pathname: string; account: HeaderAccount | null } | undefined>();
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    const changed = () => setRevision((n) => n + 1);
    window.addEventListener(ACCOUNT_CHANGED, changed);
    return () => window.removeEventListener(ACCOUNT_CHANGED, changed);
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/account', { cache: 'no-store', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`/api/account answered ${response.status}`);
        const { account } = (await response.json()) as { account: HeaderAccount | null };
        setKnown({ pathname, account });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to read who is logged in', error);
      });
    return () => controller.abort();
  }, [pathname, revision]);
  return { account: known?.account, settled: known?.pathname === pathname };
}
