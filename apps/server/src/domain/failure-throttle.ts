/**
 * Slows down guessing: counts failures per key in fixed windows and refuses further attempts
 * once a key reaches its limit, until the window ends. Used for logins (per client address,
 * and per account *and* address so a stranger cannot lock a center out) and survey tokens.
 */
import type { Clock } from '../clock.ts';
import { TooManyRequests } from '../errors.ts';

export interface FailureCounterStore {
  /**
   * Adds `delta` to `key`'s count and answers the new count and when its window ends (ms since
   * epoch). Adding one opens a window of `windowMs` if none is open; taking one back from a key
   * whose window has ended changes nothing (answering 0).
   */
  add(key: string, delta: 1 | -1, windowMs: number): Promise<{ count: number; resetAt: number }>;
  clear(key: string): Promise<void>;
}

/** Counters in this process; several instances share counters through Redis instead. */
export class MemoryFailureCounterStore implements FailureCounterStore {
  readonly #counters = new Map<string, { count: number; resetAt: number }>();
  private readonly clock: Clock;

  constructor(clock: Clock) {
    this.clock = clock;
  }

  async add(key: string, delta: 1 | -1, windowMs: number) {
    const now = this.clock.now().getTime();
    let entry = this.#counters.get(key);
    if (!entry || entry.resetAt <= now) {
      if (delta < 0) return { count: 0, resetAt: 0 };
      entry = { count: 0, resetAt: now + windowMs };
      this.#counters.set(key, entry);
      if (this.#counters.size > 100_000) this.#sweep(now);
    }
    entry.count += delta;
    return { ...entry };
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

/**
 * Each attempt is counted before it is judged, and taken back once it turns out not to be a
 * failure. Counting only the failures, after judging, let attempts sent all at once pass the
 * check before any of them had failed: a hundred parallel password guesses were all verified.
 */
export class FailureThrottle {
  private readonly store: FailureCounterStore;
  private readonly clock: Clock;
  private readonly rule: ThrottleRule;

  constructor(store: FailureCounterStore, clock: Clock, rule: ThrottleRule) {
    this.store = store;
    this.clock = clock;
    this.rule = rule;
  }

  /** Counts an attempt against every key; throws 429 with Retry-After when one is over the limit. */
  async attempt(keys: readonly string[]): Promise<void> {
    let retryAfterMs = 0;
    for (const key of keys) {
      const { count, resetAt } = await this.store.add(key, 1, this.rule.windowMs);
      if (count > this.rule.limit) retryAfterMs = Math.max(retryAfterMs, resetAt - this.clock.now().getTime());
    }
    if (retryAfterMs > 0) throw new TooManyRequests(retryAfterMs / 1000);
  }

  /** The attempt was not a failure: takes it back from these keys. */
  async forgive(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.store.add(key, -1, this.rule.windowMs);
  }

  /** Starts these keys afresh (a successful sign-in clears its account's count). */
  async clear(keys: readonly string[]): Promise<void> {
    for (const key of keys) await this.store.clear(key);
  }
}
