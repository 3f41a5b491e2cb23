import fs from 'node:fs';
import path from 'node:path';
import { preload } from 'react-dom';

/**
 * The fonts are loaded in the root layout (fonts.ts), but Next preloads them only from a page: it looks
 * each rendered layer's file up in its font manifest, whose keys are pages (`app/home/[view]/page`),
 * never `app/layout` or `app/not-found`. An unknown address renders app/not-found.tsx in place of a page,
 * so its HTML had no preload and its text waited for the stylesheet to ask for the fonts. The 404 page
 * preloads them itself, the same files from the same manifest (`next start` runs in the app's folder).
 */
function fontFiles(): string[] {
  const file = path.join(process.cwd(), '.next/server/next-font-manifest.json');
  if (!fs.existsSync(file)) return []; // `next dev` keeps its manifests elsewhere and needs no preload.
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { app?: Record<string, string[]> };
  return [...new Set(Object.values(manifest.app ?? {}).flat())].filter((f) => f.endsWith('.woff2')).sort();
}

let files: string[] | undefined;

export function preloadFonts(): void {
  files ??= fontFiles();
  for (const file of files) {
    preload(`/_next/${file}`, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  }
}
