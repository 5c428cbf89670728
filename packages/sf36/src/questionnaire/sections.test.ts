import { describe, expect, test } from 'vitest';
import { sectionHeaderIndex, startsSection } from './sections.ts';

const expected = (i: number): 0 | 1 | 2 | 3 | 4 | null => {
  if (i >= 2 && i <= 11) return 0;
  if (i >= 12 && i <= 15) return 1;
  if (i >= 16 && i <= 18) return 2;
  if (i >= 22 && i <= 30) return 3;
  if (i >= 32 && i <= 35) return 4;
  return null;
};

describe('sectionHeaderIndex', () => {
  // Written out in full as well, so a shared mistake in `expected` and the code would show.
  const TABLE: (0 | 1 | 2 | 3 | 4 | null)[] = [
    null,
    null,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    1,
    1,
    1,
    1,
    2,
    2,
    2,
    null,
    null,
    null,
    3,
    3,
    3,
    3,
    3,
    3,
    3,
    3,
    3,
    null,
    4,
    4,
    4,
    4,
  ];

  test.each(Array.from({ length: 36 }, (_, i) => i))('item index %i', (i) => {
    expect(sectionHeaderIndex(i)).toBe(expected(i));
    expect(sectionHeaderIndex(i)).toBe(TABLE[i]);
  });

  test.each([-1, 36, 2.5, Number.NaN])('out of range %d → null', (i) => {
    expect(sectionHeaderIndex(i)).toBeNull();
  });

  test('startsSection marks the first item under each header', () => {
    const starts = Array.from({ length: 36 }, (_, i) => i).filter(startsSection);
    expect(starts).toEqual([2, 12, 16, 22, 32]);
  });
});
