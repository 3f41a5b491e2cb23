import type { NextConfig } from 'next';
import type { RemotePattern } from 'next/dist/shared/lib/image-config';

/**
 * Product pictures live on the commerce server (ATELIER_API_URL) under /media/. The image optimiser
 * may fetch from that host only, and only below /media/. The port is left open: the server's port
 * is a run-time choice. When the server is on this machine (the default set-up, and the tests),
 * both loopback names are allowed and the optimiser must be let at a local address.
 */
const api = new URL(process.env.ATELIER_API_URL ?? 'http://localhost:4000');
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
const local = LOOPBACK.includes(api.hostname);
const hosts = local ? ['localhost', '127.0.0.1'] : [api.hostname];
const protocol = api.protocol.replace(':', '') as 'http' | 'https';

const mediaPatterns: RemotePattern[] = hosts.map((hostname) => ({
  protocol,
  hostname,
  pathname: '/media/**',
  search: '',
}));

const nextConfig: NextConfig = {
  // The SDK's TypeScript sources from the workspace (tsconfig's paths), not its build in dist/.
  transpilePackages: ['@atelier/sdk'],
  poweredByHeader: false,
  // `npm run typecheck` (and CI) checks the storefront with tsc; the build would check it all again.
  typescript: { ignoreBuildErrors: true },
  // Catalog pages are kept for 60 s (their `revalidate`; a catalog event drops them at once) and sent with
  // `s-maxage=60, stale-while-revalidate=<expireTime - 60>`: a CDN may serve a page a day old once while it
  // fetches the new one, never older.
  expireTime: 24 * 60 * 60,
  reactStrictMode: true,
  // The staff pages are personal and private: never kept by a cache, never indexed.
  headers: async () => [
    {
      source: '/admin/:path*',
      headers: [
        { key: 'Cache-Control', value: 'private, no-store' },
        { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
      ],
    },
  ],
  experimental: {
    cssChunking: { type: 'graph', requestCost: 20_000 },
    // A bank statement for reconciliation goes to its server action whole: up to 2 MB of text (1 MB by default).
    serverActions: { bodySizeLimit: '3mb' },
  },
  images: {
    remotePatterns: mediaPatterns,
    localPatterns: [{ pathname: '/images/**', search: '' }],
    dangerouslyAllowLocalIP: local,
    // Media file names never change (the server caches them for a year): so may the optimiser.
    minimumCacheTTL: 60 * 60 * 24 * 30,
    // AVIF where the browser takes it (a fifth smaller here), WebP otherwise. AVIF costs about four
    // times the CPU to encode, but once per picture and width: the optimiser keeps the result.
    formats: ['image/avif', 'image/webp'],
    // The widths pictures are drawn at (components' `sizes`), at 1x, 2x and 3x: product cards 167 to
    // 431 px, the gallery 375 to 760 px, thumbnails 80 to 110 px, collection tiles 161 to 417 px. Steps of
    // about 1.5: every width is an entry in each picture's srcset, and a page of cards writes them all in
    // its HTML and again in its RSC payload (components/ui/Picture.tsx keeps a card's to those it can use).
    // A short list also keeps the optimiser's cache small; nothing is drawn wider than 760 px.
    imageSizes: [64, 128, 256],
    deviceSizes: [384, 512, 768, 1024, 1536],
  },
};

export default nextConfig;
