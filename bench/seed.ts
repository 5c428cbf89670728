/**
 * The benchmark's data set, made through the product's own domain functions (the same code
 * the HTTP routes call), so the rows look exactly like real ones: argon2id hashes, PIDs
 * chosen by createParticipant, links from createSurveyLink, scores computed by submitSurvey.
 * Only time is controlled: each survey is submitted on a ManualClock set to its date.
 */
import { ITEM_VALUES } from '@romtrack/sf36/recode';
import { SURVEY_LANGUAGE_TAGS } from '@romtrack/shared/contracts/surveys';
import { ManualClock } from '../apps/server/src/clock.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import type { AuditActor } from '../apps/server/src/domain/audit.ts';
import { ensureAdmin } from '../apps/server/src/domain/bootstrap-admin.ts';
import { createParticipant } from '../apps/server/src/domain/participants.ts';
import { createCenter, createDirector } from '../apps/server/src/domain/registration.ts';
import { createSurveyLink, submitSurvey } from '../apps/server/src/domain/survey-links.ts';

/** Raise when the shape of the seeded data changes: cached seeds with another version are not reused. */
export const SEED_VERSION = 2;

export interface SeedPlan {
  centers: number;
  /** PIDs in the first center, the issue-4 scale target (~9,000 PIDs, ~36,000 surveys). */
  bigCenterPids: number;
  pids: number;
  surveys: number;
}

export const FULL_PLAN: SeedPlan = { centers: 50, bigCenterPids: 9_000, pids: 20_000, surveys: 80_000 };
/** Enough PIDs in the big center for a few seconds of submits, each needing a fresh link. */
export const QUICK_PLAN: SeedPlan = { centers: 2, bigCenterPids: 4_000, pids: 4_500, surveys: 8_000 };

/** Fixed credentials of the seeded staff: the benchmark and the page audit sign in with them. */
export const SEED_ACCOUNTS = {
  admin: { email: 'admin@bench.example', password: 'bench-admin-password' },
  director: { name: 'Bench Director', email: 'director@bench.example', password: 'bench-director-password' },
  centerPassword: 'bench-center-password',
} as const;

/** Who the audit lines of the seeded PIDs and links name: nobody, the benchmark made them. */
export const SEEDER: AuditActor = { actorId: null, actorRole: null, ip: null };

export function centerName(index: number): string {
  return `Bench Center ${String(index + 1).padStart(2, '0')}`;
}

const DAY_MS = 86_400_000;
const WINDOW_MS = 730 * DAY_MS;

/** A small deterministic generator (mulberry32), so two seeds of one plan hold the same answers. */
export function randomGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

/** 36 answers, each one of its item's allowed recoded values. */
export function randomAnswers(random: () => number): number[] {
  return ITEM_VALUES.map((values) => pick(random, values));
}

/**
 * How many surveys each PID gets: 4 on average, varied from 1 to 7, adding up exactly to
 * `total` (PIDs are taken in pairs given 4+k and 4-k, then the rest is spread).
 */
export function surveyCounts(pids: number, total: number, random: () => number): number[] {
  const mean = Math.floor(total / pids);
  const counts = Array.from({ length: pids }, () => mean);
  const spread = Math.max(0, mean - 1);
  for (let i = 0; i + 1 < pids; i += 2) {
    const k = Math.floor(random() * (spread + 1));
    counts[i] = mean + k;
    counts[i + 1] = mean - k;
  }
  for (let rest = total - mean * pids, i = 0; rest > 0; rest--, i = (i + 1) % pids) counts[i]! += 1;
  return counts;
}

/** PIDs per center: the big one first, the rest spread evenly. */
export function pidsPerCenter(plan: SeedPlan): number[] {
  const others = plan.centers - 1;
  const rest = plan.pids - plan.bigCenterPids;
  return [
    plan.bigCenterPids,
    ...Array.from({ length: others }, (_, i) => Math.floor(rest / others) + (i < rest % others ? 1 : 0)),
  ];
}

