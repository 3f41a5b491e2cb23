import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The SDK ships TypeScript sources from the workspace.
  transpilePackages: ['@atelier/sdk'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // Local images only: nothing is fetched from or optimised for another host.
    remotePatterns: [],
    localPatterns: [{ pathname: '/images/**', search: '' }],
  },
};

export default nextConfig;
