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
  if (!input.url.startsWith('/api/') || !response || '400' in response) return withForms(jsonSchemaTransform(input));
  return withForms(
    jsonSchemaTransform({ ...input, schema: { ...input.schema, response: { ...response, 400: errorBodySchema } } }),
  );
}

/** A picture upload's form (`plugins/multipart.ts`, docs/decisions/026). */
const UPLOAD_FORM = {
  type: 'object',
  required: ['file'],
  properties: {
    file: {
      type: 'string',
      format: 'binary',
      description: 'JPEG, PNG arba WebP (atpažįstama pagal turinį), iki 15 MB, iki 25 megapikselių',
    },
    alt: { type: 'string', maxLength: 300, description: 'Galerijos nuotraukos aprašymas (tik gallery-image/create)' },
  },
};

/**
 * Every operation with a body takes it as JSON or as a form (`multipart/form-data`, the seed's
 * POST helper); an upload takes a form with its file.
 */
function withForms(output: ReturnType<typeof jsonSchemaTransform>) {
  // A route without a schema (the swagger UI's own files, the production build's static files)
  // has nothing to add: it is hidden from the document (`hideUntagged`).
  const schema = output.schema as Record<string, unknown> | undefined;
  if (!schema) return output;
  const consumes = schema.consumes as string[] | undefined;
  if (consumes?.includes('multipart/form-data') && !schema.body) return { ...output, schema: { ...schema, body: UPLOAD_FORM } };
  if (schema.body && !consumes)
    return { ...output, schema: { ...schema, consumes: ['application/json', 'multipart/form-data'] } };
  return output;
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
