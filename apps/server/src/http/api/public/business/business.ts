import { businessDetail, businessGallery, businessOpeningHours, businessReviews } from '@vizitas/shared/api/public/business';
import { businessDetailAnswer, galleryOf, openingHoursOf, reviewPageOf } from '#server/modules/business/index.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';

/** The business's public reads: no guard, the same for everyone (`GET /api/public/business/search` is `./search.ts`). */
export const businessEndpoints = [
  // Written once per catalogue load and sent as it is (its text is of the answer type).
  defineEndpoint(businessDetail, {
    handle: (app, { params }) => businessDetailAnswer(app.context, params.slug, app.context.now().getTime()),
    route: { compress: false },
  }),
  defineEndpoint(businessGallery, { handle: (app, { params }) => galleryOf(app.context.db, params.slug) }),
  defineEndpoint(businessOpeningHours, {
    handle: (app, { params }) => openingHoursOf(app.context, params.slug, app.context.now().getTime()),
  }),
  defineEndpoint(businessReviews, {
    handle: (app, { params, query }) => reviewPageOf(app.context.db, params.slug, query.page, query.limit),
  }),
];
