import { describe, expect, it } from 'vitest';
import { filterSpan, splitIntoMonths } from './survey-queries.ts';

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
