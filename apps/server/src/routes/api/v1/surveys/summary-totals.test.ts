/**
 * The summary reads whole months from survey_month_totals, which triggers keep in step with
 * `surveys`. These tests write to `surveys` every way the product (or an operator) can, and
 * check that the totals always equal a fresh count of the surveys, and that every caller's
 * summary, over any date range, equals the averages of exactly the surveys it may see.
 */
import fc from 'fast-check';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../db/client.ts';
import { meanToTenth } from '../../../../domain/survey-queries.ts';
import { centers, participants, surveyMonthTotals, surveys } from '../../../../db/schema/index.ts';
import { DATABASES, type TestApp } from '../../../../../test/build-test-app.ts';
import { bearer, openSignedInWorld, type SeededWorld, type WorldTokens } from '../../../../../test/fixtures.ts';

const DAY_MS = 86_400_000;
/** Surveys fall between 2025-11-01 and 2026-04-28: six months across a new year. */
const FIRST_DAY = Date.parse('2025-11-01T00:00:00Z');
const DAYS = 179;

interface GeneratedSurvey {
  center: 'A' | 'B';
  person: number;
  at: number;
  consented: boolean;
  scores: number[];
}

const generatedSurvey = fc.record({
  center: fc.constantFrom<'A' | 'B'>('A', 'B'),
  person: fc.integer({ min: 0, max: 4 }),
  // Any moment of the span, including the first and last second of a month (UTC).
  at: fc.oneof(
    fc.integer({ min: FIRST_DAY, max: FIRST_DAY + DAYS * DAY_MS - 1 }),
    fc.constantFrom(Date.parse('2025-12-01T00:00:00Z'), Date.parse('2025-12-31T23:59:59.999Z')),
  ),
  consented: fc.boolean(),
  scores: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 8, maxLength: 8 }),
});

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayArb = fc.integer({ min: -10, max: DAYS + 10 }).map((offset) => day(FIRST_DAY + offset * DAY_MS));
/** Either end may be open; a range with both ends has them in order (the API refuses them swapped). */
const rangeArb = fc
  .record({ from: fc.option(dayArb, { nil: undefined }), to: fc.option(dayArb, { nil: undefined }) })
  .map(({ from, to }) => (from !== undefined && to !== undefined && from > to ? { from: to, to: from } : { from, to }));

interface StoredSurvey {
  centerId: string;
  surveyNo: number;
  consented: boolean;
  createdAt: Date;
  scores: number[];
}

/** What the summary must say, computed the plain way from every stored survey. */
function expectedSummary(
  stored: StoredSurvey[],
  scope: { id: string; name: string }[],
  consentedOnly: boolean,
  range: { from?: string; to?: string },
) {
  const from = range.from ? Date.parse(`${range.from}T00:00:00Z`) : -Infinity;
  const to = range.to ? Date.parse(`${range.to}T00:00:00Z`) + DAY_MS : Infinity;
  return scope.map((center) => {
    const groups = new Map<number, number[][]>();
    for (const s of stored) {
      const at = s.createdAt.getTime();
      if (s.centerId !== center.id || (consentedOnly && !s.consented) || at < from || at >= to) continue;
      groups.set(s.surveyNo, [...(groups.get(s.surveyNo) ?? []), s.scores]);
    }
    const rows = [...groups.entries()]
      .sort(([a], [b]) => a - b)
      .map(([surveyNo, all]) => ({
        surveyNo,
        n: all.length,
        means: all[0]!.map((_, i) =>
          meanToTenth(
            all.reduce((sum, scores) => sum + scores[i]!, 0),
            all.length,
          ),
        ),
      }));
    return { center, rows };
  });
}

/** A stored totals row with its eight sum columns as one array, in scale order. */
function keptSums({ sum1, sum2, sum3, sum4, sum5, sum6, sum7, sum8, ...row }: typeof surveyMonthTotals.$inferSelect) {
  return { ...row, sums: [sum1, sum2, sum3, sum4, sum5, sum6, sum7, sum8] };
}

/** The totals as they are, and as a fresh count of the surveys says they should be. */
async function totalsAgainstSurveys(db: Database) {
  const month = sql<string>`to_char(date_trunc('month', ${surveys.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`;
  const counted = await db
    .select({
      centerId: surveys.centerId,
      month,
      surveyNo: surveys.surveyNo,
      consented: surveys.consented,
      n: sql<number>`count(*)::int`,
      sums: sql<number[]>`array[${sql.join(
        Array.from({ length: 8 }, (_, i) => sql`sum(${surveys.scores}[${sql.raw(String(i + 1))}])::int`),
        sql`, `,
      )}]`,
    })
    .from(surveys)
    .groupBy(surveys.centerId, month, surveys.surveyNo, surveys.consented);
  const kept = (await db.select().from(surveyMonthTotals)).map(keptSums);
  type Row = { centerId: string; month: string; surveyNo: number; consented: boolean; n: number; sums: number[] };
  const sort = (rows: Row[]) =>
    rows
      .map((r) => ({ key: `${r.centerId} ${r.month} ${r.surveyNo} ${r.consented}`, n: r.n, sums: r.sums.map(Number) }))
      .sort((a, b) => a.key.localeCompare(b.key));
  return { kept: sort(kept), counted: sort(counted) };
}

