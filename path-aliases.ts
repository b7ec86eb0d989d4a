/**
 * Imports read by area, not by depth: `@shared/…`, `@widgets/…`, `@console/…`, `@server/…` and `@test/…` name
 * the top folders. tsconfig.json ("paths") serves TypeScript, tsx and Playwright; this file serves the bundlers
 * (vite, vitest, rollup) and web-test-runner.
 */
import { fileURLToPath } from 'node:url';

const ALIAS_TOPS = ['shared', 'widgets', 'console', 'server', 'test'] as const;

/** `@shared` → absolute path of shared/, and so on */
export const PATH_ALIASES: Record<string, string> = Object.fromEntries(
  ALIAS_TOPS.map((top) => [`@${top}`, fileURLToPath(new URL(`./${top}`, import.meta.url))]),
);
