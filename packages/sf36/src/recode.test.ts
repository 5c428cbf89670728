import { describe, expect, test } from 'vitest';
import { ITEM_COUNT, ITEM_VALUES } from './recode.ts';

describe('ITEM_VALUES', () => {
  test('has one sorted, duplicate-free list per item', () => {
    expect(ITEM_COUNT).toBe(36);
    expect(ITEM_VALUES).toHaveLength(36);
    for (const values of ITEM_VALUES) {
      expect([...values].sort((a, b) => a - b)).toEqual(values);
      expect(new Set(values).size).toBe(values.length);
      expect(values[0]).toBe(0);
      expect(values.at(-1)).toBe(100);
    }
  });

  test('matches RAND Table 1 for representative items (1-based)', () => {
    const at = (item: number) => ITEM_VALUES[item - 1];
    expect(at(1)).toEqual([0, 25, 50, 75, 100]);
    expect(at(2)).toEqual([0, 25, 50, 75, 100]);
    expect(at(3)).toEqual([0, 50, 100]);
    expect(at(12)).toEqual([0, 50, 100]);
    expect(at(13)).toEqual([0, 100]);
    expect(at(19)).toEqual([0, 100]);
    expect(at(20)).toEqual([0, 25, 50, 75, 100]);
    expect(at(21)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(at(24)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(at(31)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(at(32)).toEqual([0, 25, 50, 75, 100]);
    expect(at(36)).toEqual([0, 25, 50, 75, 100]);
  });
});
