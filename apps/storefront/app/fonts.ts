import localFont from 'next/font/local';

// Self-hosted variable fonts (copied from @fontsource-variable, SIL Open Font License: see the
// LICENSE files beside them). Size-adjusted fallbacks keep text from shifting while they load.
// What a phone downloads before the page settles is kept small: Fraunces comes with its weight axis
// only (the optical-size axis nearly doubles the file, for a difference seen only at body sizes it is
// not used at), and without its italic file: the few italic accent words are slanted from the roman.
// Both are preloaded, and shown only if they arrive in time for the first paint ('optional'): a swap
// after the first paint moved the home page's hero by a layout shift of 0.2, which preloading alone
// still let through when the server was busy. A page that misses them keeps the fallback; the next
// one has them from the cache.

export const fraunces = localFont({
  src: './fonts/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  variable: '--font-display',
  display: 'optional',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
});

export const inter = localFont({
  src: './fonts/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  variable: '--font-text',
  display: 'optional',
  fallback: ['system-ui', 'Helvetica Neue', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
