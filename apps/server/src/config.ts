/**
 * The run-time configuration contract (decisions.md "Running it"). This module is the only
 * reader of `process.env`; everything else receives a parsed `AppConfig`.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { EmailSchema, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@romtrack/shared/contracts/auth';
import { wholeNumberText } from '@romtrack/shared/contracts/numbers';
import { z } from 'zod/mini';
import { isCommonPassword } from './domain/password-policy.ts';
import type { SessionLifetimes } from './domain/sessions.ts';
import './zod-messages.ts';

/** A year: longer than any staff session should last. */
const MAX_SESSION_HOURS = 8760;
const SESSION_HOURS_MESSAGE = `must be a number of hours above 0 and at most ${MAX_SESSION_HOURS} (a year)`;
/** A session's maximum age when SESSION_MAX_HOURS is unset, unless the idle lifetime is longer. */
const DEFAULT_SESSION_MAX_HOURS = 24;

/**
 * Hours written as a person writes them ("12", "0.5"): Number() alone also read "0x10" as 16 and
 * "1e2" as 100. Capped so that every session's expiry is a date: at 1e300 hours, every sign-in
 * failed.
 */
const sessionHours = z.pipe(
  z.string({ error: SESSION_HOURS_MESSAGE }).check(z.regex(/^\d+(\.\d+)?$/, SESSION_HOURS_MESSAGE)),
  z.coerce
    .number<string>({ error: SESSION_HOURS_MESSAGE })
    .check(z.positive(SESSION_HOURS_MESSAGE), z.maximum(MAX_SESSION_HOURS, SESSION_HOURS_MESSAGE)),
);

const EnvSchema = z.object({
  PORT: wholeNumberText(0, 65535, 3000),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  DATABASE_URL: z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  ADMIN_EMAIL: z.optional(EmailSchema),
  // The same rule as every other new password (password-policy.ts): the first admin is the most
  // powerful account, and an operator's placeholder must not slip past it.
  ADMIN_PASSWORD: z.optional(
    z.string().check(
      z.minLength(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`),
      z.maxLength(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`),
      z.refine((password) => !isCommonPassword(password), 'is too common and easy to guess; choose another'),
    ),
  ),
  // The start of every link the server mails: without http(s):// a mail client shows it as text
  // (`localhost:3000/...` even parses as a URL whose scheme is `localhost:`).
  PUBLIC_URL: z.optional(
    z
      .string()
      .check(
        z.refine(
          isWebOrigin,
          'must be the address people open the product at: http:// or https:// and the host, with no path, query or #, such as https://romtrack.example.org',
        ),
      ),
  ),
  // nodemailer reads a URL without a host as the local machine's port 587, and one it cannot parse
  // fails at the first mail: either way a password-reset mail would be the first to find out.
  SMTP_URL: z.optional(
    z
      .string()
      .check(
        z.refine(
          isMailServerAddress,
          'must be an smtp:// or smtps:// URL naming the mail server, such as smtps://user:password@mail.example.org (a #, / or ? in the password written %23, %2F or %3F)',
        ),
      ),
  ),
  SESSION_TTL_HOURS: z._default(sessionHours, 12),
  SESSION_MAX_HOURS: z.optional(sessionHours),
  PRODUCT_NAME: z._default(z.string().check(z.minLength(1)), 'ROMtrack'),
  FOUNDATION_NAME: z._default(z.string().check(z.minLength(1)), 'Recovery Research Foundation'),
  REDIS_URL: z.optional(z.string().check(z.regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'))),
  /** Key prefix in Redis, so several deployments can share one Redis. */
  REDIS_PREFIX: z._default(z.string().check(z.minLength(1)), 'romtrack:'),
  /**
   * The proxies whose X-Forwarded-For gives the client's address: IP addresses or CIDR ranges,
   * comma-separated. The default, this host, fits a proxy beside the instances; a proxy on another
   * host must be named, or every client looks like it to the per-address throttles.
   */
  TRUST_PROXY: z._default(
    z.string().check(z.refine(isAddressList, 'must be IP addresses or CIDR ranges, separated by commas')),
    '127.0.0.1,::1',
  ),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Where the built web client lives; the server serves it when present. */
  WEB_DIST_DIR: z.optional(z.string()),
});

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  sessionLifetimes: SessionLifetimes;
  productName: string;
  foundationName: string;
  redisUrl: string | undefined;
  redisPrefix: string;
  trustProxy: string[];
  logLevel: string;
  webDistDir: string;
}

/**
 * An http(s) origin, a trailing slash allowed. Links are built by adding a path to it
 * (`/forgot-password/…`, `/consent/zh-TW`): a query or a # would end up before that path and break
 * every link, and the product is served from its host's root, never under a path.
 */
function isWebOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    !/[?#]/.test(value)
  );
}

function isMailServerAddress(value: string): boolean {
  if (!/^smtps?:\/\//.test(value) || !URL.canParse(value)) return false;
  return new URL(value).hostname !== '';
}

const addressList = (value: string) => value.split(',').map((entry) => entry.trim());

/** `10.0.0.5`, `10.0.0.0/8`, `::1`, `fd00::/8`: what Fastify's trustProxy (proxy-addr) takes. */
function isAddressList(value: string): boolean {
  return addressList(value).every((entry) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    const bits = Number(prefix);
    return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
  });
}

/**
 * Where a relative DATA_DIR starts: the directory the command was typed in. npm runs the server
 * in its workspace (apps/server) but a script like `npm run backup` in the repository, and tells
 * both where it was started (INIT_CWD); without it, `./data` named two places, and a backup
 * copied an empty database while the server's lay elsewhere.
 */
function startDirectory(env: NodeJS.ProcessEnv): string {
  return env.INIT_CWD || process.cwd();
}

/** A path given on the command line (`npm run restore -- <file>`), from where the command was typed. */
export function pathFromStartDirectory(given: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(startDirectory(env), given);
}

/** Empty strings count as unset, as a shell's `FOO= npm start` intends. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.REDIS_URL && !e.DATABASE_URL) {
    // Redis only serves several instances, and they share one PostgreSQL. Without DATABASE_URL this
    // instance would run on its own embedded database, answer its health check, and be sent a
    // share of the traffic by the proxy: a misspelt DATABASE_URL must stop it instead.
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: must be set when REDIS_URL is (several instances share one PostgreSQL)',
    );
  }
  if (e.SESSION_MAX_HOURS !== undefined && e.SESSION_MAX_HOURS < e.SESSION_TTL_HOURS) {
    // Then the idle lifetime would never come into play: one of the two is likely a slip.
    throw new ConfigError(
      `Invalid configuration:\n  SESSION_MAX_HOURS: must be at least SESSION_TTL_HOURS (${e.SESSION_TTL_HOURS}): ` +
        "a session's maximum age cannot be shorter than its idle lifetime",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(startDirectory(env), e.DATA_DIR),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    sessionLifetimes: {
      idleMs: e.SESSION_TTL_HOURS * 3600_000,
      maxMs: (e.SESSION_MAX_HOURS ?? Math.max(DEFAULT_SESSION_MAX_HOURS, e.SESSION_TTL_HOURS)) * 3600_000,
    },
    productName: e.PRODUCT_NAME,
    foundationName: e.FOUNDATION_NAME,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    trustProxy: addressList(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    // A relative WEB_DIST_DIR as a relative DATA_DIR: from where the command was typed, not from
    // apps/server, where npm runs the server (`apps/web/dist` named apps/server/apps/web/dist).
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(startDirectory(env), e.WEB_DIST_DIR)
      : path.join(import.meta.dirname, '../../web/dist'),
  };
}
