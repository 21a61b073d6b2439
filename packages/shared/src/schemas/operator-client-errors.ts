import '../zod-locale';
import { z } from 'zod';

/**
 * `GET /api/operator/client-errors/groups`: the browsers' error reports grouped by message and
 * place (apps/server/src/modules/client-errors), open ones first, the latest first.
 */
export const clientErrorGroupsSchema = z.object({
  groups: z.array(
    z.object({
      key: z.string(),
      message: z.string(),
      place: z.string().nullable(),
      count: z.number().int(),
      firstSeen: z.string(),
      lastSeen: z.string(),
      /** Browser families and major versions seen, e.g. „Chrome 131“, „Safari 18 (telefonas)“. */
      browsers: z.array(z.string()),
      /** Up to five pages it happened on (their addresses without the query). */
      pages: z.array(z.string()),
      /** Marked resolved, and no report came after. */
      resolved: z.boolean(),
    }),
  ),
});
export type ClientErrorGroups = z.infer<typeof clientErrorGroupsSchema>;

export const clientErrorGroupParamsSchema = z.object({
  key: z.string().regex(/^[0-9a-f]{64}$/, { error: 'Neteisingas klaidų grupės raktas.' }),
});
export const resolvedGroupSchema = z.object({ resolved: z.literal(true) });
