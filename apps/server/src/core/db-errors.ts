/**
 * PostgreSQL errors the product answers on purpose, recognised the same way on both drivers:
 * node-postgres puts the SQLSTATE on the error, PGlite and Drizzle wrap it (`cause`).
 */
interface DatabaseErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The first error of the chain (the error and up to two causes) that carries `sqlState`. */
function findSqlState(error: unknown, sqlState: string): DatabaseErrorLike | undefined {
  let current = error as DatabaseErrorLike | null | undefined;
  for (let depth = 0; current && typeof current === 'object' && depth < 3; depth++) {
    if (current.code === sqlState) return current;
    current = current.cause as DatabaseErrorLike | null | undefined;
  }
  return undefined;
}

/** unique_violation (23505), optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = findSqlState(error, '23505');
  if (!found) return false;
  return constraint === undefined || found.constraint === undefined || found.constraint === constraint;
}

/** exclusion_violation (23P01): the database refused an overlapping appointment. */
export function isOverlapViolation(error: unknown): boolean {
  return findSqlState(error, '23P01') !== undefined;
}
