import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterSpan } from './insight-common.ts';
import { meanToTenth, splitIntoMonths } from './survey-queries.ts';

const at = (iso: string) => new Date(iso);

describe('splitIntoMonths', () => {
  it("reads the graph browsers' default range as whole months between two partial ones", () => {
    expect(splitIntoMonths(filterSpan({ from: '2019-01-02', to: '2026-11-22' }))).toEqual({
      months: { first: '2019-02-01', end: '2026-11-01' },
      edges: [
        { from: at('2019-01-02T00:00:00Z'), to: at('2019-02-01T00:00:00Z') },
        { from: at('2026-11-01T00:00:00Z'), to: at('2026-11-23T00:00:00Z') },
      ],
    });
  });

  it('needs no partial month when the range starts on the first and ends on the last day of a month', () => {
    expect(splitIntoMonths(filterSpan({ from: '2025-12-01', to: '2026-02-28' }))).toEqual({
      months: { first: '2025-12-01', end: '2026-03-01' },
      edges: [],
    });
  });

  it('reads a range inside one month from the surveys alone', () => {
    const span = filterSpan({ from: '2026-02-03', to: '2026-02-27' });
    expect(splitIntoMonths(span)).toEqual({ edges: [span] });
  });

  it('leaves an open end unbounded', () => {
    expect(splitIntoMonths(filterSpan({}))).toEqual({ months: { first: undefined, end: undefined }, edges: [] });
    expect(splitIntoMonths(filterSpan({ to: '2026-01-15' }))).toEqual({
      months: { first: undefined, end: '2026-01-01' },
      edges: [{ from: at('2026-01-01T00:00:00Z'), to: at('2026-01-16T00:00:00Z') }],
    });
  });
});

