import { describe, expect, it } from 'vitest';
import { consentChanges, consentItems } from './consent-model.ts';

const taken = (surveyNo: number, consented: boolean) => ({ surveyNo, consented, createdAt: '2026-01-0' + surveyNo });

describe('consentItems', () => {
  it('offers survey numbers 1 to 4, only the taken ones enabled', () => {
    const items = consentItems([taken(1, true), taken(2, false)]);
    expect(items.map((i) => [i.surveyNo, i.taken, i.consented])).toEqual([
      [1, true, true],
      [2, true, false],
      [3, false, false],
      [4, false, false],
    ]);
  });

  it('goes beyond 4 when more surveys exist', () => {
    expect(consentItems([taken(1, true), taken(6, true)]).map((i) => i.surveyNo)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('consentChanges', () => {
  it('sends only taken surveys whose box changed', () => {
    const items = consentItems([taken(1, true), taken(2, false), taken(3, true)]);
    // Survey 1 revoked, survey 2 granted, survey 3 unchanged; survey 4 is not taken.
    expect(consentChanges(items, new Set([2, 3, 4]))).toEqual([
      { surveyNo: 1, consented: false },
      { surveyNo: 2, consented: true },
    ]);
    expect(consentChanges(items, new Set([1, 3]))).toEqual([]);
  });
});
