// @ts-check
/** Import boundaries of the web app (apps/web). */

/** @param {unknown[]} patterns */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default [
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
];
