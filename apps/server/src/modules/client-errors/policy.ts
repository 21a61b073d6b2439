import type { Actor } from '#server/core/authorize.ts';

/** Browser error reports may contain page addresses and user ids: the platform operator only. */
export function canListClientErrorReports(actor: Actor): boolean {
  return actor.isOperator;
}
