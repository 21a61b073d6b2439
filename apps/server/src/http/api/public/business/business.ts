import { businessDetail, businessGallery, businessOpeningHours, businessReviews } from '@vizitas/shared/api/public/business';
import { businessDetailAnswer, galleryOf, openingHoursOf, reviewPageOf } from '#server/modules/business/index.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';

/** The business's public reads: no guard, the same for everyone (`GET /api/public/business/search` is `./search.ts`). */
export const businessEndpoints = [
  // Written once per catalogue load and sent as it is (its text is of the answer type).
  defineEndpoint(businessDetail, {
    handle: (ctx, _actor, { params }) => businessDetailAnswer(ctx, params.slug, ctx.now().getTime()),
    route: { compress: false },
  }),
  defineEndpoint(businessGallery, { handle: (ctx, _actor, { params }) => galleryOf(ctx.db, params.slug) }),
  defineEndpoint(businessOpeningHours, {
    handle: (ctx, _actor, { params }) => openingHoursOf(ctx, params.slug, ctx.now().getTime()),
  }),
  defineEndpoint(businessReviews, {
    handle: (ctx, _actor, { params, query }) => reviewPageOf(ctx.db, params.slug, query.page, query.limit),
  }),
];
