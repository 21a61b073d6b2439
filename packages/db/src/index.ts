// @vizitas/db: schema, client, migrations and demo data.
// The test helper is imported separately: `import { createTestDatabase } from '@vizitas/db/testing'`.
export * from './schema/index';
export * from './client';
export * from './migrate';
export * from './holding';
export * from './review-visibility';
export * from './appointment-services';
export * from './visit-client';
export * from './seed/index';
