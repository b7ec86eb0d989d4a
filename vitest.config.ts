import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { PATH_ALIASES } from './path-aliases.ts';

// Component tests run in Debian's Chromium against a real reference server (test/components/global-setup.ts),
// reached through the Vite server's proxy so the widgets call `/api/...` on their own origin as in the console.
const componentServerPort = Number(process.env.LECTERN_COMPONENT_PORT ?? 4391);

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: PATH_ALIASES },
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'widgets/**/*.test.ts', 'console/**/*.test.ts'],
          exclude: ['**/*.browser.test.{ts,tsx}', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['test/setup/locales.ts'],
          testTimeout: 20000,
          pool: 'forks',
        },
      },
      {
        resolve: { alias: PATH_ALIASES },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/setup/locales.ts'],
          // a throw-away PostgreSQL cluster, started only when a test asks for a database in it; an S3-compatible
          // server only under LECTERN_TEST_STORAGE=s3
          globalSetup: ['server/test-support/postgres-global-setup.ts', 'server/test-support/s3-global-setup.ts'],
          testTimeout: 20000,
          // a server started on PostgreSQL creates, migrates and seeds its database first
          hookTimeout: 60000,
          pool: 'forks',
          // each file would import the whole server again (about 3 s of the run's time per file); the server's tests
          // share no module state but what the test support keeps on purpose (the PostgreSQL cluster and its
          // templates), and none mocks a module, so a worker keeps what it imported for its next file
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: PATH_ALIASES },
        server: { proxy: { '/api': `http://127.0.0.1:${componentServerPort}` } },
        test: {
          name: 'components',
          include: ['widgets/**/*.browser.test.tsx', 'console/**/*.browser.test.tsx'],
          globalSetup: ['test/components/global-setup.ts'],
          setupFiles: ['test/setup/locales.ts'],
          testTimeout: 20000,
          browser: {
            enabled: true,
            headless: true,
            viewport: { width: 1400, height: 900 },
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
