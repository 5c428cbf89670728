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
  /** How many counters it holds before it first drops the ended ones. */
  private readonly sweepFrom: number;
  /** The size at which the next sweep runs: twice what the last one left, so a flood of new keys
   *  whose windows are all still open costs one sweep per doubling, not one per key. */
  #sweepAt: number;

  constructor(clock: Clock, sweepFrom = 100_000) {
    this.clock = clock;
    this.sweepFrom = sweepFrom;
    this.#sweepAt = sweepFrom;
  }

  async add(key: string, delta: 1 | -1, windowMs: number) {
    const now = this.clock.now().getTime();
    let entry = this.#counters.get(key);
    if (!entry || entry.resetAt <= now) {
      if (delta < 0) return { count: 0, resetAt: 0 };
      entry = { count: 0, resetAt: now + windowMs };
      this.#counters.set(key, entry);
      if (this.#counters.size > this.#sweepAt) this.#sweep(now);
    }
    entry.count += delta;
    return { ...entry };
  }

  async clear(key: string) {
    this.#counters.delete(key);
  }

  /** How many counters are held (for tests). */
  get size(): number {
    return this.#counters.size;
  }

  #sweep(now: number) {
    for (const [key, entry] of this.#counters) if (entry.resetAt <= now) this.#counters.delete(key);
    this.#sweepAt = Math.max(this.sweepFrom, 2 * this.#counters.size);
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
 * Survey links are the exception (countingBadLinks in survey-links.ts): a 256-bit token cannot
 * be guessed, so a link is looked up first and only a link that opens nothing is counted.
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

  /**
   * Counts an attempt against the key and throws 429 with Retry-After once it is over the limit.
   * A caller with several throttles asks them through `attemptAll`.
   */
  async attempt(key: string): Promise<void> {
    const { count, resetAt } = await this.store.add(key, 1, this.rule.windowMs);
    if (count > this.rule.limit) throw new TooManyRequests((resetAt - this.clock.now().getTime()) / 1000);
  }

  /** The attempt was not a failure: takes it back from the key. */
  async forgive(key: string): Promise<void> {
    await this.store.add(key, -1, this.rule.windowMs);
  }

  /** Starts the key afresh (a successful sign-in clears its account's count). */
  async clear(key: string): Promise<void> {
    await this.store.clear(key);
  }
}

/** One throttle and the key it counts an attempt under. */
export type ThrottleStep = readonly [throttle: FailureThrottle, key: string];

/**
 * Counts one attempt under several throttles, the widest first (sign-in.ts: the address, then the
 * account there), and refuses it as soon as one refuses. An attempt refused is counted by none of
 * the others: those after the refusing one never see it, so a client past its address's limit
 * cannot fill the store with made-up names; those before it take it back, so someone who keeps
 * pressing Sign in at their own held-back account does not use up the address's allowance of the
 * colleagues beside them.
 */
export async function attemptAll(steps: readonly ThrottleStep[]): Promise<void> {
  for (const [index, [throttle, key]] of steps.entries()) {
    try {
      await throttle.attempt(key);
    } catch (error) {
      await Promise.all(steps.slice(0, index).map(([earlier, earlierKey]) => earlier.forgive(earlierKey)));
      throw error;
    }
  }
}
