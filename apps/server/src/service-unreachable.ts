/**
 * A service the configuration names could not be reached at start: an expected failure, fixed
 * in the environment or by starting the service, so run-server.ts prints this one line (the
 * variable, the address without its password, the cause) and no stack trace.
 */
const SERVICES = { DATABASE_URL: 'the database', REDIS_URL: 'Redis' };

export class ServiceUnreachableError extends Error {
  override name = 'ServiceUnreachableError';

  constructor(variable: keyof typeof SERVICES, url: string, cause: unknown) {
    super(`Cannot connect to ${SERVICES[variable]} at ${variable} (${withoutPassword(url)}): ${causeText(cause)}`, {
      cause,
    });
  }
}

/**
 * The URL with its password, in the user part or as a query parameter (node-postgres and
 * ioredis read `?password=`, node-postgres `?sslpassword=` too), shown as `***`. A URL that
 * does not parse is not shown at all: where its password ends cannot be told.
 */
export function withoutPassword(url: string): string {
  if (!URL.canParse(url)) return 'not a valid URL';
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  for (const name of [...parsed.searchParams.keys()]) {
    if (/password/i.test(name)) parsed.searchParams.set(name, '***');
  }
  return parsed.toString();
}

/** The error's own message; a failed connection to a name with several addresses gives one per address. */
function causeText(cause: unknown): string {
  if (cause instanceof AggregateError && !cause.message) return cause.errors.map(causeText).join('; ');
  return cause instanceof Error ? cause.message : String(cause);
}
