import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BRAND } from '@vizitas/shared';
import { errorBodySchema } from '#server/http/openapi.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Every API operation may answer 400: the character rule refuses a NUL or a lone surrogate in any
 * path, query or body before the operation's own schema runs (`plugins/text-input.ts`).
 */
function withCharacterRuleAnswer(input: TransformInput) {
  const response = input.schema?.response as Record<string, unknown> | undefined;
  if (!input.url.startsWith('/api/') || !response || '400' in response) return jsonSchemaTransform(input);
  return jsonSchemaTransform({ ...input, schema: { ...input.schema, response: { ...response, 400: errorBodySchema } } });
}

/** The OpenAPI document, generated from the same zod schemas that validate requests. */
async function docsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${BRAND.name} API`, description: 'Grožio specialistų vizitų registracijos API.', version: '0.1.0' },
      tags: [
        { name: 'public', description: 'Vieša dalis' },
        { name: 'user', description: 'Prisijungęs naudotojas' },
        { name: 'admin', description: 'Verslo administravimas' },
        {
          name: 'operator',
          description: 'Platformos operatorius: klientų klaidų ataskaitos ir kiti platformos priežiūros veiksmai',
        },
      ],
    },
    transform: withCharacterRuleAnswer,
    hideUntagged: true,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
}

export default fp(docsPlugin, { name: 'docs' });
