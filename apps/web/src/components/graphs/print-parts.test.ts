import { describe, expect, it } from 'vitest';
import { printParts } from './print-parts.ts';

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('printParts', () => {
  it('leaves columns that fit in one part', () => {
    expect(printParts(numbers(5), 5)).toEqual([numbers(5)]);
    expect(printParts([], 5)).toEqual([]);
  });

  it('evens the parts out', () => {
    expect(printParts(numbers(13), 6).map((part) => part.length)).toEqual([5, 5, 3]);
    expect(printParts(numbers(6), 5).map((part) => part.length)).toEqual([3, 3]);
    expect(printParts(numbers(13), 6).flat()).toEqual(numbers(13));
  });
});
