/** Runs ROMtrack: parse the configuration, build the app, listen, and shut down gracefully. Started by server.ts. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, DataDirUnusableError } from './db/data-dir-lock.ts';
import { DatabaseNewerError } from './db/newer-database.ts';
import { checkListenAddress, ListenAddressError, listenFailureMessage } from './listen-address.ts';
import { ServiceUnreachableError } from './service-unreachable.ts';

/**
 * How long a stopping server waits for the requests in flight. Every request the product serves
 * takes well under a second; 10 s is also the shortest stop timeout of the usual supervisors
 * (`docker stop`), so the server ends on its own before it would be killed.
 */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // `npm run backup` asks a running server for a consistent copy of the embedded database. Heard
  // from the start: the DATA_DIR lock that names this process to `npm run backup` is taken before
  // the migrations run, and a SIGUSR2 nobody listens for would end a server still starting.
  let app: FastifyInstance | undefined;
  let backupAsked = false;
  const backup = () => {
    if (!app) {
      backupAsked = true; // taken once the database is open
      return;
    }
    const log = app.log;
    if (!app.ctx.backup) {
      log.warn('SIGUSR2: backups by signal are for the embedded database; use pg_dump for PostgreSQL');
      return;
    }
    app.ctx.backup().then(
      (file) => log.info(`backup written to ${file}`),
      (error: unknown) => log.error({ err: error }, 'backup failed'),
    );
  };
  process.on('SIGUSR2', backup);
  try {
    await checkListenAddress(config.port, config.host);
    app = await buildApp(config);
  } catch (error) {
    // Expected failures, fixed in the environment: their message says it all.
    if (
      error instanceof ListenAddressError ||
      error instanceof DataDirLockedError ||
      error instanceof DataDirUnusableError ||
      error instanceof ServiceUnreachableError ||
      error instanceof DatabaseNewerError
    ) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const started = app;
  if (backupAsked) backup();
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    started.log.info(`${signal} received, finishing requests in flight`);
    // A client that sends its request slowly, or never finishes it, would otherwise hold the
    // close open for ever, and the deploy waiting on it with it.
    setTimeout(() => {
      started.log.warn(
        `requests still in flight ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: closing their connections`,
      );
      started.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
    started.close().then(
      () => process.exit(0),
      (error: unknown) => {
        started.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  let address: string;
  try {
    // The address as bound: PORT=0 asks the system for a free port, which only this says.
    address = await started.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Taken since the check above (another process started meanwhile).
    const message = listenFailureMessage(error, config.port, config.host);
    if (!message) throw error;
    console.error(message);
    await started.close();
    process.exit(1);
  }
  started.log.info(`ROMtrack (${config.productName}) serving at ${address} on ${started.ctx.dbKind}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
