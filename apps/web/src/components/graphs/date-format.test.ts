import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstDayOfWeek, longDate, monthAndYear, todayIso } from './date-format.ts';

describe('the graph date filter’s days', () => {
  it('writes today as the reader’s calendar has it, late in the evening and early in the morning', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 10, 25, 0, 1))).toBe('2026-11-25');
  });

  it('writes a day in each staff language’s long form, as the picker writes it', () => {
    expect(longDate('2019-01-02', 'en')).toBe('January 2, 2019');
    expect(longDate('2019-01-02', 'es')).toBe('2 de enero de 2019');
    expect(longDate('2019-01-02', 'zh-TW')).toBe('2019年1月2日');
  });

  it('heads a calendar month in each staff language’s own order, from any day of it', () => {
    expect(monthAndYear('2019-01-31', 'en')).toBe('January 2019');
    expect(monthAndYear('2019-01-01', 'es')).toBe('enero de 2019');
    expect(monthAndYear('2026-11-27', 'zh-TW')).toBe('2026年11月');
  });

  it('starts the week on Sunday in English and Traditional Chinese, on Monday in Spanish', () => {
    expect(['en', 'zh-TW', 'es'].map(firstDayOfWeek)).toEqual([0, 0, 1]);
  });

  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('keeps the day in any time zone: a day is not an instant', async () => {
    // West and east of UTC, where a day read as midnight UTC would be written as the day before
    // or kept only by luck; on the last day of a month and summer-time changes.
    for (const tz of ['Pacific/Honolulu', 'America/New_York', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      // Afresh, as a page opened in that zone would: the module keeps its formatters.
      vi.resetModules();
      const inZone = await import('./date-format.ts');
      expect(inZone.longDate('2026-03-31', 'en')).toBe('March 31, 2026');
      expect(inZone.longDate('2026-03-08', 'en')).toBe('March 8, 2026');
      expect(inZone.longDate('2026-10-25', 'es')).toBe('25 de octubre de 2026');
    }
  });
});