describe('meanToTenth', () => {
  it('rounds a mean to one decimal, halves up', () => {
    expect(meanToTenth(100, 3)).toBe(33.3);
    expect(meanToTenth(101, 3)).toBe(33.7);
    expect(meanToTenth(49, 4)).toBe(12.3); // 12.25
    expect(meanToTenth(1, 20)).toBe(0.1); // 0.05
    expect(meanToTenth(101, 2)).toBe(50.5);
    expect(meanToTenth(0, 7)).toBe(0);
  });

  // Tenths, halves up, in whole numbers: floor(10 sum / n + 1/2) = floor((20 sum + n) / 2n).
  const exact = (sum: number, n: number) => Number((20n * BigInt(sum) + BigInt(n)) / (2n * BigInt(n))) / 10;

  it('agrees with whole-number arithmetic for any sum of scores (0 to 100 each) and any count', () => {
    const sumAndCount = fc
      .integer({ min: 1, max: 1_000_000 })
      .chain((n) => fc.tuple(fc.integer({ min: 0, max: 100 * n }), fc.constant(n)));
    fc.assert(
      fc.property(sumAndCount, ([sum, n]) => {
        expect(meanToTenth(sum, n)).toBe(exact(sum, n));
      }),
      { numRuns: 2_000 },
    );
  });

  it('rounds up every mean that lies exactly halfway between two tenths', () => {
    // Halfway: 10 sum / n = k + 1/2, so n = 20m and sum = (2k + 1)m.
    const halfway = fc
      .tuple(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 0, max: 999 }))
      .map(([m, k]) => ({ sum: (2 * k + 1) * m, n: 20 * m, up: (k + 1) / 10 }));
    fc.assert(
      fc.property(halfway, ({ sum, n, up }) => {
        expect(meanToTenth(sum, n)).toBe(up);
        expect(exact(sum, n)).toBe(up);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('filterSpan', () => {
  it('takes the days in the filter’s time zone, and a day where the clocks change whole', () => {
    expect(filterSpan({ from: '2026-11-24', to: '2026-11-24', tz: 'Pacific/Honolulu' })).toEqual({
      from: new Date('2026-11-24T10:00:00Z'),
      to: new Date('2026-11-25T10:00:00Z'),
    });
    // 8 March 2026 in Los Angeles has 23 hours (summer time starts at 2:00).
    expect(filterSpan({ from: '2026-03-08', to: '2026-03-08', tz: 'America/Los_Angeles' })).toEqual({
      from: new Date('2026-03-08T08:00:00Z'),
      to: new Date('2026-03-09T07:00:00Z'),
    });
    // 25 October 2026 in Rome has 25.
    expect(filterSpan({ from: '2026-10-25', to: '2026-10-25', tz: 'Europe/Rome' })).toEqual({
      from: new Date('2026-10-24T22:00:00Z'),
      to: new Date('2026-10-25T23:00:00Z'),
    });
    // Where the clocks go back at midnight, the day begins at the first of its two midnights: 25 October
    // 2026 in the Azores runs from 00:00 summer time (UTC) to midnight winter time (UTC-1), 25 hours.
    expect(filterSpan({ from: '2026-10-25', to: '2026-10-25', tz: 'Atlantic/Azores' })).toEqual({
      from: new Date('2026-10-25T00:00:00Z'),
      to: new Date('2026-10-26T01:00:00Z'),
    });
    // And the day before ends there.
    expect(filterSpan({ to: '2026-10-24', tz: 'Atlantic/Azores' }).to).toEqual(new Date('2026-10-25T00:00:00Z'));
    // 1 November 2026 in Havana: midnight summer time (UTC-4) to midnight standard time (UTC-5).
    expect(filterSpan({ from: '2026-11-01', to: '2026-11-01', tz: 'America/Havana' })).toEqual({
      from: new Date('2026-11-01T04:00:00Z'),
      to: new Date('2026-11-02T05:00:00Z'),
    });
    // Where they go forward at midnight, the day begins at 01:00, the first hour it has: 23 hours.
    expect(filterSpan({ from: '2026-03-29', to: '2026-03-29', tz: 'Atlantic/Azores' })).toEqual({
      from: new Date('2026-03-29T01:00:00Z'),
      to: new Date('2026-03-30T00:00:00Z'),
    });
    expect(filterSpan({ to: '2026-12-31' })).toEqual({ from: undefined, to: new Date('2027-01-01T00:00:00Z') });
  });

  // The days are the filter's zone's alone, whatever the server's own zone: dayjs's arithmetic read
  // the process's zone, and a server on UK time ended a New York day an hour late around the UK's
  // clock change. Checked against Intl, for every zone, on the days around clock changes.
  it.each(['Europe/London', 'Pacific/Kiritimati', 'America/Sao_Paulo'])(
    'gives each zone its own days on a server whose own zone is %s',
    (serverZone) => {
      const own = process.env.TZ;
      process.env.TZ = serverZone;
      try {
        expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(serverZone);
        expect(filterSpan({ from: '2025-10-25', to: '2025-10-25', tz: 'America/New_York' })).toEqual({
          from: new Date('2025-10-25T04:00:00Z'),
          to: new Date('2025-10-26T04:00:00Z'),
        });
        const days = [
          ...Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2025, 9, 20 + i))),
          ...Array.from({ length: 35 }, (_, i) => new Date(Date.UTC(2026, 2, 1 + i))),
        ].map((day) => day.toISOString().slice(0, 10));
        const wrong: string[] = [];
        for (const zone of Intl.supportedValuesOf('timeZone')) {
          const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' });
          for (const day of days) {
            const { from } = filterSpan({ from: day, tz: zone });
            // The day's first instant: on that day there, and the instant before it on the day before.
            const before = new Date(from!.getTime() - 1);
            if (localDay.format(from) !== day || localDay.format(before) >= day) wrong.push(`${zone} ${day}`);
          }
        }
        expect(wrong).toEqual([]);
      } finally {
        if (own === undefined) delete process.env.TZ;
        else process.env.TZ = own;
      }
    },
  );
});
