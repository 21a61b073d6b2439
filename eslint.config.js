// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries that make the layering physical; a violation fails the lint. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['packages/booking-engine/**/*.ts'],
    ignores: ['packages/booking-engine/**/*.test.ts'],
    rules: restrict([
      { regex: '^(?!\\.{1,2}/)', message: 'The booking engine is pure: it imports no packages, nothing of ours and no I/O.' },
      { regex: '^\\.\\./\\.\\./', message: 'The booking engine imports nothing outside itself.' },
    ]),
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict([
      {
        group: ['@vizitas/db', '@vizitas/db/*', '@vizitas/server', '@vizitas/server/*', 'node:*'],
        message: 'shared runs in the browser too.',
      },
    ]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['@vizitas/db', '@vizitas/db/*'], message: 'The web app never touches the database: use the API.' },
      { group: ['@vizitas/server', '@vizitas/server/*'], message: 'The web app reaches the server only through the API.' },
    ]),
  },
  // Features do not import each other: each feature may import only itself, components and lib.
  ...['business', 'booking', 'account', 'search', 'chrome'].map((feature) => ({
    files: [`apps/web/app/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      {
        group: ['**/features/*', '**/features/*/**', `!**/features/${feature}`, `!**/features/${feature}/**`],
        message: 'Features do not import each other; move shared code to components/ or lib/.',
      },
    ]),
  })),
);
