import { adminCalendar } from '@vizitas/shared/api/admin/calendar';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { JsonText } from '#server/lib/json-text.ts';
import { calendarView } from '#server/modules/calendar/index.ts';
import { administeredScope } from '../scope.ts';

/** `/api/admin/calendar`: the admin calendar's day or week in one answer. */
export const adminCalendarEndpoints = [
  defineEndpoint(adminCalendar, {
    handle: async (ctx, actor, { query }) => {
      const scope = await administeredScope(actor, query.business);
      // Already JSON (the schema's shape, checked by the module's tests): sent as it is.
      return new JsonText(await calendarView(ctx, scope, query, ctx.now().getTime()));
    },
  }),
];
