/** PostgreSQL's unique_violation (23505), as thrown by either driver through Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown): unknown => (value && typeof value === 'object' ? (value as { code?: unknown }).code : undefined);
  const cause = error && typeof error === 'object' ? (error as { cause?: unknown }).cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}
