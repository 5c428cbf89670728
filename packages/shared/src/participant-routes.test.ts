import { describe, expect, it } from 'vitest';
import { consentPath, consentRegionOf, demoPath, PARTICIPANT_ROUTES } from './participant-routes.ts';

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

describe('consentPath, demoPath and consentRegionOf', () => {
  it('add the EU wording for a center in the EU region only, and read it back', () => {
    expect(consentPath('zh-TW', 'general')).toBe('/consent/zh-TW');
    expect(consentPath('it', 'eu')).toBe('/consent/it?region=eu');
    expect(demoPath('general')).toBe('/demo');
    expect(demoPath('eu')).toBe('/demo?region=eu');
    for (const path of [demoPath('eu'), consentPath('vi', 'eu')])
      expect(PARTICIPANT_ROUTES.test(path), path).toBe(true);
    expect(consentRegionOf('?region=eu')).toBe('eu');
    expect(consentRegionOf('?region=EU')).toBe('eu');
    for (const search of ['', '?region=general', '?region=', '?region=europe']) {
      expect(consentRegionOf(search), search).toBe('general');
    }
  });
});
