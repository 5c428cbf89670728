/** Recognizing PostgreSQL errors the same way on PGlite and node-postgres (Drizzle wraps them). */
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.cause?.code === 'string' ? e.cause.code : e.code;
  return typeof code === 'string' ? code : undefined;
}

/** unique_violation */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';
