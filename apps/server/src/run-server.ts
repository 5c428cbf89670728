/** Runs ROMtrack: parse the configuration, build the app, listen, and shut down gracefully. Started by server.ts. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, DataDirUnusableError } from './db/data-dir-lock.ts';
import { checkListenAddress, ListenAddressError, listenFailureMessage } from './listen-address.ts';
import { ServiceUnreachableError } from './service-unreachable.ts';

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
  let app;
  try {
    await checkListenAddress(config.port, config.host);
    app = await buildApp(config);
  } catch (error) {
    // Expected failures, fixed in the environment: their message says it all.
    if (
      error instanceof ListenAddressError ||
      error instanceof DataDirLockedError ||
      error instanceof DataDirUnusableError ||
      error instanceof ServiceUnreachableError
    ) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, finishing requests in flight`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  // `npm run backup` asks a running server for a consistent copy of the embedded database.
  process.on('SIGUSR2', () => {
    if (!app.ctx.backup) {
      app.log.warn('SIGUSR2: backups by signal are for the embedded database; use pg_dump for PostgreSQL');
      return;
    }
    app.ctx.backup().then(
      (file) => app.log.info(`backup written to ${file}`),
      (error: unknown) => app.log.error({ err: error }, 'backup failed'),
    );
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Taken since the check above (another process started meanwhile).
    const message = listenFailureMessage(error, config.port, config.host);
    if (!message) throw error;
    console.error(message);
    await app.close();
    process.exit(1);
  }
  app.log.info(`ROMtrack (${config.productName}) serving at http://${config.host}:${config.port} on ${app.ctx.dbKind}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
