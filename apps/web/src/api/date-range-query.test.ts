/**
 * The graphs' and exports' date ranges go to the server with the reader's time zone, so that
 * its days are the reader's (a survey taken this evening west of UTC is in "today").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { exportUrl } from './download-export.ts';
import { summaryFilterQuery } from './survey-summary.ts';

describe('date ranges sent to the server', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('carry the reader’s time zone beside their days (the summary none without days)', () => {
    process.env.TZ = 'Pacific/Honolulu';
    const summary = summaryFilterQuery({ center: 'c', from: '2019-01-02', to: '2026-11-24' });
    expect(Object.fromEntries(summary)).toEqual({
      center: 'c',
      from: '2019-01-02',
      to: '2026-11-24',
      tz: 'Pacific/Honolulu',
    });
    expect(summaryFilterQuery({ center: 'c' }).has('tz')).toBe(false);

    process.env.TZ = 'Asia/Taipei';
    expect(exportUrl('csv', { to: '2026-11-24' })).toBe('/api/v1/exports/surveys.csv?to=2026-11-24&tz=Asia%2FTaipei');
    // An export without dates still says the reader's zone: it names the file by the reader's day.
    expect(exportUrl('csv', {})).toBe('/api/v1/exports/surveys.csv?tz=Asia%2FTaipei');
    expect(exportUrl('codebook', {})).toBe('/api/v1/exports/codebook.csv');
  });
});