export interface SeedProgress {
  (message: string): void;
}

/** Runs `work` over `items` with at most `concurrency` at a time. */
async function forEachLimited<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

export interface SeedResult {
  directorId: string;
  bigCenterId: string;
  centerIds: string[];
  seconds: { accounts: number; participants: number; surveys: number };
}

/** Fills an empty, migrated database with `plan`. */
export async function seed(
  db: Database,
  plan: SeedPlan,
  options: { concurrency: number; progress: SeedProgress; end?: Date },
): Promise<SeedResult> {
  const random = randomGenerator(20_261_122 + plan.pids);
  const end = (options.end ?? new Date()).getTime();
  const start = end - WINDOW_MS;
  const log = { info: () => {}, warn: (msg: string) => options.progress(msg) };

  let started = performance.now();
  await ensureAdmin(db, SEED_ACCOUNTS.admin, log);
  const director = await createDirector(db, SEED_ACCOUNTS.director);
  const centerIds: string[] = [];
  for (let i = 0; i < plan.centers; i++) {
    const center = await createCenter(db, {
      name: centerName(i),
      password: SEED_ACCOUNTS.centerPassword,
      directorId: director.id,
      consentRegion: i % 5 === 4 ? 'eu' : 'general',
    });
    centerIds.push(center.id);
  }
  const accountsSeconds = (performance.now() - started) / 1000;

  // Each PID gets its survey dates first: sorted, between its creation and the end of the window.
  const counts = surveyCounts(plan.pids, plan.surveys, random);
  const perCenter = pidsPerCenter(plan);
  const people: { centerId: string; createdAt: number; dates: number[] }[] = [];
  perCenter.forEach((n, c) => {
    for (let i = 0; i < n; i++) {
      const createdAt = start + random() * WINDOW_MS * 0.75;
      const dates = Array.from(
        { length: counts[people.length]! },
        () => createdAt + DAY_MS + random() * (end - createdAt - DAY_MS),
      ).sort((a, b) => a - b);
      people.push({ centerId: centerIds[c]!, createdAt, dates });
    }
  });

  started = performance.now();
  const ids: string[] = [];
  let made = 0;
  // One center per worker, its PIDs one after another: createParticipant picks a random free
  // number, and two at once in one nearly full center would keep choosing the same one.
  const byCenter = centerIds.map((centerId) =>
    people.flatMap((person, index) => (person.centerId === centerId ? [index] : [])),
  );
  await forEachLimited(byCenter, options.concurrency, async (indexes) => {
    for (const index of indexes) {
      const person = people[index]!;
      const participant = await createParticipant(db, person.centerId, new ManualClock(person.createdAt), SEEDER);
      ids[index] = participant.id;
      if (++made % 2000 === 0) options.progress(`  ${made} / ${plan.pids} PIDs`);
    }
  });
  const participantsSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  let submitted = 0;
  const answerRandom = randomGenerator(7 + plan.surveys);
  await forEachLimited(
    people.map((person, index) => ({ person, id: ids[index]! })),
    options.concurrency,
    async ({ person, id }) => {
      for (const date of person.dates) {
        const clock = new ManualClock(date);
        const link = await createSurveyLink(db, id, clock, SEEDER);
        await submitSurvey(
          db,
          link.token,
          {
            answers: randomAnswers(answerRandom),
            consented: answerRandom() < 0.9,
            language: answerRandom() < 0.6 ? 'en' : pick(answerRandom, SURVEY_LANGUAGE_TAGS),
          },
          clock,
        );
        if (++submitted % 5000 === 0) {
          const rate = submitted / ((performance.now() - started) / 1000);
          options.progress(`  ${submitted} / ${plan.surveys} surveys (${rate.toFixed(0)}/s)`);
        }
      }
    },
  );
  return {
    directorId: director.id,
    bigCenterId: centerIds[0]!,
    centerIds,
    seconds: {
      accounts: accountsSeconds,
      participants: participantsSeconds,
      surveys: (performance.now() - started) / 1000,
    },
  };
}
