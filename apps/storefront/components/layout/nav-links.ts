/** The main navigation. */
export const mainLinks = [
  { href: '/', label: 'Home' },
  { href: '/list', label: 'Shop' },
  { href: '/aboutus', label: 'About' },
] as const;

export const accountLinks = {
  login: { href: '/login', label: 'Log in' },
  signup: { href: '/signup', label: 'Sign up' },
  profile: { href: '/profile', label: 'Your profile' },
} as const;

/** Whether a navigation link points at the page being shown (its section, for nested pages). */
export function isCurrent(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
