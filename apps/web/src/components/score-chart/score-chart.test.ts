import { scaleNames } from '@romtrack/sf36/scale-names';
import { SURVEY_LANGUAGES } from '@romtrack/sf36/questionnaire/types';
import { describe, expect, it } from 'vitest';
import { axisLabel } from './score-chart.tsx';

describe('axisLabel', () => {
  it('breaks a name once, at the space nearest its middle or after its slash', () => {
    expect(axisLabel('Physical Functioning')).toEqual(['Physical', 'Functioning']);
    expect(axisLabel('Energy/fatigue')).toEqual(['Energy/', 'fatigue']);
    expect(axisLabel('Pain')).toEqual(['Pain']);
    // Vietnamese writes syllables apart: two-syllable words stay together.
    expect(axisLabel('Hoạt động thể chất')).toEqual(['Hoạt động', 'thể chất']);
    expect(axisLabel('Vấn đề cảm xúc')).toEqual(['Vấn đề', 'cảm xúc']);
    expect(axisLabel('Năng lượng/mệt mỏi')).toEqual(['Năng lượng/', 'mệt mỏi']);
    expect(axisLabel('身體功能')).toEqual(['身體功能']);
  });

  it.each(SURVEY_LANGUAGES)('keeps every %s category in at most two lines, losing nothing', (language) => {
    for (const name of scaleNames(language)) {
      const lines = axisLabel(name);
      expect(lines.length).toBeLessThanOrEqual(2);
      expect(lines.join(' ').replace('/ ', '/')).toBe(name);
    }
  });
});
