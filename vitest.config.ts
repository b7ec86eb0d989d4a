import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'widgets/**/*.test.ts', 'console/**/*.test.ts'],
    exclude: ['**/*.browser.test.ts', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20000,
    pool: 'forks',
  },
});
