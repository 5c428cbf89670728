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
import http from 'node:http';
import { setTimeout } from 'node:timers/promises';
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
  const connections = Math.max(1, Math.min(options.connections, options.amount));
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
 * A run at a fixed rate, the way clients arrive: one request every 1/rate s, each sent when it
 * is due whether or not earlier ones are answered (open loop), over at most `connections`
 * keep-alive connections. Latency counts from when a request was due, so one held back because
 * every connection was busy counts its wait (no coordinated omission).
 *
 * Not autocannon: its `overallRate` lets each connection send its whole quota for the second at
 * the start of the second, so "a quarter of the maximum rate" arrived as bursts of the full rate,
 * and its correction for the late ones records a made-up answer for every millisecond of a slow
 * one.
 */
export async function loadAtRate(
  spec: LoadSpec,
  options: LoadOptions & { /** Requests per second. */ rate: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  const failures: Record<number, number> = {};
  let errors = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const path = typeof spec.path === 'function' ? spec.path() : spec.path;
      const body = typeof spec.body === 'function' ? spec.body() : spec.body;
      const headers = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...spec.headers };
      const done = (status: number) => {
        latencies.push(performance.now() - due);
        if (status < 200 || status > 299) {
          errors++;
          if (status > 0) failures[status] = (failures[status] ?? 0) + 1;
        }
        resolve();
      };
      const request = http.request(new URL(path, spec.baseUrl), { method: spec.method, agent, headers }, (response) => {
        response.resume();
        response.once('end', () => done(response.statusCode ?? 0));
        response.once('error', () => done(0));
      });
      request.setTimeout(TIMEOUT_SECONDS * 1000, () => request.destroy(new Error('timeout')));
      request.once('error', () => done(0));
      request.end(body);
    });
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < options.amount; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await setTimeout(wait);
    inFlight.push(send(due));
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return summarize([{ ok: options.amount - errors, errors, seconds, latencies, failures }]);
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
