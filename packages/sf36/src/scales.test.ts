import { describe, expect, test } from 'vitest';
import { REFERENCE_MEANS, SCALE_COUNT, SCALE_KEYS, SCALES } from './scales.ts';

describe('SCALES', () => {
  test('8 scales in the product order', () => {
    expect(SCALES).toHaveLength(SCALE_COUNT);
    expect(SCALE_KEYS).toEqual([
      'physicalFunctioning',
      'rolePhysical',
      'roleEmotional',
      'energyFatigue',
      'emotionalWellBeing',
      'socialFunctioning',
      'pain',
      'generalHealth',
    ]);
    expect(REFERENCE_MEANS).toEqual([71, 53, 66, 52, 70, 79, 71, 57]);
  });

  test('every item except item 2 (index 1) is in exactly one scale', () => {
    const all = SCALES.flatMap((s) => s.items).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 36 }, (_, i) => i).filter((i) => i !== 1));
  });

  test('RCI parameters are plausible', () => {
    for (const s of SCALES) {
      expect(s.sd).toBeGreaterThan(0);
      expect(s.reliability).toBeGreaterThan(0);
      expect(s.reliability).toBeLessThan(1);
    }
  });
});
