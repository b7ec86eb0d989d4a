import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Imports read by area, not by depth (DESIGN.md "Layout by area"): a file reaches its own folder and its area's
// parent folder; anything further goes through an alias (@shared/…, @widgets/…, @console/…, @server/…, @test/…).
const noDeepClimb = { group: ['../../*', '../../**'], message: 'Use a path alias (@shared/…, @widgets/…, @console/…, @server/…) instead of climbing more than one level.' };

// What runs only in a browser: the API client, the session and its stores, the text catalogues, area clients and
// texts, toasts and confirmations, the upload queue. The server, and the contract and rules every side shares,
// never import them (so the server process never loads the HTTP client, stores or catalogues).
const browserOnly = {
  group: [
    '@shared/api/*', '!@shared/api/types.ts', '!@shared/api/paths.ts', '!@shared/api/schema.ts', '!@shared/api/resource-definition.ts',
    '@shared/session/*', '!@shared/session/types.ts',
    // interpolate.ts and locales.ts hold no stores: the server fills and checks a language with them
    '@shared/i18n/*', '!@shared/i18n/interpolate.ts', '!@shared/i18n/locales.ts', '@shared/*/client.ts', '@shared/*/*-client.ts', '@shared/*/texts*.ts', '@shared/**/*store.ts',
    '@shared/feedback.ts', '@shared/config.ts', '@shared/upload/*', '!@shared/upload/status.ts', '@shared/network/*', '@shared/ui/*',
    './client.ts', './*-client.ts', './texts*.ts', './*store.ts',
  ],
  message: 'Contract and rules (and the server) use only contracts and rules: no API client, session, stores or texts.',
};
const apiOutsideKit = {
  group: ['@shared/api/*', '@shared/*/client', '@shared/*/client.ts', '@shared/*/*-client', '@shared/*/*-client.ts'],
  message: 'Only the kit (console/kit/) calls the API: read with useQuery/useRecord over shared/<area>/resources.ts, write with change(), sign in and out with shared/account/session-actions.ts.',
};
const react = { group: ['react', 'react-dom', 'react-dom/*'], message: 'shared/ stays framework-free.' };
const notWidgets = (zone) => ({ group: ['@widgets/*', '@console/*', '@server/*'], message: `${zone} imports nothing from widgets, console or server.` });

/** a shared area's contract and rules: usable by the server, the widgets and the console alike */
// (shared/upload/status.ts: the upload statuses, from the server's material row to the dialogs)
const CONTRACT_FILES = ['shared/*/{types,paths,rules,contract,classes,*-types,*-rules}.ts', 'shared/format/**/*.ts', 'shared/list-state/*.ts', 'shared/upload/status.ts'];

export default tseslint.config(
  { ignores: ['dist/**', '.tmp/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // cycles of value imports; import-x skips type-only imports, so `npm run cycles` (dpdm, in npm test) checks them all
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': ['error', { patterns: [noDeepClimb] }],
    },
  },
  // Imports flow one way: shared ← widgets ← console; the server only takes shared's contracts and rules.
  {
    files: ['shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepClimb, react, notWidgets('shared/')] }] },
  },
  {
    files: CONTRACT_FILES,
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepClimb, react, notWidgets('shared/'), browserOnly] }] },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepClimb, { group: ['@console/*', '@server/*'], message: 'widgets/ imports only shared/.' }] }] },
  },
  {
    files: ['console/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepClimb, { group: ['@server/*'], message: 'console/ never imports the server.' }] }] },
  },
  // A console screen reads and writes through the kit's data layer (useQuery, useRecord, change) over an
  // area's resources, and signs in and out through shared/account/session-actions.ts; only the kit meets the API.
  {
    files: ['console/**/*.{ts,tsx}'],
    ignores: ['console/kit/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepClimb, { group: ['@server/*'], message: 'console/ never imports the server.' }, apiOutsideKit] }] },
  },
  // No file over 300 lines, blank lines and comments counted (STYLE.md: a growing file moves parts into siblings).
  {
    files: ['**/*.{ts,tsx,mjs}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test-support/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noDeepClimb, browserOnly, { group: ['@widgets/*', '@console/*'], message: 'server/ imports only shared/.' }] }],
    },
  },
  // the exports are written in the reader's language, in the screens' words: this one file reads the catalogues
  {
    files: ['server/http/export-texts.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noDeepClimb, { ...browserOnly, group: [...browserOnly.group, '!@shared/*/texts-zh-CN.ts', '!@shared/*/texts-en.ts'] }, { group: ['@widgets/*', '@console/*'], message: 'server/ imports only shared/.' }] },
      ],
    },
  },
);
