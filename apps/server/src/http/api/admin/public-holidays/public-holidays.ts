import {
  adminPublicHolidayExclude,
  adminPublicHolidayInclude,
  adminPublicHolidayList,
} from '@vizitas/shared/api/admin/public-holidays';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { listPublicHolidays, setPublicHolidayExcluded, withCancellations } from '#server/modules/schedule/index.ts';
import { administeredScope } from '../scope.ts';

/** A public holiday worked (`exclude`: excluded from the days off) or off again (`include`), with the visits to cancel. */
function publicHolidayChange(contract: typeof adminPublicHolidayExclude | typeof adminPublicHolidayInclude, excluded: boolean) {
  return defineEndpoint(contract, {
    handle: async (ctx, actor, { params, body }) => {
      const scope = await administeredScope(actor, params.id);
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, body?.cancelAppointments, () =>
        setPublicHolidayExcluded(ctx, scope, params.date, excluded),
      );
      return { ...result, cancelledAppointments };
    },
  });
}

/** `/api/admin/business/{id}/public-holidays`: Lithuania's public holidays and the business's exclusions (istraukti). */
export const adminPublicHolidayEndpoints = [
  defineEndpoint(adminPublicHolidayList, {
    handle: async (ctx, actor, { params, query }) =>
      listPublicHolidays(ctx.db, await administeredScope(actor, params.id), query.year),
  }),
  publicHolidayChange(adminPublicHolidayExclude, true),
  publicHolidayChange(adminPublicHolidayInclude, false),
];
