/**
 * Writes the API's OpenAPI document as the app serves it (`GET /api/docs/json`), with every
 * object's keys sorted, to the file named by the first argument (stdout without one): two
 * snapshots of two trees compare with `diff`, whatever order the routes were registered in.
 *
 *   npx tsx tools/openapi-snapshot.ts /tmp/openapi-after.json
 */
import { writeFileSync } from 'node:fs';
import { createTestApp } from '../apps/server/src/testing/test-app.ts';

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

const t = await createTestApp();
try {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  const text = `${JSON.stringify(sorted(response.json()), null, 1)}\n`;
  const file = process.argv[2];
  if (file) writeFileSync(file, text);
  else process.stdout.write(text);
} finally {
  await t.close();
}
