/**
 * Builds the whole server as a Fastify instance that does not listen: the database is opened
 * and migrated, the first admin ensured, every route registered. server.ts listens; tests
 * call `app.inject`.
 */
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@romtrack/shared/errors';
import { z } from 'zod/mini';
import './zod-messages.ts';
import { answerClientError } from './client-errors.ts';
import { systemClock, type Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase, type DatabaseTarget } from './db/client.ts';
import { writeBackup } from './domain/backup.ts';
import { ensureAdmin, type BootstrapLog } from './domain/bootstrap-admin.ts';
import { FailureThrottle, MemoryFailureCounterStore, type FailureCounterStore } from './domain/failure-throttle.ts';
import { RedisFailureCounterStore } from './domain/redis-failure-counters.ts';
import { createMailer, outboxProblem } from './domain/mailer.ts';
import { SessionStore } from './domain/sessions.ts';
import authPlugin from './plugins/app/auth.ts';
import housekeeping from './plugins/app/housekeeping.ts';
import methodNotAllowed from './plugins/app/method-not-allowed.ts';
import { readJsonBodiesAsStrictUtf8 } from './plugins/app/json-body.ts';
import { refuseLooseQueryStrings } from './plugins/app/strict-queries.ts';
import { zodValidatorCompiler } from './plugins/app/zod-validator.ts';
import errorsPlugin from './plugins/app/errors.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import webClient, { readablePageUrl } from './plugins/external/web-client.ts';
import { LOG_SERIALIZERS } from './request-log.ts';
import { serializerCompiler } from './response-serializer.ts';
import { ServiceUnreachableError } from './service-unreachable.ts';
import adminAuthRoutes from './routes/api/v1/admin-auth/index.ts';
import auditRoutes from './routes/api/v1/audit/index.ts';
import authRoutes from './routes/api/v1/auth/index.ts';
import centerRoutes from './routes/api/v1/centers/index.ts';
import configRoutes from './routes/api/v1/config/index.ts';
import directorAuthRoutes from './routes/api/v1/director-auth/index.ts';
// Issue 5: registration and password recovery.
import passwordRecoveryRoutes from './routes/api/v1/admin-auth/password-recovery.ts';
import centerRegistrationRoutes from './routes/api/v1/centers/registration.ts';
import directorRoutes from './routes/api/v1/directors/index.ts';
import surveyRoutes from './routes/api/v1/surveys/index.ts';
import userRoutes from './routes/api/v1/users/index.ts';
import consentFormRoutes from './routes/consent-forms/index.ts';
// Issue 8: clinical insight and research export.
import exportRoutes from './routes/api/v1/exports/index.ts';
import surveyInsightRoutes from './routes/api/v1/surveys/insight.ts';
import participantProgressRoutes from './routes/api/v1/users/progress.ts';

export interface BuildOptions {
  /** Defaults to the system clock; tests pass a ManualClock. */
  clock?: Clock;
  /** Defaults to what `config` says (DATABASE_URL, else PGlite in DATA_DIR). */
  database?: DatabaseTarget;
  /** Pino logger settings; tests pass false. */
  logger?: boolean | object;
}

/**
 * Login failures allowed in 15 minutes before 429 (decisions.md "Accounts and login"): per
 * account at one address, and, for every account together, per address. The address allows
 * three people's worth: a clinic's staff share one address behind its router, and one person
 * who has forgotten a password must not lock the colleagues beside them out. A guesser at one
 * address still tries at most 30 passwords a quarter hour across all accounts.
 */
const LOGIN_FAILURES = { limit: 10, windowMs: 15 * 60_000 };
const LOGIN_FAILURES_PER_ADDRESS = { limit: 3 * LOGIN_FAILURES.limit, windowMs: LOGIN_FAILURES.windowMs };

/** Password-reset requests per client address: a person who mistyped tries a few times, not more. */
const RESET_REQUESTS_PER_ADDRESS = { limit: 5, windowMs: 15 * 60_000 };
/** Reset mails per e-mail address: nobody's inbox can be flooded through us. */
const RESET_REQUESTS_PER_EMAIL = { limit: 3, windowMs: 60 * 60_000 };

/** Bad survey tokens allowed per address in 15 minutes: a clinic tablet reloading is far below this. */
const SURVEY_TOKEN_FAILURES = { limit: 30, windowMs: 15 * 60_000 };

/** Largest JSON body accepted; a full survey is under 1 KB. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Where failure counts live: in Redis when REDIS_URL is set (shared by every instance),
 * otherwise in this process.
 */
async function failureCounterStore(
  config: AppConfig,
  clock: Clock,
  app: FastifyInstance,
): Promise<FailureCounterStore> {
  if (!config.redisUrl) return new MemoryFailureCounterStore(clock);
  // Loaded only when configured: a single instance never needs the Redis client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  // A failed connect() says only "Connection is closed."; the cause comes as an error event.
  let connectFailure: unknown;
  const keepConnectFailure = (error: unknown) => (connectFailure = error);
  redis.on('error', keepConnectFailure);
  try {
    await redis.connect();
    // ioredis reports a refused SELECT (a database number past the server's `databases`) only as an
    // error event and connects anyway, to database 0, where another deployment's counters may be.
    if (connectFailure) throw connectFailure;
  } catch (error) {
    redis.disconnect(); // no reconnecting in the background of a start that has failed
    throw new ServiceUnreachableError('REDIS_URL', config.redisUrl, connectFailure ?? error);
  }
  redis.off('error', keepConnectFailure);
  redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'redis error'));
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return new RedisFailureCounterStore(redis, config.redisPrefix, (error) =>
    app.log.error({ err: error }, 'redis unavailable: throttling suspended'),
  );
}

