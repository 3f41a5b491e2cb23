'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { accountLinks, isCurrent, mainLinks } from './nav-links';
import { publicPath } from '@/lib/shop/public-path';
import { useAccount } from './useAccount';
import styles from './SiteHeader.module.css';

const MENU_ID = 'site-menu';

/**
 * Main navigation and account links. At 768 px and below they fold into a panel that the menu button
 * opens and closes; above that the button is hidden and the links sit in the header bar.
 */
export function SiteNav() {
  // Cached pages are rendered at an internal route: the links compare with the address shown.
  const pathname = publicPath(usePathname());
  // Log in and Sign up until the browser knows a member is logged in.
  const { account, settled } = useAccount(pathname);
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A new page closes the menu.
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.menuIcon} data-open={open} aria-hidden="true">
          <span />
          <span />
        </span>
        <span className={styles.menuLabel}>{open ? 'Close' : 'Menu'}</span>
      </button>

      <div id={MENU_ID} className={styles.panel} data-open={open}>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.navList}>
            {mainLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={styles.navLink}
                  aria-current={isCurrent(link.href, pathname) ? 'page' : undefined}
                  onClick={close}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div
          className={styles.account}
          data-account={settled ? (account ? 'member' : 'visitor') : 'pending'}
          data-testid="header-account"
        >
          {account ? (
            <Link
              href={accountLinks.profile.href}
              className={styles.member}
              onClick={close}
              aria-current={pathname === accountLinks.profile.href ? 'page' : undefined}
              data-testid="header-member"
            >
              <span className={styles.avatar} aria-hidden="true">
                {account.name.trim().charAt(0).toUpperCase()}
              </span>
              <span className={styles.memberName}>{account.name}</span>
              <span className="visually-hidden">: {accountLinks.profile.label}</span>
            </Link>
          ) : (
            <>
              <Link href={accountLinks.login.href} className={styles.login} onClick={close}>
                {accountLinks.login.label}
              </Link>
              <Link href={accountLinks.signup.href} className={styles.signup} onClick={close}>
                {accountLinks.signup.label}
              </Link>
            </>
          )}
        </div>
      </div>
    </>
  );
}
