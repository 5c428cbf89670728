import { describe, expect, it } from 'vitest';
import { formatTimeLeft, timeLeft } from './time-left.ts';

const NOW = Date.parse('2026-03-04T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('timeLeft', () => {
  it('counts whole hours, rounded down, from two hours on', () => {
    expect(timeLeft(at(48 * HOUR), NOW)).toEqual({ value: 48, unit: 'hour' });
    expect(timeLeft(at(47 * HOUR + 59 * MIN), NOW)).toEqual({ value: 47, unit: 'hour' });
    expect(timeLeft(at(2 * HOUR), NOW)).toEqual({ value: 2, unit: 'hour' });
  });

  it('counts minutes, rounded up, below two hours', () => {
    expect(timeLeft(at(2 * HOUR - 1), NOW)).toEqual({ value: 120, unit: 'minute' });
    expect(timeLeft(at(90 * MIN), NOW)).toEqual({ value: 90, unit: 'minute' });
    expect(timeLeft(at(1000), NOW)).toEqual({ value: 1, unit: 'minute' });
  });

  it('is null once the link has expired, or for a date it cannot read', () => {
    expect(timeLeft(at(0), NOW)).toBeNull();
    expect(timeLeft(at(-5 * MIN), NOW)).toBeNull();
    expect(timeLeft('not a date', NOW)).toBeNull();
  });
});

describe('formatTimeLeft', () => {
  it('says it in the interface language', () => {
    expect(formatTimeLeft(at(47 * HOUR + 5 * MIN), NOW, 'en')).toBe('in 47 hours');
    expect(formatTimeLeft(at(47 * HOUR + 5 * MIN), NOW, 'es')).toBe('dentro de 47 horas');
    expect(formatTimeLeft(at(47 * HOUR + 5 * MIN), NOW, 'zh-TW')).toBe('47 小時後');
    expect(formatTimeLeft(at(30 * MIN), NOW, 'en')).toBe('in 30 minutes');
    expect(formatTimeLeft(at(-1), NOW, 'en')).toBeNull();
  });
});
