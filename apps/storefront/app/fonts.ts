import localFont from 'next/font/local';

// Self-hosted variable fonts (copied from @fontsource-variable, SIL Open Font License: see the
// LICENSE files beside them). Size-adjusted fallbacks keep text from shifting while they load.
// What a phone downloads before the page settles is kept small: Fraunces comes with its weight axis
// only (the optical-size axis nearly doubles the file, for a difference seen only at body sizes it is
// not used at), and without its italic file: the few italic accent words are slanted from the roman.
// Both are preloaded: without it the swap came after the first paint and moved the home page's
// hero by a layout shift of 0.2 (the shell journey's check).

export const fraunces = localFont({
  src: './fonts/fraunces-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  variable: '--font-display',
  display: 'swap',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
  adjustFontFallback: 'Times New Roman',
});

export const inter = localFont({
  src: './fonts/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  variable: '--font-text',
  display: 'swap',
  fallback: ['system-ui', 'Helvetica Neue', 'Arial', 'sans-serif'],
  adjustFontFallback: 'Arial',
});
