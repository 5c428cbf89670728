import { describe, expect, it } from 'vitest';
import { PARTICIPANT_ROUTES } from './participant-routes.ts';

describe('PARTICIPANT_ROUTES', () => {
  it('sends survey links, the demo and the consent texts to the participant page', () => {
    for (const url of [
      '/survey/AbC-123_xyz',
      '/survey/AbC-123_xyz/',
      '/survey/AbC-123_xyz?lang=vi',
      '/demo',
      '/demonstration/',
      '/consent/zh-TW',
      '/consent/eu?print=1',
    ]) {
      expect(PARTICIPANT_ROUTES.test(url), url).toBe(true);
    }
  });

  it('leaves the staff screens, deeper paths and look-alikes to the staff app', () => {
    for (const url of [
      '/',
      '/manager/pid-browser',
      '/es/manager',
      '/survey',
      '/survey/',
      '/survey/abc/extra',
      '/demo/x',
      '/demos',
      '/consent',
      '/api/v1/surveys/abc',
      '/tw/survey/abc',
    ]) {
      expect(PARTICIPANT_ROUTES.test(url), url).toBe(false);
    }
  });
});
