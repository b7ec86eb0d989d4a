import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { PATH_ALIASES } from './path-aliases.ts';

const root = fileURLToPath(new URL('./console', import.meta.url));
const apiTarget = process.env.LECTERN_DEV_API ?? 'http://127.0.0.1:8080';

// The console: one chunk for the shell, one per admin area (lazy routes in console/app/routes.ts).
export default defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: PATH_ALIASES },
  build: {
    outDir: fileURLToPath(new URL('./dist/console', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // The CSP forbids inline scripts, so never inline the module-preload polyfill.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/widgets': apiTarget },
  },
});
