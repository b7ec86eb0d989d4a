import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', '.tmp/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Imports flow one way: shared ← widgets ← console; the server only takes shared's types and rules.
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/widgets/**', '**/console/**', '**/server/**'], message: 'shared/ imports nothing from widgets, console or server.' },
        { group: ['react', 'react-dom', 'react-dom/*'], message: 'shared/ stays framework-free.' },
      ] }],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/console/**', '**/server/**'], message: 'widgets/ imports only shared/.' }] }] },
  },
  {
    files: ['console/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'console/ never imports the server.' }] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/widgets/**', '**/console/**'], message: 'server/ imports only shared/.' }] }] },
  },
);