/**
 * Where start-up says what it did about the first admin. A generated password is said once, as a
 * warning; a LOG_LEVEL that hides warnings (error, fatal, silent) would swallow it, and nobody
 * could sign in, so then it is written to standard error instead, like a start-up failure.
 */
function firstAdminLog(app: FastifyInstance, logging: boolean): BootstrapLog {
  const warningsHidden = logging && ['error', 'fatal', 'silent'].includes(app.log.level);
  return {
    info: (msg) => app.log.info(msg),
    warn: (msg) => (warningsHidden ? console.error(msg) : app.log.warn(msg)),
  };
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof options.logger === 'object' ? options.logger : {}),
            serializers: LOG_SERIALIZERS,
          },
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a reverse proxy the client address comes from X-Forwarded-For; locally it is the socket.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    rewriteUrl: (request) => readablePageUrl(request.method, request.url ?? '/'),
    // The router's own refusals (an over-long or malformed path) get the same body as every
    // other error; they happen before any hook or error handler runs. A page read with a malformed
    // path never gets here: readablePageUrl rewrites it first, so the page is served.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      const message = status === 414 ? 'A part of the address is too long' : 'The address is not valid';
      void reply.status(status).send({ success: false, error: message, code: 'BAD_REQUEST' } satisfies ErrorBody);
    },
    // What Node's HTTP parser refuses before there is a request to route.
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  readJsonBodiesAsStrictUtf8(app);
  refuseLooseQueryStrings(app);
  app.setValidatorCompiler(zodValidatorCompiler(app.log));
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
  const clock = options.clock ?? systemClock;
  // Redis before the database: a start that fails on Redis has not yet created the first admin,
  // whose generated password is printed once, by the start that creates it.
  const failureCounters = await failureCounterStore(config, clock, app);
  const handle = await openDatabase(database, {
    afterMigrations: (db) =>
      ensureAdmin(
        db,
        { email: config.adminEmail, password: config.adminPassword },
        firstAdminLog(app, options.logger !== false),
      ),
  });
  app.addHook('onClose', async () => handle.close());
  const ctx: AppContext = {
    config,
    db: handle.db,
    dbKind: handle.kind,
    clock,
    sessions: new SessionStore(handle.db, config.sessionLifetimes, clock),
    backup: handle.dumpEmbedded
      ? async () => writeBackup(config.dataDir, await handle.dumpEmbedded!(), clock.now())
      : null,
    mailer: createMailer(config),
    loginThrottle: new FailureThrottle(failureCounters, clock, LOGIN_FAILURES),
    loginAddressThrottle: new FailureThrottle(failureCounters, clock, LOGIN_FAILURES_PER_ADDRESS),
    surveyTokenThrottle: new FailureThrottle(failureCounters, clock, SURVEY_TOKEN_FAILURES),
    resetThrottles: {
      perAddress: new FailureThrottle(failureCounters, clock, RESET_REQUESTS_PER_ADDRESS),
      perEmail: new FailureThrottle(failureCounters, clock, RESET_REQUESTS_PER_EMAIL),
    },
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => ctx.mailer.close());
  const mailWarning = await outboxProblem(config);
  if (mailWarning) app.log.warn(mailWarning);

  // While shutting down, answers in flight ask the client to close the connection, so the
  // server can exit as soon as they are sent instead of waiting out keep-alive timeouts.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(errorsPlugin);
  await app.register(securityHeaders, { https: config.publicUrl.startsWith('https://') });
  await app.register(authPlugin);
  await app.register(methodNotAllowed);
  await app.register(housekeeping);

  app.get(
    '/api/v1/health',
    { schema: { response: { 200: z.object({ success: z.literal(true), data: z.object({ database: z.string() }) }) } } },
    // Answers 503 (through the error handler) while the database cannot be reached.
    async () => {
      await handle.db.execute(sql`select 1`);
      return { success: true as const, data: { database: handle.kind } };
    },
  );
  await app.register(configRoutes, { prefix: '/api/v1/config' });
  await app.register(authRoutes, { prefix: '/api/v1/auth' });
  await app.register(adminAuthRoutes, { prefix: '/api/v1/adminAuth' });
  await app.register(directorAuthRoutes, { prefix: '/api/v1/directorAuth' });
  await app.register(centerRoutes, { prefix: '/api/v1/centers' });
  await app.register(centerRegistrationRoutes, { prefix: '/api/v1/centers' });
  await app.register(directorRoutes, { prefix: '/api/v1/directors' });
  await app.register(passwordRecoveryRoutes, { prefix: '/api/v1/adminAuth' });
  await app.register(userRoutes, { prefix: '/api/v1/users' });
  await app.register(surveyRoutes, { prefix: '/api/v1/surveys' });
  await app.register(participantProgressRoutes, { prefix: '/api/v1/users' });
  await app.register(surveyInsightRoutes, { prefix: '/api/v1/surveys' });
  await app.register(exportRoutes, { prefix: '/api/v1/exports' });
  await app.register(auditRoutes, { prefix: '/api/v1/audit' });
  await app.register(consentFormRoutes);

  await app.register(webClient, { distDir: config.webDistDir, productName: config.productName });
  return app;
}
