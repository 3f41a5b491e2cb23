'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { accountLinks } from './nav-links';
import { useAccount } from './useAccount';

/**
 * The footer's account links: "Log in" and "Sign up" for a visitor, the member's profile once the
 * browser knows a member is logged in. Pages are cached and the same for everyone, so who is asking
 * comes from /api/account, as for the header (useAccount).
 */
export function FooterAccountLinks({ className }: { className?: string }) {
  const { account, settled } = useAccount(usePathname());
  const member = settled && account;
  const links = member ? [accountLinks.profile] : [accountLinks.login, accountLinks.signup];
  return links.map((link) => (
    <li key={link.href} data-testid="footer-account" data-account={member ? 'member' : 'visitor'}>
      <Link href={link.href} className={className}>
        {link.label}
      </Link>
    </li>
  ));
}
