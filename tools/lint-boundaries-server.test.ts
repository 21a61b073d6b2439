import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const serverLint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The messages of one rule for `code` linted as if it were `apps/server/src/<file>`. */
async function serverErrors(file: string, code: string, ruleId = 'import-x/no-restricted-paths'): Promise<string[]> {
  const [result] = await serverLint.lintText(code, { filePath: `apps/server/src/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const use = (specifier: string, name = 'x') => `import { ${name} } from '${specifier}';\nexport const a = ${name};`;

describe('server: layers checked on resolved paths', () => {
  it('1. a module imports no Fastify, http/ or testing/ (its tests may use testing/)', async () => {
    expect(await serverErrors('modules/booking/probe.ts', use('fastify', 'fastify'), 'no-restricted-imports')).toHaveLength(1);
    expect(
      await serverErrors('modules/booking/probe.ts', use('@fastify/cookie', 'cookie'), 'no-restricted-imports'),
    ).toHaveLength(1);
    expect(await serverErrors('modules/booking/probe.ts', use('#server/http/guards.ts', 'requireUser'))).toHaveLength(1);
    expect(await serverErrors('modules/booking/probe.ts', use('../../http/guards.ts', 'requireUser'))).toHaveLength(1);
    expect(await serverErrors('modules/booking/probe.ts', use('#server/testing/factories.ts', 'makeSalon'))).toHaveLength(1);
    expect(await serverErrors('modules/booking/probe.test.ts', use('#server/testing/factories.ts', 'makeSalon'))).toEqual([]);
    expect(await serverErrors('modules/booking/probe.ts', use('#server/core/tenancy.ts', 'tenantScope'))).toEqual([]);
  });

  it('2. the API does not import the pages', async () => {
    expect(
      await serverErrors('http/api/user/reviews/probe.ts', use('#server/http/pages/page-cache.ts', 'PageCache')),
    ).toHaveLength(1);
    expect(await serverErrors('http/api/user/reviews/probe.ts', use('../../../pages/page-cache.ts', 'PageCache'))).toHaveLength(
      1,
    );
    expect(await serverErrors('http/api/user/reviews/probe.ts', use('#server/http/guards.ts', 'requireUser'))).toEqual([]);
  });

  it('3. only tests import testing/', async () => {
    expect(await serverErrors('http/api/user/probe.ts', use('#server/testing/test-app.ts', 'createTestApp'))).toHaveLength(1);
    expect(await serverErrors('app.ts', use('./testing/test-app.ts', 'createTestApp'))).toHaveLength(1);
    expect(await serverErrors('lib/probe.ts', use('../testing/test-app.ts', 'createTestApp'))).not.toEqual([]);
    expect(await serverErrors('http/api/user/probe.test.ts', use('#server/testing/test-app.ts', 'createTestApp'))).toEqual([]);
    expect(await serverErrors('testing/probe.ts', use('./factories.ts', 'makeSalon'))).toEqual([]);
  });

  it('4. outside a module only its index.ts is imported', async () => {
    expect(
      await serverErrors('http/api/user/probe.ts', use('#server/modules/booking/presenter.ts', 'presentAppointment')),
    ).toHaveLength(1);
    expect(await serverErrors('modules/visits/probe.ts', use('../booking/presenter.ts', 'presentVisits'))).toHaveLength(1);
    expect(await serverErrors('app.ts', use('./modules/booking/presenter.ts', 'presentVisits'))).toHaveLength(1);
    expect(await serverErrors('http/api/user/probe.ts', use('#server/modules/booking/index.ts', 'presentAppointment'))).toEqual(
      [],
    );
    expect(await serverErrors('modules/visits/probe.ts', use('#server/modules/booking/index.ts', 'presentVisits'))).toEqual([]);
    expect(await serverErrors('modules/booking/probe.ts', use('./presenter.ts', 'presentVisits'))).toEqual([]);
  });

  it('5. core/ and lib/ import no http/, modules/ or Fastify', async () => {
    expect(await serverErrors('lib/probe.ts', use('#server/modules/booking/index.ts', 'presentAppointment'))).toHaveLength(1);
    expect(await serverErrors('core/probe.ts', use('#server/http/guards.ts', 'requireUser'))).toHaveLength(1);
    expect(await serverErrors('core/probe.ts', use('fastify', 'fastify'), 'no-restricted-imports')).toHaveLength(1);
    expect(await serverErrors('lib/probe.ts', use('./accept-encoding.ts', 'acceptsGzip'))).toEqual([]);
  });

  it('4. every module on disk is guarded: its internal files refused from outside, its index allowed', async () => {
    const { readdirSync } = await import('node:fs');
    const modulesDir = new URL('../apps/server/src/modules/', import.meta.url);
    const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(modules.length).toBeGreaterThan(10);
    for (const { name } of modules) {
      const internal = readdirSync(new URL(`${name}/`, modulesDir)).find(
        (file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'),
      );
      expect(internal, name).toBeDefined();
      expect(await serverErrors('http/probe.ts', use(`#server/modules/${name}/${internal}`)), name).toHaveLength(1);
      expect(await serverErrors('http/probe.ts', use(`#server/modules/${name}/index.ts`)), name).toEqual([]);
    }
  });
});
