/**
 * The run-time configuration contract (decisions.md "Running it"). This module is the only
 * reader of `process.env`; everything else receives a parsed `AppConfig`.
 */
import path from 'node:path';
import { EmailSchema } from '@romtrack/shared/contracts/auth';
import { z } from 'zod/mini';
import './zod-messages.ts';

const EnvSchema = z.object({
  PORT: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65535)), 3000),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  DATABASE_URL: z.optional(z.string().check(z.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  ADMIN_EMAIL: z.optional(EmailSchema),
  ADMIN_PASSWORD: z.optional(z.string().check(z.minLength(8, 'must be at least 8 characters'))),
  PUBLIC_URL: z.optional(z.url()),
  SMTP_URL: z.optional(z.string().check(z.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  SESSION_TTL_HOURS: z._default(z.coerce.number().check(z.positive()), 12),
  PRODUCT_NAME: z._default(z.string().check(z.minLength(1)), 'ROMtrack'),
  FOUNDATION_NAME: z._default(z.string().check(z.minLength(1)), 'Recovery Research Foundation'),
  REDIS_URL: z.optional(z.string().check(z.regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL'))),
  /** Key prefix in Redis, so several deployments can share one Redis. */
  REDIS_PREFIX: z._default(z.string().check(z.minLength(1)), 'romtrack:'),
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
  sessionTtlMs: number;
  productName: string;
  foundationName: string;
  redisUrl: string | undefined;
  redisPrefix: string;
  logLevel: string;
  webDistDir: string;
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
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    productName: e.PRODUCT_NAME,
    foundationName: e.FOUNDATION_NAME,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}
