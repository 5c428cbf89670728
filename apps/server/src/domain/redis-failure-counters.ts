/**
 * Failure counters in Redis, so every server instance behind the proxy counts the same
 * login and token failures (REDIS_URL). Windows are Redis key expiries.
 */
import type { Redis } from 'ioredis';
import type { FailureCounterStore } from './failure-throttle.ts';

export class RedisFailureCounterStore implements FailureCounterStore {
  private readonly redis: Redis;
  private readonly prefix: string;
  /** Called when Redis cannot be reached; the attempt is then allowed (see `get`). */
  private readonly onError: (error: unknown) => void;

  constructor(redis: Redis, prefix: string, onError: (error: unknown) => void) {
    this.redis = redis;
    this.prefix = prefix;
    this.onError = onError;
  }

  async get(key: string): Promise<{ count: number; resetAt: number }> {
    try {
      const [[, count], [, ttl]] = (await this.redis
        .multi()
        .get(this.prefix + key)
        .pttl(this.prefix + key)
        .exec()) as [[unknown, string | null], [unknown, number]];
      if (count === null || ttl < 0) return { count: 0, resetAt: 0 };
      return { count: Number(count), resetAt: Date.now() + ttl };
    } catch (error) {
      // Failing open: a Redis outage must not lock every clinic out; the database's own
      // protections (argon2 cost, audit log) still stand. The error is logged.
      this.onError(error);
      return { count: 0, resetAt: 0 };
    }
  }

  async increment(key: string, windowMs: number): Promise<void> {
    try {
      // Opens the window on the first failure only, then counts within it.
      await this.redis
        .multi()
        .set(this.prefix + key, 0, 'PX', windowMs, 'NX')
        .incr(this.prefix + key)
        .exec();
    } catch (error) {
      this.onError(error);
    }
  }

  async clear(key: string): Promise<void> {
    try {
      await this.redis.del(this.prefix + key);
    } catch (error) {
      this.onError(error);
    }
  }
}
