/**
 * Drops what can no longer be used: expired sessions and password-reset tokens, and the outbox's
 * mail of links since expired (DATA_DIR/outbox, without SMTP_URL). Nothing relies on
 * it for safety (an expired row is refused when it is looked up), but left alone those tables
 * only grow. Runs once the server is ready, then hourly. Every instance runs it; two instances
 * deleting the same rows is harmless.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context.ts';
import { purgeExpiredResetTokens, RESET_TOKEN_TTL_MS } from '../../domain/password-reset.ts';

const EVERY_MS = 60 * 60_000;

export async function purgeExpired(ctx: AppContext): Promise<void> {
  await ctx.sessions.purgeExpired();
  await purgeExpiredResetTokens(ctx.db, ctx.clock.now());
  await ctx.mailer.purgeOutbox(new Date(ctx.clock.now().getTime() - RESET_TOKEN_TTL_MS));
}

export default fp(
  async function housekeeping(app: FastifyInstance) {
    let running: Promise<void> = Promise.resolve();
    const run = () => {
      running = purgeExpired(app.ctx).catch((error: unknown) => {
        app.log.warn({ err: error }, 'housekeeping failed; it runs again in an hour');
      });
    };
    let timer: NodeJS.Timeout | undefined;
    // Not awaited: the first answer does not wait for housekeeping.
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, EVERY_MS).unref();
    });
    // Before the database closes (onClose), so a run in flight finishes first.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'housekeeping' },
);
