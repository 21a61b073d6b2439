import { defineConfig } from 'drizzle-kit';

// Paths are relative to the working directory: run from the repository root
// (`npx drizzle-kit generate --config packages/db/drizzle.config.ts`) or from packages/db.
const root = process.cwd().replace(/\/$/, '').endsWith('packages/db') ? '.' : 'packages/db';

export default defineConfig({
  dialect: 'postgresql',
  schema: `${root}/src/schema/index.ts`,
  out: `${root}/migrations`,
  strict: true,
  verbose: true,
});
