import { defineProject } from 'vitest/config';

export default defineProject({
  // tsconfig's paths: @atelier/sdk from the workspace's sources, as in Next, with no build of the SDK.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['lib/**/*.test.ts', 'components/**/*.test.ts'],
  },
});
