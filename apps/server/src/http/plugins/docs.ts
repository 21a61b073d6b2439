import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BRAND } from '@vizitas/shared';

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
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
}

export default fp(docsPlugin, { name: 'docs' });
