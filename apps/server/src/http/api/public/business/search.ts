import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultSchema } from '@vizitas/shared/schemas/search';
import { errorResponses } from '#server/http/openapi.ts';
import { searchBusinesses } from '#server/modules/search/index.ts';

/** `GET /api/public/business/search`: the public search of businesses. */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business/search',
    {
      schema: {
        tags: ['public'],
        summary: 'Verslų paieška: kategorija, miestas, pavadinimas, kaina, laisvas laikas; rikiavimas ir puslapiai',
        description:
          'Rodomi tik veikiantys (prisijungę) verslai. Kiekvienam rezultatui: įvertinimas (vidurkis ir atsiliepimų skaičius), ' +
          'aktyvių paslaugų kainų intervalas ir artimiausias laisvas laikas per 14 dienų (trumpiausia paslauga, bet kuris specialistas). ' +
          'Kai kategorijos ir miesto puslapyje nieko nerasta, „suggestions“ siūlo kitus miestus ir paslaugas, kuriose verslų yra.',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => searchBusinesses(app.database.db, request.query, app.now().getTime()),
  );
};

export default searchRoutes;
