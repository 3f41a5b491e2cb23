/** The main navigation. Shop pages join this list when the catalog arrives. */
export const mainLinks = [
  { href: '/', label: 'Home' },
  { href: '/aboutus', label: 'About' },
] as const;

export const accountLinks = {
  login: { href: '/login', label: 'Log in' },
  signup: { href: '/signup', label: 'Sign up' },
} as const;

/** Whether a navigation link points at the page being shown (its section, for nested pages). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