describe.each(DATABASES)('summary from month totals on %s', (kind) => {
  let t: TestApp;
  let db: Database;
  let world: SeededWorld;
  let tokens: WorldTokens;

  beforeAll(async () => {
    ({ t, world, tokens } = await openSignedInWorld(kind));
    db = t.app.ctx.db;
  });
  afterAll(() => t.close());

  async function store(generated: GeneratedSurvey[]): Promise<Map<string, string[]>> {
    const centerId = { A: world.centerA.id, B: world.centerB.id };
    const people = new Map<string, { id: string; surveys: number }>();
    const byPerson = new Map<string, string[]>();
    for (const g of generated) {
      const key = `${g.center}${g.person}`;
      let person = people.get(key);
      if (!person) {
        const [row] = await db
          .insert(participants)
          .values({ centerId: centerId[g.center], pid: 1000 + people.size })
          .returning({ id: participants.id });
        person = { id: row!.id, surveys: 0 };
        people.set(key, person);
        byPerson.set(person.id, []);
      }
      person.surveys += 1;
      const [survey] = await db
        .insert(surveys)
        .values({
          participantId: person.id,
          centerId: centerId[g.center],
          surveyNo: person.surveys,
          answers: Array.from({ length: 36 }, () => 1),
          scores: g.scores,
          language: 'en',
          consented: g.consented,
          scoringVersion: 'rand36-v1',
          createdAt: new Date(g.at),
        })
        .returning({ id: surveys.id });
      byPerson.get(person.id)!.push(survey!.id);
    }
    return byPerson;
  }

  async function summary(token: string, range: { from?: string; to?: string }, extra = '') {
    const query = new URLSearchParams({ ...(range.from && { from: range.from }), ...(range.to && { to: range.to }) });
    const res = await t.app.inject({ url: `/api/v1/surveys/summary?${query}${extra}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  it('keeps the totals equal to the surveys, and every summary equal to the plain averages, through inserts, consent changes and deletions', async () => {
    const scopes = async (ids: string[]) =>
      db
        .select({ id: centers.id, name: centers.name })
        .from(centers)
        .where(inArray(centers.id, ids))
        .orderBy(asc(centers.name));
    const callers = [
      { token: () => tokens.managerA, scope: () => scopes([world.centerA.id]), consentedOnly: false },
      { token: () => tokens.directorX, scope: () => scopes([world.centerA.id]), consentedOnly: true },
      { token: () => tokens.admin, scope: () => scopes([world.centerA.id, world.centerB.id]), consentedOnly: true },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(generatedSurvey, { minLength: 1, maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 2 }),
        fc.array(rangeArb, { minLength: 1, maxLength: 4 }),
        async (generated, consentFlips, deletions, ranges) => {
          // Each run starts from no survey, also after a failed run while fast-check shrinks it.
          await db.delete(participants);
          const byPerson = await store(generated);
          const surveyIds = [...byPerson.values()].flat();
          // A manager changes consent (spec: consent permissions), and deletes PIDs (cascade).
          for (const pick of consentFlips) {
            const id = surveyIds[pick % surveyIds.length]!;
            await db
              .update(surveys)
              .set({ consented: sql`not ${surveys.consented}` })
              .where(eq(surveys.id, id));
          }
          const personIds = [...byPerson.keys()];
          for (const pick of deletions) {
            await db.delete(participants).where(eq(participants.id, personIds[pick % personIds.length]!));
          }

          const { kept, counted } = await totalsAgainstSurveys(db);
          expect(kept).toEqual(counted);

          const stored = await db
            .select({
              centerId: surveys.centerId,
              surveyNo: surveys.surveyNo,
              consented: surveys.consented,
              createdAt: surveys.createdAt,
              scores: surveys.scores,
            })
            .from(surveys);
          for (const range of ranges) {
            for (const caller of callers) {
              const answer = await summary(caller.token(), range);
              const expected = expectedSummary(stored, await caller.scope(), caller.consentedOnly, range);
              expect(answer).toEqual(expected);
            }
          }

          // Deleting every PID empties the totals: no row stays behind where no survey is.
          await db.delete(participants).where(inArray(participants.centerId, [world.centerA.id, world.centerB.id]));
          expect(await db.select().from(surveyMonthTotals)).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('stays exact when a manager changes consent and deletes PIDs in many requests at once', async () => {
    // 40 PIDs with surveys 1 and 2 in the same month: every request below touches the same few
    // rows of totals, in both directions (consented to not, and back) and in either order.
    const generated: GeneratedSurvey[] = [];
    for (let person = 0; person < 40; person++) {
      for (const day of [13, 27]) {
        generated.push({
          center: 'A',
          person,
          at: Date.parse(`2026-02-${day}T09:00:00Z`),
          consented: (person + day) % 2 === 0,
          scores: Array.from({ length: 8 }, (_, i) => (person * 7 + day + i) % 101),
        });
      }
    }
    const byPerson = await store(generated);
    const ids = [...byPerson.keys()];
    expect(ids).toHaveLength(40);
    const requests = ids.map((id, i) => {
      if (i % 4 === 3)
        return t.app.inject({ method: 'DELETE', url: `/api/v1/users/${id}`, headers: bearer(tokens.managerA) });
      const consents = [
        { surveyNo: 1, consented: i % 2 === 0 },
        { surveyNo: 2, consented: i % 2 === 1 },
      ];
      return t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${id}/consent`,
        headers: bearer(tokens.managerA),
        payload: { consents: i % 3 === 0 ? consents.reverse() : consents },
      });
    });
    const answers = await Promise.all(requests);
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const { kept, counted } = await totalsAgainstSurveys(db);
    expect(kept).toEqual(counted);
    expect(counted.reduce((sum, row) => sum + row.n, 0)).toBe(60);
    await db.delete(participants).where(eq(participants.centerId, world.centerA.id));
  });

  it('leaves an end of the range open only where no survey lies beyond it', async () => {
    // The test clock reads 2026-03-01 09:00; the April survey comes from an instance whose clock
    // runs ahead. A range ending in the future must still leave it out.
    const at = ['2026-01-10', '2026-02-20', '2026-04-10'];
    await store(
      at.map((day, i) => ({
        center: 'A' as const,
        person: 0,
        at: Date.parse(`${day}T10:00:00Z`),
        consented: true,
        scores: Array.from({ length: 8 }, () => 10 * (i + 1)),
      })),
    );
    const surveyNos = async (range: { from?: string; to?: string }) =>
      (await summary(tokens.directorX, range))[0].rows.map((row: { surveyNo: number }) => row.surveyNo);
    expect(await surveyNos({ from: '2026-01-15', to: '2026-03-15' })).toEqual([2]);
    expect(await surveyNos({ from: '2026-01-10', to: '2026-04-09' })).toEqual([1, 2]);
    expect(await surveyNos({ from: '2026-01-11', to: '2026-04-10' })).toEqual([2, 3]);
    // Both ends beyond every survey: whole months from the totals.
    expect(await surveyNos({ from: '2019-01-02', to: '2026-12-31' })).toEqual([1, 2, 3]);
    await db.delete(participants).where(eq(participants.centerId, world.centerA.id));
  });

  it('averages the ticked PIDs from the surveys themselves, whole months or not', async () => {
    const byPerson = await store([
      {
        center: 'A',
        person: 0,
        at: Date.parse('2025-11-10T10:00:00Z'),
        consented: true,
        scores: [10, 20, 30, 40, 50, 60, 70, 80],
      },
      {
        center: 'A',
        person: 1,
        at: Date.parse('2025-11-12T10:00:00Z'),
        consented: true,
        scores: [90, 90, 90, 90, 90, 90, 90, 90],
      },
    ]);
    const [first] = byPerson.keys();
    const data = await summary(tokens.managerA, { from: '2025-10-01', to: '2026-01-31' }, `&users=${first}`);
    expect(data[0].rows).toEqual([{ surveyNo: 1, n: 1, means: [10, 20, 30, 40, 50, 60, 70, 80] }]);
    await db.delete(participants).where(eq(participants.centerId, world.centerA.id));
  });

  it('lets a whole center go, totals and all, and a TRUNCATE of the surveys empty the totals', async () => {
    await store([
      {
        center: 'B',
        person: 0,
        at: Date.parse('2026-01-05T10:00:00Z'),
        consented: true,
        scores: [1, 2, 3, 4, 5, 6, 7, 8],
      },
      {
        center: 'A',
        person: 0,
        at: Date.parse('2026-01-06T10:00:00Z'),
        consented: false,
        scores: [8, 7, 6, 5, 4, 3, 2, 1],
      },
    ]);
    await db.delete(centers).where(eq(centers.id, world.centerB.id));
    const left = await db.select().from(surveyMonthTotals);
    expect(left.map(keptSums).map((r) => [r.centerId, r.month, r.n, r.sums])).toEqual([
      [world.centerA.id, '2026-01-01', 1, [8, 7, 6, 5, 4, 3, 2, 1]],
    ]);
    await db.execute(sql`truncate ${surveys}`);
    expect(await db.select().from(surveyMonthTotals)).toEqual([]);
  });
});
