// @ts-check
/** Import boundaries of the server (apps/server) and the packages. */

/** @param {unknown[]} patterns */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default [
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
];
