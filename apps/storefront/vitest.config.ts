import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'storefront',
    environment: 'node',
    include: ['lib/**/*.test.ts', 'components/**/*.test.ts'],
  },
});
