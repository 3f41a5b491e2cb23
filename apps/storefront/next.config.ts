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
  // The SDK ships TypeScript sources from the workspace.
  transpilePackages: ['@atelier/sdk'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    remotePatterns: mediaPatterns,
    localPatterns: [{ pathname: '/images/**', search: '' }],
    dangerouslyAllowLocalIP: local,
    // Media file names never change (the server caches them for a year): so may the optimiser.
    minimumCacheTTL: 60 * 60 * 24 * 30,
    formats: ['image/webp'],
  },
};

export default nextConfig;
