/** PostgreSQL's exclusion_violation: the database refused an overlapping appointment. */
export function isOverlapViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23P01' || e?.cause?.code === '23P01';
}
