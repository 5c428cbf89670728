/**
 * participant.html paints the page's frame with "Loading…" before any script runs. This fails when
 * its words drift from the survey's own (ui-text) or a survey language is missing from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SURVEY_LANGUAGES } from '@romtrack/sf36/questionnaire/types';
import { describe, expect, it } from 'vitest';
import { uiTexts } from './ui-text/index.ts';

const html = fs.readFileSync(path.join(import.meta.dirname, '../../participant.html'), 'utf8');
const root = /<div id="root">([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';

describe('the participant page frame (participant.html)', () => {
  it('says "Loading…" in every survey language, in its words, each marked with its language', () => {
    const said = [...root.matchAll(/<span lang="([^"]+)">([^<]*)<\/span>/g)].map(([, lang, text]) => [lang, text]);
    expect(said).toEqual(SURVEY_LANGUAGES.map((language) => [language, uiTexts[language].loading]));
  });

  it('draws the frame with the classes of the page shell, under no empty heading', () => {
    for (const part of ['p-shell', 'p-header', 'p-title', 'p-main', 'p-card p-loading', 'p-footer']) {
      expect(root).toContain(`class="${part}"`);
    }
    expect(root).not.toMatch(/<h1/);
  });
});
