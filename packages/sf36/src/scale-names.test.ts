import { describe, expect, test } from 'vitest';
import { SURVEY_LANGUAGES } from './questionnaire/types.ts';
import { SCALE_NAMES, scaleNames } from './scale-names.ts';
import { SCALE_KEYS, SCALES } from './scales.ts';

describe('SCALE_NAMES', () => {
  test('English is the spec labels of SCALES, in order', () => {
    expect(scaleNames('en')).toEqual(SCALES.map((s) => s.label));
  });

  test.each(SURVEY_LANGUAGES)('%s names every scale once, none empty or left in English', (language) => {
    expect(Object.keys(SCALE_NAMES[language]).sort()).toEqual([...SCALE_KEYS].sort());
    const names = scaleNames(language);
    for (const name of names) expect(name.trim()).not.toBe('');
    expect(new Set(names).size).toBe(SCALE_KEYS.length);
    if (language !== 'en') {
      for (const name of names) expect(scaleNames('en')).not.toContain(name);
    }
  });
});
