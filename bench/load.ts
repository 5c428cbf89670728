/**
 * Load generation for `npm run bench`: autocannon, in this process, against servers in their
 * own processes. On a shared machine the load from elsewhere comes and goes within seconds, so
 * a product endpoint and its yardstick are measured in alternating slices (A B B A ...) and
 * each side's slices are added up: both see the same mix of quiet and busy moments.
 *
 * Every run is a fixed number of requests, sized from the rate seen so far to last about as
 * long as wanted, and ends when the last answer is in. (A run cut off by the clock would leave
 * requests behind that the server still works through, on the next slice's time: with PGlite,
 * one query at a time, that is seconds of backlog for the slow endpoints.)
 */
import autocannon from 'autocannon';
import { verify } from '@node-rs/argon2';

export interface LoadSpec {
  title: string;
  baseUrl: string;
  method: 'GET' | 'POST';
  /** A fixed path, or one chosen per request (a new token each time, say). */
  path: string | (() => string);
  headers?: Record<string, string>;
  /** Chosen per request when a function. */
  body?: string | (() => string);
}

export interface LoadOptions {
  connections: number;
  /** Requests to send; the run ends when all are answered. */
  amount: number;
  /** Requests per second over all connections (autocannon `overallRate`); none: as fast as it goes. */
  rate?: number;
}

/** One stretch of load: what a side did in it. */
export interface Slice {
  ok: number;
  errors: number;
  seconds: number;
  /** Every response time in ms (for percentiles over several slices). */
  latencies: number[];
  /** Answers that were not 2xx, by status. */
  failures: Record<number, number>;
}

export interface LoadResult {
  /** Successful (2xx) answers per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
  seconds: number;
  failures: Record<number, number>;
}

/** Long enough for the slowest endpoint on PGlite under ten connections on a busy machine. */
const TIMEOUT_SECONDS = 60;

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

export function summarize(slices: readonly Slice[]): LoadResult {
  const seconds = slices.reduce((s, x) => s + x.seconds, 0);
  const latencies = slices.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const failures: Record<number, number> = {};
  for (const slice of slices) {
    for (const [status, n] of Object.entries(slice.failures))
      failures[Number(status)] = (failures[Number(status)] ?? 0) + n;
  }
  return {
    rps: slices.reduce((s, x) => s + x.ok, 0) / Math.max(seconds, 0.001),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors: slices.reduce((s, x) => s + x.errors, 0),
    seconds,
    failures,
  };
}

interface Run {
  result: autocannon.Result;
  latencies: number[];
  failures: Record<number, number>;
  seconds: number;
}

function cannon(spec: LoadSpec, options: LoadOptions): Promise<Run> {
  const connections = Math.max(1, Math.min(options.connections, options.amount, options.rate ?? Infinity));
  const latencies: number[] = [];
  const failures: Record<number, number> = {};
  const pathOf = spec.path;
  const bodyOf = spec.body;
  const dynamic = typeof pathOf === 'function' || typeof bodyOf === 'function';
  const started = performance.now();
  let lastAnswer = started;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.baseUrl,
        title: spec.title,
        connections,
        amount: options.amount,
        timeout: TIMEOUT_SECONDS,
        ...(options.rate ? { overallRate: options.rate } : {}),
        requests: [
          {
            method: spec.method,
            path: typeof pathOf === 'string' ? pathOf : '/',
            headers: { ...(spec.body ? { 'content-type': 'application/json' } : {}), ...spec.headers },
            ...(typeof bodyOf === 'string' ? { body: bodyOf } : {}),
            ...(dynamic
              ? {
                  setupRequest: (request: autocannon.Request) => ({
                    ...request,
                    ...(typeof pathOf === 'function' ? { path: pathOf() } : {}),
                    ...(typeof bodyOf === 'function' ? { body: bodyOf() } : {}),
                  }),
                }
              : {}),
          },
        ],
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        // autocannon notices it is done only at its next one-second tick, and its duration counts
        // that wait: the run lasted until its last answer.
        else resolve({ result, latencies, failures, seconds: (lastAnswer - started) / 1000 });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      lastAnswer = performance.now();
      latencies.push(responseTime);
      if (status < 200 || status > 299) failures[status] = (failures[status] ?? 0) + 1;
    });
  });
}

export async function loadSlice(spec: LoadSpec, options: LoadOptions): Promise<Slice> {
  const { result, latencies, failures, seconds } = await cannon(spec, options);
  return { ok: result['2xx'], errors: result.non2xx + result.errors + result.timeouts, seconds, latencies, failures };
}

/**
 * A run at a fixed rate. Its p99 is autocannon's own, corrected for coordinated omission:
 * a request that could not be sent on time because the server was slow counts as late.
 */
export async function loadAtRate(spec: LoadSpec, options: LoadOptions & { rate: number }): Promise<LoadResult> {
  const { result, failures, seconds } = await cannon(spec, options);
  return {
    rps: result['2xx'] / Math.max(seconds, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    seconds,
    failures,
  };
}

/**
 * Runs of about `seconds` each: the number of requests follows the rate of the previous run
 * (a first short probe gives one).
 */
export class Paced {
  #rate = 0;
  private readonly run: (amount: number, connections: number) => Promise<Slice>;

  constructor(run: (amount: number, connections: number) => Promise<Slice>) {
    this.run = run;
  }

  async slice(seconds: number, connections: number): Promise<Slice> {
    if (this.#rate === 0) this.#learn(await this.run(connections * 2, connections));
    const slice = await this.run(Math.max(connections, Math.round(this.#rate * seconds)), connections);
    this.#learn(slice);
    return slice;
  }

  #learn(slice: Slice) {
    if (slice.ok > 0) this.#rate = slice.ok / slice.seconds;
    else this.#rate ||= 1;
  }
}

/**
 * The login yardstick: argon2id verifications with the product's own hash (same parameters),
 * `concurrency` at a time on libuv's thread pool, as the server runs them.
 */
export async function argon2Slice(
  storedHash: string,
  password: string,
  seconds: number,
  concurrency: number,
): Promise<Slice> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const latencies: number[] = [];
  const worker = async () => {
    while (performance.now() < deadline) {
      const t = performance.now();
      if (!(await verify(storedHash, password))) throw new Error('argon2 yardstick: the password does not verify');
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return {
    ok: latencies.length,
    errors: 0,
    seconds: (performance.now() - started) / 1000,
    latencies,
    failures: {},
  };
}

/** Alternates two sides for `rounds` rounds of `seconds` each (A B, B A, A B ...) and adds up each side's slices. */
export async function interleave(
  a: (seconds: number) => Promise<Slice>,
  b: (seconds: number) => Promise<Slice>,
  rounds: number,
  seconds: number,
): Promise<[LoadResult, LoadResult]> {
  const slices: [Slice[], Slice[]] = [[], []];
  const sides = [a, b] as const;
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const side of order) slices[side]!.push(await sides[side]!(seconds));
  }
  return [summarize(slices[0]), summarize(slices[1])];
}
