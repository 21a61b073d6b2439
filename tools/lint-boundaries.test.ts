import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The import boundaries are part of the lint: each violation below must be an error. */
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function errorsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('the booking engine imports nothing of ours, no packages and no I/O', async () => {
    const file = 'packages/booking-engine/src/boundary-probe.ts';
    expect(await errorsFor(file, `import { z } from 'zod';\nexport const a = z;`)).toHaveLength(1);
    expect(await errorsFor(file, `import { messages } from '@vizitas/shared';\nexport const a = messages;`)).toHaveLength(1);
    expect(await errorsFor(file, `import { readFileSync } from 'node:fs';\nexport const a = readFileSync;`)).toHaveLength(1);
    expect(await errorsFor(file, `import { x } from '../../db/src/index';\nexport const a = x;`)).toHaveLength(1);
    expect(await errorsFor(file, `import { addDays } from './local-date';\nexport const a = addDays;`)).toEqual([]);
  });

  it('the web app never imports the database or the server', async () => {
    const file = 'apps/web/app/routes/boundary-probe.tsx';
    expect(await errorsFor(file, `import { businesses } from '@vizitas/db';\nexport const a = businesses;`)).toHaveLength(1);
    expect(await errorsFor(file, `import { buildApp } from '@vizitas/server';\nexport const a = buildApp;`)).toHaveLength(1);
    expect(await errorsFor(file, `import { messages } from '@vizitas/shared';\nexport const a = messages;`)).toEqual([]);
  });

  it('features do not import each other', async () => {
    const file = 'apps/web/app/features/booking/components/boundary-probe.tsx';
    expect(
      await errorsFor(
        file,
        `import { BusinessCard } from '~/features/business/components/business-card';\nexport const a = BusinessCard;`,
      ),
    ).toHaveLength(1);
    expect(await errorsFor(file, `import { formatPrice } from '~/lib/format';\nexport const a = formatPrice;`)).toEqual([]);
    expect(await errorsFor(file, `import { x } from '~/features/booking/api/x';\nexport const a = x;`)).toEqual([]);
  });

  it('shared code stays free of the database and Node-only modules', async () => {
    const file = 'packages/shared/src/boundary-probe.ts';
    expect(await errorsFor(file, `import { businesses } from '@vizitas/db';\nexport const a = businesses;`)).toHaveLength(1);
    expect(await errorsFor(file, `import { readFileSync } from 'node:fs';\nexport const a = readFileSync;`)).toHaveLength(1);
  });
});
