/**
 * Failure counters in Redis, so every server instance behind the proxy counts the same
 * login and token failures (REDIS_URL). Windows are Redis key expiries.
 */
import type { Redis } from 'ioredis';
import type { FailureCounterStore } from './failure-throttle.ts';

/**
 * FailureCounterStore.add in one step, so that instances counting at once never lose a count:
 * opens the window (the key's expiry) on the first attempt only, and takes nothing back from a
 * window that has ended. Answers the count and the window's milliseconds left.
 */
const ADD_SCRIPT = `
local delta = tonumber(ARGV[1])
if delta < 0 and redis.call('exists', KEYS[1]) == 0 then return {0, 0} end
redis.call('set', KEYS[1], 0, 'PX', ARGV[2], 'NX')
local count = redis.call('incrby', KEYS[1], delta)
return {count, redis.call('pttl', KEYS[1])}
`;

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

  async add(key: string, delta: 1 | -1, windowMs: number): Promise<{ count: number; resetAt: number }> {
    try {
      const [count, ttl] = (await this.redis.eval(ADD_SCRIPT, 1, this.prefix + key, delta, windowMs)) as [
        number,
        number,
      ];
      return ttl > 0 ? { count, resetAt: Date.now() + ttl } : { count: 0, resetAt: 0 };
    } catch (error) {
      // Failing open: a Redis outage must not lock every clinic out; the database's own
      // protections (argon2 cost, audit log) still stand. The error is logged.
      this.onError(error);
      return { count: 0, resetAt: 0 };
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
