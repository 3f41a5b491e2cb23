import localFont from 'next/font/local';

// Self-hosted variable fonts (copied from @fontsource-variable, SIL Open Font License: see the
// LICENSE files beside them). Size-adjusted fallbacks keep text from shifting while they load.

export const fraunces = localFont({
  src: [
    { path: './fonts/fraunces-latin-opsz-normal.woff2', weight: '100 900', style: 'normal' },
    { path: './fonts/fraunces-latin-opsz-italic.woff2', weight: '100 900', style: 'italic' },
  ],
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
