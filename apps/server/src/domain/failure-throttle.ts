/**
 * Slows down guessing: counts failures per key in fixed windows and refuses further attempts
 * once a key reaches its limit, until the window ends. Used for logins (per client address,
 * and per account *and* address so a stranger cannot lock a center out) and survey tokens.
 */
import type { Clock } from '../clock.ts';
import { TooManyRequests } from '../errors.ts';

export interface FailureCounterStore {
  /** Current failures for `key` and when its window ends (ms since epoch); 0 when none. */
  get(key: string): Promise<{ count: number; resetAt: number }>;
  /** Adds one failure to `key`, opening a window of `windowMs` if none is open. */
  increment(key: string, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Counters in this process; several instances share counters through Redis instead. */
export class MemoryFailureCounterStore implements FailureCounterStore {
  readonly #counters = new Map<string, { count: number; resetAt: number }>();
  private readonly clock: Clock;

  constructor(clock: Clock) {
    this.clock = clock;
  }

  async get(key: string) {
    const entry = this.#counters.get(key);
    if (!entry || entry.resetAt <= this.clock.now().getTime()) return { count: 0, resetAt: 0 };
    return entry;
  }

  async increment(key: string, windowMs: number) {
    const now = this.clock.now().getTime();
    const entry = this.#counters.get(key);
    if (!entry || entry.resetAt <= now) this.#counters.set(key, { count: 1, resetAt: now + windowMs });
    else entry.count += 1;
    if (this.#counters.size > 100_000) this.#sweep(now);
  }

  async clear(key: string) {
    this.#counters.delete(key);
  }

  #sweep(now: number) {
    for (const [key, entry] of this.#counters) if (entry.resetAt <= now) this.#counters.delete(key);
  }
}

export interface ThrottleRule {
  /** Failures allowed in one window before attempts are refused. */
  limit: number;
  windowMs: number;
}

export class FailureThrottle {
  private readonly store: FailureCounterStore;
  private readonly clock: Clock;
  private readonly rule: ThrottleRule;

  constructor(store: FailureCounterStore, clock: Clock, rule: ThrottleRule) {
    this.store = store;
    this.clock = clock;
    this.rule = rule;
  }

  /** Throws 429 with Retry-After when any of `keys` has reached the limit. */
  async check(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const { count, resetAt } = await this.store.get(key);
      if (count >= this.rule.limit) throw new TooManyRequests((resetAt - this.clock.now().getTime()) / 1000);
    }
  }

  async recordFailure(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.store.increment(key, this.rule.windowMs);
  }

  async recordSuccess(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.store.clear(key);
  }
}
