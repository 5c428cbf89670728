/**
 * The participant's side on a phone-sized screen: a survey link from first screen to thank-you
 * (by keyboard), the survey languages, a reload in the middle and after the thank-you, the demo
 * with its chart (its results wholly in each survey language, fitting the phone), bad links
 * (used, opened again after its survey was sent, truncated, pasted with punctuation after them, not loading for want of a connection), answers
 * left on the device longer than a link lives, and the consent texts. Links are made
 * through the API as the Harbor Center manager.
 */
import { questionnaires } from '@romtrack/sf36/questionnaire/index';
import type { SurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import { scaleNames } from '@romtrack/sf36/scale-names';
import { SCALES } from '@romtrack/sf36/scales';
import { scoreAnswers } from '@romtrack/sf36/score';
import { SURVEY_LINK_TTL_MS } from '@romtrack/shared/survey-link';
import type { Page, Route } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONFIG_TIMEOUT_MS, LOAD_TIMEOUT_MS, SUBMIT_TIMEOUT_MS } from '../apps/web/src/participant/api.ts';
import { SETTLE_MS } from '../apps/web/src/participant/survey/answer-timing.ts';
import { loadProgress, progressKey, serializeProgress } from '../apps/web/src/participant/survey/progress-store.ts';
import { entryOf } from '../apps/web/src/participant/survey/survey-history.ts';
import type { SurveyState } from '../apps/web/src/participant/survey/survey-state.ts';
import { uiTexts } from '../apps/web/src/participant/ui-text/index.ts';
import {
  LINK_INCOMPLETE,
  LINK_INVALID,
  LINK_UNREACHABLE,
  SURVEY_RECEIVED,
} from '../apps/web/src/participant/ui-text/link-notices.ts';
import { api, createParticipant, findParticipant, openSurveyLink, signInManager } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { isFocused, openBrowser, saveScreenshot, signInWithToken, type BrowserSession } from './support/browser.ts';
import { escapeRegExp } from './support/text.ts';
import { tapAnswer } from './support/survey.ts';
import { WORLD } from './support/world.ts';
import { canvasTexts, drawnTexts, overlappingShapes, overlappingTexts, recordCanvasText } from './support/canvas.ts';

const PHONE = { width: 360, height: 740 };
const english = questionnaires.en;

let managerToken = '';
let centerId = '';

interface ParticipantRow {
  id: string;
  pid: number;
  surveyCount: number;
  surveyToken: string | null;
}

/** A new PID in Harbor Center and an open survey link for it. */
async function newSurveyLink(): Promise<{ participant: ParticipantRow; token: string }> {
  const participant = await createParticipant<ParticipantRow>(managerToken);
  return { participant, token: await openSurveyLink(participant.id, managerToken) };
}

const participant = (pid: number) => findParticipant<ParticipantRow>(centerId, pid, managerToken);

/** The option index answered for item i in these journeys: varied, always valid. */
const choice = (i: number) => (i * 7 + 3) % (english.items[i]?.options.length ?? 1);
const answerValues = () => english.items.map((item, i) => item.options[choice(i)]?.value ?? Number.NaN);

/** The `lang` that applies to the question on screen. */
const surveyLanguage = (page: Page) =>
  page.locator('.p-question').evaluate((el) => el.parentElement?.closest('[lang]')?.getAttribute('lang'));
const progressText = (page: Page) => page.locator('.p-progress-text').textContent();
const focusedTag = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el instanceof HTMLInputElement ? `:${el.type}` : ''}` : '';
  });

/** Chooses the language and starts, by keyboard from the first screen. */
async function startByKeyboard(page: Page, languageName: string) {
  await expect.poll(() => page.getByRole('heading', { name: 'Choose your language' }).isVisible()).toBe(true);
  await page.getByRole('button', { name: languageName }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedTag(page)).toBe('h2');
  await page.keyboard.press('Tab'); // Back
  await page.keyboard.press('Tab'); // Start
  await page.keyboard.press('Enter');
  await expect.poll(() => progressText(page)).toBe(`Question 1 of ${english.items.length}`);
}

/** Clicks through from the first screen to item 1 in the given language. */
async function startByClicks(page: Page, language: SurveyLanguage) {
  await page.getByRole('button', { name: questionnaires[language].nativeName }).click();
  await page.locator('.p-nav .p-btn--primary').click();
  await expect.poll(() => page.locator('.p-question-text').textContent()).toBe(questionnaires[language].items[0]?.text);
}

/** Answers question `i` by clicking its option `pick` (by default the one `answerValues` holds). */
async function answerByClick(page: Page, language: SurveyLanguage, i: number, pick = choice(i)) {
  const item = questionnaires[language].items[i];
  const option = item?.options[pick];
  if (!item || !option) throw new Error(`no item ${i}`);
  await expect.poll(() => page.locator('.p-question-text').textContent()).toBe(item.text);
  await tapAnswer(page, option.text);
}

/** The answers in progress the device holds for `token`, as stored; null for none. */
const storedProgress = (page: Page, token: string) =>
  page.evaluate((key) => localStorage.getItem(key), progressKey(token));

/**
 * What the survey page would restore for `token` from the device, read with its own code; null for
 * nothing. (The page saves anew as a link opens, so what is stored then differs in its time.)
 */
async function restoredProgress(page: Page, token: string): Promise<SurveyState | null> {
  const stored = await storedProgress(page, token);
  return stored === null ? null : loadProgress({ getItem: () => stored, removeItem() {} }, token);
}

/**
 * Puts answers in progress for `token` on the device, as the survey page keeps them, saved at
 * `savedAt`, and returns them. The page's origin is opened first (the demo, which keeps nothing),
 * for its storage.
 */
async function keepOnDevice(
  page: Page,
  token: string,
  progress: { language: SurveyLanguage; answers: (number | null)[]; position: number },
  savedAt = Date.now(),
): Promise<SurveyState> {
  const state = { ...progress, consented: false };
  await page.goto('/demo');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [progressKey(token), serializeProgress(state, savedAt)],
  );
  return state;
}

/** How deep in the survey the tab's history stands (survey-history.ts): 0 off it, 38 on the finish. */
const historyDepth = async (page: Page) => entryOf(await page.evaluate(() => window.history.state as unknown)).depth;

/** Opens the link on its last screen, every question answered in English; returns the stored answers. */
async function openOnSubmitScreen(page: Page, token: string): Promise<SurveyState> {
  const saved = await keepOnDevice(page, token, { language: 'en', answers: answerValues(), position: 36 });
  await page.goto(`/survey/${token}`);
  await expect.poll(() => page.getByRole('button', { name: 'Submit Survey' }).isVisible()).toBe(true);
  // The screens' history entries follow the first paint by a moment, long before a person could
  // press Back; a Back sent within that moment would leave the page.
  await expect.poll(() => historyDepth(page)).toBe(38);
  return saved;
}

/**
 * Holds every request to `url` without an answer, as a network that lost it does. `sent` resolves
 * once the first one has left the page, so its wait has begun.
 */
async function neverAnswer(page: Page, url: string): Promise<{ sent: Promise<void> }> {
  let resolveSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => (resolveSent = resolve));
  await page.route(url, () => resolveSent());
  return { sent };
}

/** The server's answer to too many used, expired or unknown links from one network (countingBadLinks). */
const tooManyAttempts = (retryAfter?: string) => (route: Route) =>
  route.fulfill({
    status: 429,
    headers: retryAfter ? { 'retry-after': retryAfter } : {},
    json: { success: false, error: 'Too many attempts, please try again later', code: 'TOO_MANY_REQUESTS' },
  });

/**
 * Opens `token`, a link whose survey was sent, and expects '/' to say, in `language`, that its
 * answers arrived, and nothing of a link that is not valid, nor of asking for a new one.
 */
async function expectReceivedOnLogin(page: Page, token: string, language: SurveyLanguage) {
  await page.goto(`/survey/${token}`);
  await page.waitForURL((url) => url.pathname === '/');
  // Good news, not a warning: a status, which a screen reader says without interrupting.
  const notice = page.getByRole('status').filter({ hasText: SURVEY_RECEIVED[language] });
  await expect.poll(() => notice.isVisible()).toBe(true);
  expect(await notice.textContent()).toBe(SURVEY_RECEIVED[language]);
  expect(await notice.getAttribute('lang')).toBe(language);
  expect(await notice.getByRole('link').count()).toBe(0);
  expect(await page.getByText(LINK_INVALID[language]).count()).toBe(0);
  expect(await page.getByText(LINK_INVALID.en).count()).toBe(0);
}

/** Presses the browser's Back, which must leave the survey for the page opened before it (the demo). */
async function backLeavesSurvey(page: Page) {
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/demo');
}

/** Whether the page scrolls sideways: wider than the screen. */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const canvasText = async (page: Page) => (await canvasTexts(page)).join('\n');

/** How many lines each header cell of the table takes. */
const headerLines = (page: Page) =>
  page.locator('.score-chart__table thead th').evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    }),
  );

/**
 * The chart's category names (the axis labels, drawn in 11 px) stand apart from each other, tilted
 * as they are, and inside the chart's canvas: none cut off at its left edge.
 */
async function expectCategoryNamesApart(page: Page, where: string) {
  const names = (await drawnTexts(page)).filter((text) => /^11px /.test(text.font));
  expect(names.length, where).toBeGreaterThanOrEqual(8);
  expect(
    overlappingShapes(names).map(([a, b]) => `${a.text} over ${b.text}`),
    where,
  ).toEqual([]);
  const canvas = await page.locator('canvas').boundingBox();
  const outside = names.filter((name) => name.left < (canvas?.x ?? 0) - 0.5).map((name) => name.text);
  expect(outside, where).toEqual([]);
}

/**
 * Points at the bars, just above the axis, from left to right, until a tooltip shows: its title
 * (Chart.js draws it bold 12 px) is a category's name whole, where the axis breaks it in two.
 */
async function expectWholeNameInTooltip(page: Page, names: readonly string[], where: string) {
  const axisLabels = (await drawnTexts(page)).filter((text) => /^11px /.test(text.font));
  const canvas = page.locator('canvas');
  const { width } = (await canvas.boundingBox())!;
  // Above the axis, its ticks and the labels' tilt: inside any bar that is not tiny.
  const y = Math.min(...axisLabels.map((label) => label.topInCanvas)) - 20;
  const title = async () => (await drawnTexts(page)).find((text) => text.font.startsWith('bold 12px'))?.text;
  for (let x = 30; x < width && !(await title()); x += 6) await canvas.hover({ position: { x, y } });
  expect(names, where).toContain(await title());
  await page.mouse.move(0, 0);
}

/** Answers the whole demo in `language`, then asks for the results. */
async function demoResults(page: Page, language: SurveyLanguage) {
  await page.goto('/demo');
  await startByClicks(page, language);
  for (let i = 0; i < english.items.length; i++) await answerByClick(page, language, i);
  await page.getByRole('button', { name: uiTexts[language].showResults }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: uiTexts[language].demoResultsTitle }).isVisible())
    .toBe(true);
}

/**
 * The results' words that must not show in the other languages: the English category names
 * and the chart's English labels.
 */
const ENGLISH_RESULT_WORDS = [
  ...scaleNames('en'),
  'Scale',
  'Category',
  'US reference',
  'Medical Outcomes Study sample',
  'adults with chronic conditions',
  'bar chart',
  'Your scores',
  'Demo Survey Results',
];

/** The English category names as the chart draws them on its axis, a line at a time. */
const ENGLISH_AXIS_LINES = scaleNames('en').flatMap((name) => name.replace('/', '/ ').split(' '));

/** The legend's reference series and a category name, as a reader of each language expects them. */
const TRANSLATED: Record<Exclude<SurveyLanguage, 'en'>, { reference: string; firstScale: string; header: string }> = {
  vi: { reference: 'Tham chiếu Hoa Kỳ (RAND)', firstScale: 'Hoạt động thể chất', header: 'Lĩnh vực' },
  it: { reference: 'Riferimento USA (RAND)', firstScale: 'Funzionamento fisico', header: 'Categoria' },
  es: { reference: 'Referencia de EE. UU. (RAND)', firstScale: 'Función física', header: 'Categoría' },
  'zh-TW': { reference: '美國參考值（RAND）', firstScale: '身體功能', header: '類別' },
};

beforeAll(async () => {
  managerToken = await signInManager(WORLD.centerA);
  const me = await api<{ data: { center: string } }>('/api/v1/auth/me', { token: managerToken });
  centerId = me.data.center;
});

describe('participant survey', () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser(PHONE);
  });
  afterEach(() => s.close());

  it('takes a survey in English by keyboard, from the link to the thank-you, and closes the link', async () => {
    const { page } = s;
    const { participant: pidRow, token } = await newSurveyLink();
    await page.goto(`/survey/${token}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('ROMtrack Survey / RAND Short-Form 36');
    expect(await page.title()).toBe('ROMtrack Survey / RAND Short-Form 36');
    await startByKeyboard(page, 'English');
    expect(await surveyLanguage(page)).toBe('en');

    const values = answerValues();
    for (let i = 0; i < english.items.length; i++) {
      const item = english.items[i]!;
      await expect.poll(() => page.locator('.p-question-text').textContent()).toBe(item.text);
      expect(await progressText(page)).toBe(`Question ${i + 1} of 36`);
      // The tab's title says it too, as a screen reader announces on coming back to the tab.
      expect(await page.title()).toBe(`Question ${i + 1} of 36 - ROMtrack Survey / RAND Short-Form 36`);
      const bar = page.getByRole('progressbar', { name: 'Survey progress' });
      expect(await bar.getAttribute('aria-valuenow')).toBe(String(i + 1));
      // Focus is on the new question's legend, so a screen reader reads it.
      await expect.poll(() => focusedTag(page)).toBe('legend');
      const header = await page.locator('.p-section-header').count();
      expect(header, `item ${i + 1} header`).toBe([0, 1, 19, 20, 21, 31].includes(i) ? 0 : 1);
      await page.keyboard.press('Tab');
      expect(await focusedTag(page)).toBe('input:radio');
      const k = choice(i);
      if (k === 0) {
        await page.keyboard.press('Space');
      } else {
        // Arrow keys only move the selection (checking the option); Enter or Space confirms it.
        for (let step = 0; step < k; step++) await page.keyboard.press('ArrowDown');
        expect(await progressText(page)).toBe(`Question ${i + 1} of 36`);
        await page.keyboard.press(i % 2 === 0 ? 'Enter' : 'Space');
      }
    }

    await expect.poll(() => page.getByRole('heading', { name: 'All questions answered' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('ROMtrack Survey / RAND Short-Form 36');
    const consentLink = page.getByRole('link', { name: /Read the consent form/ });
    expect(await consentLink.getAttribute('href')).toBe('/consent/en');
    expect(await consentLink.getAttribute('target')).toBe('_blank');
    await page.keyboard.press('Tab');
    expect(await focusedTag(page)).toBe('input:checkbox');
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Submit Survey' }).focus();
    await page.keyboard.press('Enter');

    await expect.poll(() => page.getByRole('heading', { name: 'Thank you!' }).isVisible()).toBe(true);
    expect(await page.getByText('Your survey is now complete. You are all done.').isVisible()).toBe(true);
    expect(await storedProgress(page, token)).toBeNull();

    const after = await participant(pidRow.pid);
    expect(after).toMatchObject({ surveyCount: 1, surveyToken: null });
    const surveys = await api<{ data: { user: string; answers: number[]; consented: boolean; surveyNo: number }[] }>(
      `/api/v1/surveys?center=${centerId}`,
      { token: managerToken },
    );
    expect(surveys.data.find((x) => x.user === pidRow.id)).toMatchObject({
      answers: values,
      consented: true,
      surveyNo: 1,
    });

    // The link is used up: opened on another device, it sends the browser to '/', which says why:
    // its answers arrived.
    const other = await openBrowser(PHONE);
    try {
      await expectReceivedOnLogin(other.page, token, 'en');
    } finally {
      await other.close();
    }
  });

  it('shows the thank-you again, in the language chosen, when the tab reloads after a submit', async () => {
    const { page } = s;
    const { participant: pidRow, token } = await newSurveyLink();
    await keepOnDevice(page, token, { language: 'es', answers: answerValues(), position: 36 });
    await page.goto(`/survey/${token}`);
    await page.getByRole('button', { name: uiTexts.es.submit }).click();
    const thanks = page.getByRole('heading', { name: uiTexts.es.thankYouTitle });
    await expect.poll(() => thanks.isVisible()).toBe(true);
    expect(await participant(pidRow.pid)).toMatchObject({ surveyCount: 1 });
    // The survey gives its history entries back a moment after the thank-you shows; a reload
    // within that moment would keep them.
    await expect.poll(() => historyDepth(page)).toBe(0);

    const infoCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/users/surveys/')) infoCalls.push(request.url());
    });
    await page.reload();
    await expect.poll(() => thanks.isVisible()).toBe(true);
    expect(page.url()).toMatch(new RegExp(`/survey/${token}$`));
    expect(await page.getByText(uiTexts.es.thankYouText).isVisible()).toBe(true);
    expect(await page.locator('.p-thanks').getAttribute('lang')).toBe('es');
    // The page is in the survey's language, as before the reload; its English title says so.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ROMtrack Survey / RAND Short-Form 36');
    expect(await page.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en');
    expect(infoCalls).toEqual([]);
    expect(await storedProgress(page, token)).toBeNull();
    // No survey screen is left behind the thank-you: Back leaves the page.
    await backLeavesSurvey(page);
  });

  it('shows item 1 in each survey language, and switches language from the instructions', async () => {
    const { page } = s;
    const { token } = await newSurveyLink();
    await page.goto(`/survey/${token}`);
    for (const language of ['vi', 'it', 'es', 'zh-TW'] as const) {
      await startByClicks(page, language);
      expect(await surveyLanguage(page)).toBe(language);
      // Back to the instructions, back again to the language choice.
      await page.locator('.p-nav .p-btn--secondary').first().click();
      await page.locator('.p-nav .p-btn--secondary').first().click();
      await expect.poll(() => page.getByRole('heading', { name: 'Choose your language' }).isVisible()).toBe(true);
    }
  });

  it('comes back round to a question skipped with Next, says why, and then finishes', async () => {
    const { page } = s;
    const { token } = await newSurveyLink();
    await page.goto(`/survey/${token}`);
    await startByClicks(page, 'it');
    const note = page.locator('.p-skipped-note');
    await page.getByRole('button', { name: uiTexts.it.next }).click();
    await expect.poll(() => progressText(page)).toBe('Domanda 2 di 36');
    // Not yet gone past: question 2 has nothing after it answered.
    expect(await note.count()).toBe(0);
    for (let i = 1; i < 36; i++) await answerByClick(page, 'it', i);

    await expect.poll(() => progressText(page)).toBe('Domanda 1 di 36');
    // The note is the first thing in the question's legend, which takes the focus.
    const legend = page.locator('legend[data-step-focus]');
    await expect.poll(() => legend.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await note.textContent()).toBe(
      'Ha saltato questa domanda. Risponda per completare il questionario. Domande ancora senza risposta: 1.',
    );
    await answerByClick(page, 'it', 0);
    await expect.poll(() => page.getByRole('heading', { name: uiTexts.it.finishTitle }).isVisible()).toBe(true);
  });

  it("keeps every answer's box on a 320 px screen with the phone's text at twice its size", async () => {
    const { page } = s;
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/demo');
    // As a phone's largest text setting does: every rem doubles, the screen stays 320 px wide.
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    await startByClicks(page, 'en');
    await answerByClick(page, 'en', 0);
    // "Somewhat better now than one year ago": "Somewhat" alone was wider than its box.
    await expect.poll(() => progressText(page)).toBe('Question 2 of 36');
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      options: Array.from(document.querySelectorAll('.p-option'), (el) => el.getBoundingClientRect().right),
      words: Array.from(document.querySelectorAll('.p-option > span'), (el) => el.getBoundingClientRect().width),
    }));
    expect(widths.page).toBeLessThanOrEqual(320);
    expect(Math.max(...widths.options)).toBeLessThanOrEqual(320);
    // The spacing around an answer does not grow with the text: its words keep half the screen,
    // where a syllable fits whole (rem spacing left them 78 px, and broke "nhiều" as "nhiề|u").
    expect(Math.min(...widths.words)).toBeGreaterThanOrEqual(160);
  });

  it('keeps the answers and the position through a reload', async () => {
    const { page } = s;
    const { token } = await newSurveyLink();
    await page.goto(`/survey/${token}`);
    await startByClicks(page, 'es');
    const spanish = questionnaires.es;
    for (let i = 0; i < 5; i++) await answerByClick(page, 'es', i);
    await expect.poll(() => progressText(page)).toBe('Pregunta 6 de 36');

    await page.reload();
    await expect.poll(() => progressText(page)).toBe('Pregunta 6 de 36');
    // The tab's title names the question the survey came back to, in the participant's language.
    expect(await page.title()).toBe('Pregunta 6 de 36 - ROMtrack Survey / RAND Short-Form 36');
    expect(await page.locator('.p-question-text').textContent()).toBe(spanish.items[5]?.text);
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect.poll(() => progressText(page)).toBe('Pregunta 5 de 36');
    expect(await page.title()).toBe('Pregunta 5 de 36 - ROMtrack Survey / RAND Short-Form 36');
    const chosen = spanish.items[4]?.options[choice(4)];
    expect(await page.getByRole('radio', { name: chosen?.text, exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
  });

  it("steps back and on with the browser's Back and Forward as with the page's own, and leaves only from the language choice", async () => {
    const { page } = s;
    const { token } = await newSurveyLink();
    await page.goto('/demo');
    await page.goto(`/survey/${token}`);
    await startByClicks(page, 'en');
    for (let i = 0; i < 3; i++) await answerByClick(page, 'en', i);
    await expect.poll(() => progressText(page)).toBe('Question 4 of 36');

    // Back three times in a row, as to correct an answer: a question at a time, its answer kept.
    for (const n of [3, 2, 1]) {
      await page.goBack();
      await expect.poll(() => progressText(page)).toBe(`Question ${n} of 36`);
    }
    const kept = english.items[0]!.options[choice(0)]!.text;
    expect(await page.getByRole('radio', { name: kept, exact: true }).isChecked()).toBe(true);
    await expect.poll(() => focusedTag(page)).toBe('legend');
    await page.goForward();
    await expect.poll(() => progressText(page)).toBe('Question 2 of 36');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => progressText(page)).toBe('Question 1 of 36');

    // A new answer goes on to the first question not answered yet; Back still steps one back.
    await answerByClick(page, 'en', 0, 0);
    await expect.poll(() => progressText(page)).toBe('Question 4 of 36');
    for (const n of [3, 2, 1]) {
      await page.goBack();
      await expect.poll(() => progressText(page)).toBe(`Question ${n} of 36`);
    }
    await page.goBack();
    await expect.poll(() => page.getByRole('heading', { name: uiTexts.en.instructionsTitle }).isVisible()).toBe(true);
    await page.goBack();
    await expect.poll(() => page.getByRole('heading', { name: 'Choose your language' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/survey/${token}`);
    // The answers stay on the device, the first one changed.
    expect((await restoredProgress(page, token))?.answers.slice(0, 4)).toEqual([
      english.items[0]!.options[0]!.value,
      ...answerValues().slice(1, 3),
      null,
    ]);
    // Only now does Back leave the survey.
    await backLeavesSurvey(page);
  });

  it('changes the language on a question by keyboard alone, keeping the answers and the place, through Back and a reload', async () => {
    const { page } = s;
    const vietnamese = questionnaires.vi;
    const { token } = await newSurveyLink();
    await page.goto(`/survey/${token}`);
    // The first screen is the language choice itself: no second way to it there.
    await expect.poll(() => page.getByRole('heading', { name: 'Choose your language' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: uiTexts.en.changeLanguage }).count()).toBe(0);
    await startByKeyboard(page, 'English');
    // Questions 1 to 3: Tab from the question to its first answer, Space chooses it and moves on.
    for (let i = 0; i < 3; i++) {
      await expect.poll(() => page.locator('.p-question-text').textContent()).toBe(english.items[i]!.text);
      await expect.poll(() => focusedTag(page)).toBe('legend');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
    }
    // Question 4: an arrow key chooses its second answer without moving on.
    await expect.poll(() => progressText(page)).toBe('Question 4 of 36');
    await expect.poll(() => focusedTag(page)).toBe('legend');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    const kept = vietnamese.items[3]!.options[1]!;
    expect(await historyDepth(page)).toBe(5);

    // Back from the answers to the button, which opens the list; Escape closes it again.
    await page.keyboard.press('Shift+Tab');
    const toggle = page.getByRole('button', { name: uiTexts.en.changeLanguage });
    await expect.poll(() => isFocused(toggle)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(toggle)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // Each language in its own, the one shown marked as current.
    const englishOption = page.getByRole('button', { name: 'English', exact: true });
    expect(await isFocused(englishOption)).toBe(true);
    expect(await englishOption.getAttribute('aria-current')).toBe('true');
    await page.keyboard.press('Tab');
    const vietnameseOption = page.getByRole('button', { name: vietnamese.nativeName, exact: true });
    expect(await isFocused(vietnameseOption)).toBe(true);
    expect(await vietnameseOption.getAttribute('lang')).toBe('vi');
    await page.keyboard.press('Enter');

    // The same question in Vietnamese, its answer kept, read from its start as a new screen is.
    await expect.poll(() => progressText(page)).toBe('Câu hỏi 4 trên 36');
    expect(await page.locator('.p-question-text').textContent()).toBe(vietnamese.items[3]!.text);
    await expect.poll(() => focusedTag(page)).toBe('legend');
    expect(await page.getByRole('radio', { name: kept.text, exact: true }).isChecked()).toBe(true);
    expect(await surveyLanguage(page)).toBe('vi');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    expect(await page.title()).toBe('Câu hỏi 4 trên 36 - ROMtrack Survey / RAND Short-Form 36');
    const vietnameseToggle = page.getByRole('button', { name: uiTexts.vi.changeLanguage });
    expect(await vietnameseToggle.getAttribute('aria-expanded')).toBe('false');
    // Not a step of its own: the screen's entry is relabelled, none added.
    expect(await historyDepth(page)).toBe(5);

    // On by keyboard: Space confirms the kept answer, then question 5.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => progressText(page)).toBe('Câu hỏi 5 trên 36');
    await expect.poll(() => focusedTag(page)).toBe('legend');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => progressText(page)).toBe('Câu hỏi 6 trên 36');

    await page.reload();
    await expect.poll(() => progressText(page)).toBe('Câu hỏi 6 trên 36');
    expect(await page.locator('.p-question-text').textContent()).toBe(vietnamese.items[5]!.text);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    expect(await restoredProgress(page, token)).toMatchObject({ language: 'vi', position: 5 });

    // The browser's Back steps through the questions in Vietnamese, those answered in English too,
    // never back to English.
    for (const n of [5, 4, 3]) {
      await page.goBack();
      await expect.poll(() => progressText(page)).toBe(`Câu hỏi ${n} trên 36`);
      expect(await page.locator('.p-question-text').textContent()).toBe(vietnamese.items[n - 1]!.text);
    }
    expect(await surveyLanguage(page)).toBe('vi');
    const third = vietnamese.items[2]!.options[0]!.text;
    expect(await page.getByRole('radio', { name: third, exact: true }).isChecked()).toBe(true);
    await page.goForward();
    await expect.poll(() => progressText(page)).toBe('Câu hỏi 4 trên 36');
    expect(await page.getByRole('radio', { name: kept.text, exact: true }).isChecked()).toBe(true);
    expect((await restoredProgress(page, token))?.answers.slice(0, 6)).toEqual([
      ...[0, 1, 2].map((i) => english.items[i]!.options[0]!.value),
      kept.value,
      english.items[4]!.options[0]!.value,
      null,
    ]);
  });

  it('fits the language switch on a 360 px phone without moving the question, in the demo', async () => {
    const { page } = s;
    await page.goto('/demo');
    await page.getByRole('button', { name: 'English' }).click();
    // On the instructions too.
    await expect.poll(() => page.getByRole('heading', { name: uiTexts.en.instructionsTitle }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: uiTexts.en.changeLanguage }).isVisible()).toBe(true);
    await page.getByRole('button', { name: uiTexts.en.start }).click();
    await answerByClick(page, 'en', 0);
    await expect.poll(() => progressText(page)).toBe('Question 2 of 36');
    const before = await page.locator('.p-question').boundingBox();

    await page.getByRole('button', { name: uiTexts.en.changeLanguage }).click();
    for (const language of ['en', 'vi', 'it', 'es', 'zh-TW'] as const) {
      const option = page.getByRole('button', { name: questionnaires[language].nativeName, exact: true });
      expect(await option.getAttribute('lang')).toBe(language);
    }
    expect(await overflowsSideways(page)).toBe(false);
    await page.getByRole('button', { name: questionnaires['zh-TW'].nativeName, exact: true }).click();
    await expect.poll(() => progressText(page)).toBe('第 2 題，共 36 題');
    expect(await page.locator('.p-question-text').textContent()).toBe(questionnaires['zh-TW'].items[1]!.text);
    expect(await overflowsSideways(page)).toBe(false);
    const after = await page.locator('.p-question').boundingBox();
    expect({ x: after?.x, width: after?.width }).toEqual({ x: before?.x, width: before?.width });
    const rightEdges = await page
      .locator('.p-language-switch__toggle, .p-option')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
    expect(Math.max(...rightEdges)).toBeLessThanOrEqual(PHONE.width);
    // Back to English, downloaded already: the question, now in English, takes the focus all the same.
    await page.getByRole('button', { name: uiTexts['zh-TW'].changeLanguage }).click();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect.poll(() => progressText(page)).toBe('Question 2 of 36');
    await expect.poll(() => focusedTag(page)).toBe('legend');
    expect(await page.title()).toBe('Question 2 of 36 - ROMtrack Survey / RAND Short-Form 36');
    // With the phone's text at twice its size, still nothing wider than the screen.
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    await page.getByRole('button', { name: uiTexts.en.changeLanguage }).click();
    expect(await overflowsSideways(page)).toBe(false);
  });

  it('keeps the consent tick on the finish screen through a change of language, its link then in the new one', async () => {
    const { page } = s;
    const { token } = await newSurveyLink();
    await openOnSubmitScreen(page, token);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: uiTexts.en.changeLanguage }).click();
    await page.getByRole('button', { name: questionnaires.es.nativeName, exact: true }).click();
    const heading = page.getByRole('heading', { name: uiTexts.es.finishTitle });
    await expect.poll(() => isFocused(heading)).toBe(true);
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    expect(await page.getByRole('link', { name: uiTexts.es.consentLink }).getAttribute('href')).toBe('/consent/es');
    expect(await page.getByRole('button', { name: uiTexts.es.submit }).isVisible()).toBe(true);
    expect(await restoredProgress(page, token)).toMatchObject({ language: 'es', consented: true, position: 36 });
    expect(await historyDepth(page)).toBe(38);
  });

  it('takes a slow double tap on an answer as one answer, not also the next question unseen', async () => {
    const { page } = s;
    const { token } = await newSurveyLink();
    await page.goto(`/survey/${token}`);
    await startByClicks(page, 'en');
    await page.waitForTimeout(SETTLE_MS);
    // The middle option, "Good": one of question 2's options takes its place.
    const box = await page.locator('.p-option').nth(2).boundingBox();
    const [x, y] = [box!.x + box!.width / 2, box!.y + box!.height / 2];
    await page.mouse.click(x, y);
    // The second tap lands where the first did, just after question 2 has taken the place of 1.
    await expect.poll(() => progressText(page)).toBe('Question 2 of 36');
    // (On an option of question 2, or the test would prove nothing.)
    expect(await page.evaluate(([px, py]) => !!document.elementFromPoint(px!, py!)?.closest('.p-option'), [x, y])).toBe(
      true,
    );
    await page.mouse.click(x, y);
    await page.waitForTimeout(SETTLE_MS + 300);
    expect(await progressText(page)).toBe('Question 2 of 36');
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);
    // Read, then tapped: that answers it.
    await tapAnswer(page, english.items[1]!.options[0]!.text);
    await expect.poll(() => progressText(page)).toBe('Question 3 of 36');
  });

  it('runs the demo from the first question to the chart, sending nothing', async () => {
    const { page } = s;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    await page.goto('/demo');
    await startByClicks(page, 'en');
    for (let i = 0; i < english.items.length; i++) await answerByClick(page, 'en', i);
    await page.getByRole('button', { name: 'Show my results' }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Demo Survey Results' }).isVisible()).toBe(true);
    const chart = page.getByRole('img', { name: /^Demo Survey Results: bar chart/ });
    await expect.poll(() => chart.isVisible()).toBe(true);
    expect(await page.locator('canvas').count()).toBe(1);
    expect(await page.getByText(/RAND Medical Outcomes Study/).isVisible()).toBe(true);

    const expected = scoreAnswers(answerValues()).display;
    const table = page.getByRole('table', { name: 'Demo Survey Results' });
    expect(await table.locator('thead th').allTextContents()).toEqual([
      'Category',
      'Your scores',
      'US reference (RAND)',
    ]);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent ?? '')));
    expect(rows).toEqual(SCALES.map((scale, i) => [scale.label, String(expected[i]), String(scale.referenceMean)]));

    // Start again, by keyboard: the focus goes to the first screen's heading, not to the page's
    // body, from where a keyboard or a screen reader would start again at the top.
    await page.getByRole('button', { name: 'Start again' }).focus();
    await page.keyboard.press('Enter');
    const choose = page.getByRole('heading', { name: 'Choose your language' });
    await expect.poll(() => isFocused(choose)).toBe(true);
    expect(posts).toEqual([]);
  });

  it("shows the survey's consent choice at the end of the demo, its text in the chosen language, and keeps it nowhere", async () => {
    const { page, context } = s;
    const posts: string[] = [];
    context.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url());
    });
    await page.goto('/demo');
    await startByClicks(page, 'es');
    for (let i = 0; i < english.items.length; i++) await answerByClick(page, 'es', i);

    // The last screen a participant will see in the real survey: the box, the link, the note.
    const box = page.getByRole('checkbox', { name: uiTexts.es.consentLabel });
    await expect.poll(() => box.isVisible()).toBe(true);
    expect(await box.isChecked()).toBe(false);
    expect(await page.getByText(uiTexts.es.consentOptional).isVisible()).toBe(true);
    const link = page.getByRole('link', { name: uiTexts.es.consentLink });
    expect(await link.getAttribute('href')).toBe('/consent/es');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await seriousViolations(page)).toEqual([]);

    // The consent text opens beside the demo, in Spanish, and the demo stays where it was.
    const [consent] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect
      .poll(() => consent.getByRole('heading', { level: 1 }).textContent())
      .toBe('Consentimiento para compartir información de salud desidentificada');
    await consent.close();
    await box.check();
    expect(await box.isChecked()).toBe(true);

    await page.getByRole('button', { name: uiTexts.es.showResults }).click();
    await expect.poll(() => page.getByRole('heading', { name: uiTexts.es.demoResultsTitle }).isVisible()).toBe(true);
    expect(posts).toEqual([]);
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  });

  it("opens the demo of a center in the EU region from its manager's dashboard with the EU consent text", async () => {
    const { page, context } = s;
    // Ridge Center's consent region is 'eu' (support/global-setup.ts).
    await signInWithToken(page, await signInManager(WORLD.centerB));
    await page.goto('/manager');
    // The dashboard's card and the menu's link alike (on a phone, the menu's is folded away).
    const demoLinks = page.locator('a[href^="/demo"]');
    await expect.poll(async () => (await demoLinks.count()) >= 2).toBe(true);
    await expect
      .poll(async () => [...new Set(await demoLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))])
      .toEqual(['/demo?region=eu']);

    const [demo] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('a[href^="/demo"]:visible').first().click(),
    ]);
    await startByClicks(demo, 'it');
    for (let i = 0; i < english.items.length; i++) await answerByClick(demo, 'it', i);
    const link = demo.getByRole('link', { name: uiTexts.it.consentLink });
    await expect.poll(() => link.getAttribute('href')).toBe('/consent/it?region=eu');
    await demo.close();
  });

  it('says under the instructions until when the link can be used, on the participant’s clock, in their language', async () => {
    const inHanoi = await openBrowser({ width: 360, height: 740 }, { timezoneId: 'Asia/Ho_Chi_Minh' });
    try {
      const { page } = inHanoi;
      const { token } = await newSurveyLink();
      const info = await api<{ data: { expiresAt: string } }>(`/api/v1/users/surveys/${token}`);
      expect(Date.parse(info.data.expiresAt) - Date.now()).toBeGreaterThan(SURVEY_LINK_TTL_MS - 60_000);
      await page.goto(`/survey/${token}`);
      await page.getByRole('button', { name: questionnaires.vi.nativeName }).click();
      await expect.poll(() => page.getByRole('heading', { name: uiTexts.vi.instructionsTitle }).isVisible()).toBe(true);
      // The moment the server gave, as Vietnamese writes it, seven hours ahead of UTC.
      const [hanoi, utc] = await page.evaluate(
        (iso) =>
          ['Asia/Ho_Chi_Minh', 'UTC'].map((timeZone) =>
            new Intl.DateTimeFormat('vi', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso)),
          ),
        info.data.expiresAt,
      );
      expect(hanoi).not.toBe(utc);
      const note = uiTexts.vi.linkValidUntil.replace('{until}', hanoi!);
      expect(await page.getByText(note, { exact: true }).isVisible()).toBe(true);
      // The demo has no link, and says only that nothing is kept.
      await page.goto('/demo');
      await page.getByRole('button', { name: questionnaires.vi.nativeName }).click();
      await expect.poll(() => page.getByText(uiTexts.vi.demoNotice).isVisible()).toBe(true);
      expect(await page.getByText(uiTexts.vi.linkValidUntil.split('{until}')[0]!).count()).toBe(0);
    } finally {
      await inHanoi.close();
    }
  });

  it('says so when the language chosen cannot be downloaded, and loads it on Try again', async () => {
    const { page } = s;
    const { token } = await newSurveyLink();
    // The connection drops as the participant chooses Vietnamese: its questions do not arrive.
    await page.route('**/assets/vi-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto(`/survey/${token}`);
    await page.getByRole('button', { name: questionnaires.vi.nativeName }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(uiTexts.vi.loadFailed);
    const tryAgain = page.getByRole('button', { name: uiTexts.vi.tryAgain });
    // The focus is on Try again, so Enter asks again.
    await expect.poll(() => tryAgain.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.unroute('**/assets/vi-*.js');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: uiTexts.vi.instructionsTitle }).isVisible()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it("says so when the demo's chart cannot be downloaded, and draws it on Try again", async () => {
    const { page } = s;
    // The connection drops as the results open: the chart's code does not arrive.
    await page.route('**/assets/results-chart-*.js', (route) => route.abort('internetdisconnected'));
    await demoResults(page, 'it');
    const alert = page.getByRole('alert').filter({ hasText: uiTexts.it.partLoadFailed });
    await expect.poll(() => alert.isVisible()).toBe(true);
    // The rest of the page stays: the results' title and the way to start again.
    expect(await page.getByRole('heading', { name: uiTexts.it.demoResultsTitle }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: uiTexts.it.startAgain }).isVisible()).toBe(true);

    await page.unroute('**/assets/results-chart-*.js');
    await page.getByRole('button', { name: uiTexts.it.tryAgain }).click();
    await expect.poll(() => page.locator('canvas').count()).toBe(1);
    expect(await alert.count()).toBe(0);
  });

  it('says so when the consent text cannot be downloaded, in its language, and shows it on Try again', async () => {
    const { page } = s;
    await page.route('**/assets/consent-page-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/consent/es');
    const alert = page.getByRole('alert').filter({ hasText: uiTexts.es.partLoadFailed });
    await expect.poll(() => alert.isVisible()).toBe(true);

    await page.unroute('**/assets/consent-page-*.js');
    await page.getByRole('button', { name: uiTexts.es.tryAgain }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Consentimiento para compartir información de salud desidentificada');
    expect(await alert.count()).toBe(0);
  });

  it('writes scores of 100 over their bars clear of the legend, and the category names apart, on a laptop and on a 320 px phone', async () => {
    const { page } = s;
    await recordCanvasText(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/demo');
      await startByClicks(page, 'en');
      // The last answer of every question (not limited, no problems): three categories at 100.
      for (const [i, item] of english.items.entries()) await answerByClick(page, 'en', i, item.options.length - 1);
      await page.getByRole('button', { name: 'Show my results' }).click();
      const table = page.getByRole('table', { name: 'Demo Survey Results' });
      await expect
        .poll(async () => (await table.locator('tbody td:nth-child(2)').allTextContents()).join())
        .toMatch(/^100,100,100,/);

      const legend = [uiTexts.en.yourScores, 'US reference (RAND)'];
      const shown = async () =>
        (await drawnTexts(page)).filter((text) => text.font.startsWith('bold 10px') || legend.includes(text.text));
      await expect.poll(async () => (await shown()).filter((text) => text.text === '100').length).toBe(3);
      const overlaps = overlappingTexts(await shown()).map(([a, b]) => `${a.text} over ${b.text}`);
      expect(overlaps, `at ${width} px`).toEqual([]);
      await expectCategoryNamesApart(page, `at ${width} px`);
      await saveScreenshot(page, `demo-results-at-100-${width}`);
    }
  });

  it.each(['vi', 'it', 'es', 'zh-TW'] as const)(
    'shows the demo results wholly in %s, on a 360 px phone without sideways scrolling',
    async (language) => {
      const { page } = s;
      const words = TRANSLATED[language];
      await recordCanvasText(page);
      // No entry animation: the last picture drawn is the one that stays.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await demoResults(page, language);
      const title = uiTexts[language].demoResultsTitle;
      const chart = page.getByRole('img', { name: new RegExp(`^${escapeRegExp(title)}`) });
      await expect.poll(() => chart.isVisible()).toBe(true);
      await saveScreenshot(page, `demo-results-${language}`, { fullPage: true });

      // The table: translated header and category names, the same numbers.
      const table = page.getByRole('table', { name: title });
      expect(await table.locator('thead th').allTextContents()).toEqual([
        words.header,
        uiTexts[language].yourScores,
        words.reference,
      ]);
      const names = await table.locator('tbody th').allTextContents();
      expect(names).toEqual(scaleNames(language));
      expect(names[0]).toBe(words.firstScale);
      const expected = scoreAnswers(answerValues()).display;
      expect(await table.locator('tbody td:nth-child(2)').allTextContents()).toEqual(expected.map(String));

      // The chart: legend and axis labels (drawn on the canvas), its name and the footnote.
      await expect.poll(() => canvasText(page)).toContain(words.reference);
      const drawn = await canvasText(page);
      expect(drawn).toContain(uiTexts[language].yourScores);
      for (const name of scaleNames(language)) {
        // Axis labels are drawn in two lines at most, broken at a space or after a slash.
        for (const part of name.replace('/', '/ ').split(' ')) expect(drawn, name).toContain(part);
      }
      expect(await page.locator('figcaption').textContent()).toMatch(new RegExp(`^${escapeRegExp(words.reference)}`));
      // Every score and reference mean of the table is written above its bar, none over another.
      const numbers = (await table.locator('tbody td').allTextContents()).filter((text) => Number(text) > 4).sort();
      const valueLabels = async () => (await drawnTexts(page)).filter((text) => text.font.startsWith('bold 10px'));
      await expect.poll(async () => (await valueLabels()).map((label) => label.text).sort()).toEqual(numbers);
      expect(overlappingTexts(await valueLabels()).map(([a, b]) => `${a.text} over ${b.text}`)).toEqual([]);
      await expectCategoryNamesApart(page, language);
      await expectWholeNameInTooltip(page, scaleNames(language), language);

      // No English left anywhere in the results, on the page or on the canvas.
      const results = page.locator('main section');
      const shown = [await results.innerText(), (await chart.getAttribute('aria-label')) ?? '', drawn].join('\n');
      for (const word of ENGLISH_RESULT_WORDS) expect(shown, `English "${word}" in ${language}`).not.toContain(word);
      const drawnLines = drawn.split('\n');
      for (const part of ENGLISH_AXIS_LINES) expect(drawnLines, `English axis label "${part}"`).not.toContain(part);

      // A 360 px phone: nothing wider than the screen (the table fits its box, so no column hides
      // behind a scroll either), and no header stacked a character per line.
      expect(await overflowsSideways(page)).toBe(false);
      const box = page.locator('.score-chart__table-box');
      expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      for (const count of await headerLines(page)) expect(count).toBeLessThanOrEqual(3);
    },
  );

  it('says so when the link stops working before submit, and removes its answers from the device', async () => {
    const { page } = s;
    const { participant: pidRow, token } = await newSurveyLink();
    await openOnSubmitScreen(page, token);
    // The browser's Back leads to the last question, as on a survey answered in this tab.
    await page.goBack();
    await expect.poll(() => progressText(page)).toBe('Question 36 of 36');
    await page.getByRole('button', { name: 'Next' }).click();

    // A new link replaces the open one while the participant is on the last screen.
    await openSurveyLink(pidRow.id, managerToken);
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/^This survey link is no longer valid/);
    // Focus moves to the screen's heading, off the Submit button that has gone; it says the answers
    // did not arrive, not that all the questions were answered.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(uiTexts.en.notSentTitle);
    expect(await page.getByRole('heading', { name: uiTexts.en.finishTitle }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Submit Survey' }).count()).toBe(0);
    // Nothing is left to change or send: no consent box, no 'submit your survey now'.
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.getByText(uiTexts.en.finishText).count()).toBe(0);
    // They can never be sent (a new link has its own answers), so they do not stay on a shared device.
    expect(await storedProgress(page, token)).toBeNull();
    expect(await participant(pidRow.pid)).toMatchObject({ surveyCount: 0 });
    // Nor do they come back on Back: it leaves the page.
    await backLeavesSurvey(page);
    expect(await storedProgress(page, token)).toBeNull();
  });

  it('keeps the answers when a submit fails on the way, and sends them on the next try', async () => {
    const { page } = s;
    const { participant: pidRow, token } = await newSurveyLink();
    const saved = await openOnSubmitScreen(page, token);

    // The connection drops as the answers are sent, a moment after they leave.
    const submitUrl = `**/api/v1/surveys/${token}`;
    await page.route(submitUrl, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.abort('internetdisconnected');
    });
    const submit = page.getByRole('button', { name: 'Submit Survey' });
    await submit.focus();
    await page.keyboard.press('Enter');
    const sending = page.getByRole('button', { name: uiTexts.en.submitting });
    await expect.poll(() => sending.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(uiTexts.en.submitFailed);
    // The keyboard focus stayed on the button all along, ready for the next try.
    expect(await isFocused(submit)).toBe(true);
    expect(await restoredProgress(page, token)).toEqual(saved);
    expect(await participant(pidRow.pid)).toMatchObject({ surveyCount: 0 });

    await page.unroute(submitUrl);
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Thank you!' }).isVisible()).toBe(true);
    expect(await storedProgress(page, token)).toBeNull();
    expect(await participant(pidRow.pid)).toMatchObject({ surveyCount: 1 });
  });

  it('says the answers arrived when they were stored but the answer to the phone was lost, on the next try and on a reload', async () => {
    const { page } = s;
    const { participant: pidRow, token } = await newSurveyLink();
    await openOnSubmitScreen(page, token);
    // The answers reach the server, and the connection drops before its answer reaches the phone.
    const submitUrl = `**/api/v1/surveys/${token}`;
    await page.route(submitUrl, async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(uiTexts.en.submitFailed);
    expect(await participant(pidRow.pid)).toMatchObject({ surveyCount: 1 });
    // Trying again is told they arrived: the thank-you, not "no longer valid" (which would have the
    // participant ask for a new link and answer again), and no second survey.
    await page.unroute(submitUrl);
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await expect.poll(() => page.getByRole('heading', { name: uiTexts.en.thankYouTitle }).isVisible()).toBe(true);
    expect(await page.getByText(uiTexts.en.linkInvalid).count()).toBe(0);
    expect(await storedProgress(page, token)).toBeNull();
    expect(await participant(pidRow.pid)).toMatchObject({ surveyCount: 1 });

    // Reloading instead: the link no longer opens, but this phone holds the answers it sent, in
    // Vietnamese. It sends them again, hears they arrived, and says thank you in Vietnamese.
    const reloaded = await newSurveyLink();
    const answers = answerValues();
    await api(`/api/v1/surveys/${reloaded.token}`, { body: { answers, consented: false, language: 'vi' } });
    await keepOnDevice(page, reloaded.token, { language: 'vi', answers, position: 36 });
    await page.goto(`/survey/${reloaded.token}`);
    const thanks = page.getByRole('heading', { name: uiTexts.vi.thankYouTitle });
    await expect.poll(() => thanks.isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/survey/${reloaded.token}`);
    expect(await storedProgress(page, reloaded.token)).toBeNull();
    expect(await participant(reloaded.participant.pid)).toMatchObject({ surveyCount: 1 });
    // And a reload after that thank-you shows it again, as after any submit in this tab.
    await page.reload();
    await expect.poll(() => thanks.isVisible()).toBe(true);

    // Finished answers for a link replaced before they were sent did not arrive: that link goes
    // to / as any used link, and nothing is stored through it.
    const replaced = await newSurveyLink();
    await keepOnDevice(page, replaced.token, { language: 'en', answers, position: 36 });
    await openSurveyLink(replaced.participant.id, managerToken);
    await page.goto(`/survey/${replaced.token}`);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText(uiTexts.en.linkInvalid).isVisible()).toBe(true);
    expect(await storedProgress(page, replaced.token)).toBeNull();
    expect(await participant(replaced.participant.pid)).toMatchObject({ surveyCount: 0 });
  });

  it('a link opened again after its survey was sent says on / that the answers arrived, in the phone’s language, asking for no new link', async () => {
    const spanishPhone = await openBrowser(PHONE, { locale: 'es-ES' });
    let otherBrowser: BrowserSession | null = null;
    try {
      const { page, context } = spanishPhone;
      const { participant: pidRow, token } = await newSurveyLink();
      await keepOnDevice(page, token, { language: 'es', answers: answerValues(), position: 36 });
      await page.goto(`/survey/${token}`);
      await page.getByRole('button', { name: uiTexts.es.submit }).click();
      await expect.poll(() => page.getByRole('heading', { name: uiTexts.es.thankYouTitle }).isVisible()).toBe(true);

      // The participant taps the message's link again: a new tab, which knows nothing of the first.
      const tab = await context.newPage();
      await expectReceivedOnLogin(tab, token, 'es');
      expect(await seriousViolations(tab)).toEqual([]);
      await saveScreenshot(tab, 'survey-link-received');
      // Or the message app opens it in another browser, with nothing of this one's storage.
      otherBrowser = await openBrowser(PHONE, { locale: 'es-ES' });
      await expectReceivedOnLogin(otherBrowser.page, token, 'es');
      // Nothing was answered or stored a second time.
      expect(await participant(pidRow.pid)).toMatchObject({ surveyCount: 1, surveyToken: null });

      // A made-up link is not valid, as before: only the link's holder hears of its survey.
      await otherBrowser.page.goto(`/survey/${'B'.repeat(43)}`);
      await otherBrowser.page.waitForURL((url) => url.pathname === '/');
      const invalid = otherBrowser.page.getByRole('alert').filter({ hasText: LINK_INVALID.es });
      await expect.poll(() => invalid.textContent()).toBe(LINK_INVALID.es);
      expect(await otherBrowser.page.getByText(SURVEY_RECEIVED.es).count()).toBe(0);
    } finally {
      await otherBrowser?.close();
      await spanishPhone.close();
    }

    // An English phone that holds answers begun in Vietnamese on this link, finished elsewhere: the
    // notice is in the language chosen on the link, and the answers leave the device.
    const { page } = s;
    const { token } = await newSurveyLink();
    await api(`/api/v1/surveys/${token}`, { body: { answers: answerValues(), consented: true, language: 'vi' } });
    await keepOnDevice(page, token, {
      language: 'vi',
      answers: answerValues().map((v, i) => (i < 5 ? v : null)),
      position: 5,
    });
    await expectReceivedOnLogin(page, token, 'vi');
    expect(await storedProgress(page, token)).toBeNull();
  });

  it('gives up on a submit that gets no answer, says the answers could not be sent, and sends them on the next tap', async () => {
    const { page } = s;
    const { participant: pidRow, token } = await newSurveyLink();
    // The page's clock, moved on by the test: the wait is long, as a slow phone network needs.
    await page.clock.install();
    const saved = await openOnSubmitScreen(page, token);

    // The answers leave, and nothing ever comes back (the phone changed network on the way).
    const submitUrl = `**/api/v1/surveys/${token}`;
    const { sent } = await neverAnswer(page, submitUrl);
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await sent;
    const sending = page.getByRole('button', { name: uiTexts.en.submitting });
    await page.clock.fastForward(SUBMIT_TIMEOUT_MS - 1000);
    // Still given its time: a slow network is not a lost request.
    expect(await sending.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('alert').textContent()).toBe('');

    await page.clock.fastForward(2000);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(uiTexts.en.submitFailed);
    const submit = page.getByRole('button', { name: 'Submit Survey' });
    expect(await submit.getAttribute('aria-disabled')).toBe('false');
    expect(await restoredProgress(page, token)).toEqual(saved);

    // The button works again: the next tap sends the same answers.
    await page.unroute(submitUrl);
    await submit.click();
    await expect.poll(() => page.getByRole('heading', { name: 'Thank you!' }).isVisible()).toBe(true);
    expect(await participant(pidRow.pid)).toMatchObject({ surveyCount: 1 });
  });

  it('says to wait, not to check the connection, when a submit is refused for too many attempts from the network, and keeps the answers', async () => {
    const { page } = s;
    const { participant: pidRow, token } = await newSurveyLink();
    const saved = await keepOnDevice(page, token, { language: 'it', answers: answerValues(), position: 36 });
    await page.goto(`/survey/${token}`);
    // Other devices on the clinic's network opened used and expired links: the server refuses
    // links from it for two minutes more.
    const submitUrl = `**/api/v1/surveys/${token}`;
    await page.route(submitUrl, tooManyAttempts('120'));
    await page.getByRole('button', { name: uiTexts.it.submit }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Troppi tentativi da questa rete. Attenda 2 minuti e riprovi.');
    // It passes with time: the answers stay, and so does the way to send them.
    expect(await restoredProgress(page, token)).toEqual(saved);
    expect(await participant(pidRow.pid)).toMatchObject({ surveyCount: 0 });

    await page.unroute(submitUrl);
    await page.getByRole('button', { name: uiTexts.it.submit }).click();
    await expect.poll(() => page.getByRole('heading', { name: uiTexts.it.thankYouTitle }).isVisible()).toBe(true);
    expect(await participant(pidRow.pid)).toMatchObject({ surveyCount: 1 });
  });

  it('says the answers were not accepted, not to check the connection, when the server refuses them, and keeps them', async () => {
    const { page } = s;
    const { participant: pidRow, token } = await newSurveyLink();
    const saved = await openOnSubmitScreen(page, token);
    // Answers the server cannot take (a device's saved answers altered, a page older than the
    // survey's rules): the same ones sent again would be refused again.
    const submitUrl = `**/api/v1/surveys/${token}`;
    await page.route(submitUrl, (route) =>
      route.fulfill({ status: 400, json: { success: false, error: 'Answer 3 must be 1 to 3', code: 'BAD_REQUEST' } }),
    );
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(uiTexts.en.submitRefused);
    expect(await page.getByText(uiTexts.en.submitFailed).count()).toBe(0);
    // Kept for whoever helps, and the button still works.
    expect(await restoredProgress(page, token)).toEqual(saved);
    expect(await participant(pidRow.pid)).toMatchObject({ surveyCount: 0 });
    expect(await page.getByRole('button', { name: 'Submit Survey' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('shows the page frame with "Loading…" in every survey language while its code downloads', async () => {
    const { page } = s;
    const { token } = await newSurveyLink();
    // A slow phone network: the page's code arrives late.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/participant-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/survey/${token}`, { waitUntil: 'commit' });
    const frame = page.locator('.p-loading');
    await expect.poll(() => frame.isVisible()).toBe(true);
    expect(await frame.locator('[lang="vi"]').textContent()).toBe(uiTexts.vi.loading);
    expect(await frame.locator('[lang="zh-TW"]').textContent()).toBe(uiTexts['zh-TW'].loading);
    // Drawn by the page's own stylesheet, as the card React then draws in its place.
    expect(await frame.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe('12px');
    release();
    await expect.poll(() => page.getByRole('button', { name: questionnaires.vi.nativeName }).isVisible()).toBe(true);
    expect(await page.getByText(uiTexts.vi.loading).count()).toBe(0);
  });

  it("says it is loading in the language of the answers on the device, else the browser's, under no empty heading", async () => {
    const vietnamese = await openBrowser(PHONE, { locale: 'vi-VN' });
    try {
      const { page } = vietnamese;
      const { token } = await newSurveyLink();
      const { sent } = await neverAnswer(page, `**/api/v1/users/surveys/${token}`);
      await page.goto(`/survey/${token}`);
      await sent;
      const status = page.getByRole('status');
      expect(await status.textContent()).toBe(uiTexts.vi.loading);
      expect(await status.getAttribute('lang')).toBe('vi');
      // The title arrives with the link's answer; until then, no heading without a name.
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    } finally {
      await vietnamese.close();
    }

    // An English browser holding this link's answers in Italian.
    const { page } = s;
    const { token } = await newSurveyLink();
    await keepOnDevice(page, token, {
      language: 'it',
      answers: answerValues().map((v, i) => (i < 5 ? v : null)),
      position: 5,
    });
    const { sent } = await neverAnswer(page, `**/api/v1/users/surveys/${token}`);
    await page.goto(`/survey/${token}`);
    await sent;
    expect(await page.getByRole('status').textContent()).toBe(uiTexts.it.loading);
  });

  it('a link replaced meanwhile sends the participant to / with why, in the language chosen on it, once', async () => {
    const { page } = s;
    const { participant: pidRow, token } = await newSurveyLink();
    const firstFive = answerValues().map((value, i) => (i < 5 ? value : null));
    await keepOnDevice(page, token, { language: 'vi', answers: firstFive, position: 5 });
    // A new link replaces this one before the participant comes back to it.
    await openSurveyLink(pidRow.id, managerToken);

    await page.goto(`/survey/${token}`);
    await page.waitForURL((url) => url.pathname === '/');
    const notice = page.getByRole('alert').filter({ hasText: 'Đường liên kết' });
    await expect.poll(() => notice.textContent()).toBe(uiTexts.vi.linkInvalid);
    // Says the link was replaced, not only used or expired: the participant may hold the newer one.
    expect(await notice.textContent()).toContain('đã được thay bằng một liên kết mới hơn');
    expect(await notice.getAttribute('lang')).toBe('vi');
    expect(await seriousViolations(page)).toEqual([]);
    // The closed link's answers in progress are gone from the device.
    expect(await storedProgress(page, token)).toBeNull();

    // Said once: a reload shows the login alone.
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Center' }).isVisible()).toBe(true);
    expect(await page.getByText(uiTexts.vi.linkInvalid).count()).toBe(0);
  });

  it('a link that does not load, the connection gone, sends the participant to / with why and the way back to it', async () => {
    const { page } = s;
    const { token } = await newSurveyLink();
    const firstFive = answerValues().map((value, i) => (i < 5 ? value : null));
    const saved = await keepOnDevice(page, token, { language: 'it', answers: firstFive, position: 5 });
    const infoUrl = `**/api/v1/users/surveys/${token}`;
    await page.route(infoUrl, (route) => route.abort('internetdisconnected'));

    await page.goto(`/survey/${token}`);
    await page.waitForURL((url) => url.pathname === '/');
    const notice = page.getByRole('alert').filter({ hasText: LINK_UNREACHABLE.it });
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.getAttribute('lang')).toBe('it');
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'survey-link-unreachable');
    // The link may still be good: its answers in progress stay on the device.
    expect(await restoredProgress(page, token)).toEqual(saved);

    // Back once the connection is: the survey opens where it was left.
    await page.unroute(infoUrl);
    await notice.getByRole('link', { name: uiTexts.it.tryAgain }).click();
    await page.waitForURL((url) => url.pathname === `/survey/${token}`);
    await expect.poll(() => progressText(page)).toBe('Domanda 6 di 36');
  });

  it('a link that does not load with the phone offline says why on the link, and opens once the connection is back', async () => {
    const { page, context } = s;
    const { token } = await newSurveyLink();
    const firstFive = answerValues().map((value, i) => (i < 5 ? value : null));
    const saved = await keepOnDevice(page, token, { language: 'it', answers: firstFive, position: 5 });
    // The page came, then the phone lost its signal before the link's answer did.
    const infoUrl = `**/api/v1/users/surveys/${token}`;
    await page.route(infoUrl, async (route) => {
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await page.goto(`/survey/${token}`);

    // Not sent to '/', which could not load now: the browser would show its own error page, and
    // the link would be gone from the address bar.
    const notice = page.getByRole('alert').filter({ hasText: uiTexts.it.loadFailed });
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.getAttribute('lang')).toBe('it');
    expect(new URL(page.url()).pathname).toBe(`/survey/${token}`);
    expect(await restoredProgress(page, token)).toEqual(saved);

    // The signal returns: the survey opens where it was left, with no tap needed.
    await page.unroute(infoUrl);
    await context.setOffline(false);
    await expect.poll(() => progressText(page)).toBe('Domanda 6 di 36');
  });

  it("a link that meets a server error sends the participant to / with why, in the browser's language", async () => {
    const { page } = s;
    const { token } = await newSurveyLink();
    await page.route(`**/api/v1/users/surveys/${token}`, (route) =>
      route.fulfill({ status: 503, json: { success: false, error: 'Service unavailable' } }),
    );
    await page.goto(`/survey/${token}`);
    await page.waitForURL((url) => url.pathname === '/');
    const notice = page.getByRole('alert').filter({ hasText: LINK_UNREACHABLE.en });
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(`/survey/${token}`);

    // Said once: a reload shows the login alone.
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Center' }).isVisible()).toBe(true);
    expect(await page.getByText(LINK_UNREACHABLE.en).count()).toBe(0);
  });

  it('a link whose survey gets no answer sends the participant to / with why and the way back to it, in time', async () => {
    const { page } = s;
    const { token } = await newSurveyLink();
    await page.clock.install();
    const { sent } = await neverAnswer(page, `**/api/v1/users/surveys/${token}`);
    await page.goto(`/survey/${token}`);
    await sent;
    expect(await page.getByRole('status').textContent()).toBe(uiTexts.en.loading);

    // Not "Loading…" for good: past its wait, the link is treated as not reached.
    await page.clock.fastForward(LOAD_TIMEOUT_MS + 1000);
    await page.waitForURL((url) => url.pathname === '/');
    const notice = page.getByRole('alert').filter({ hasText: LINK_UNREACHABLE.en });
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(`/survey/${token}`);
  });

  it("opens the survey under the default names when the deployment's names get no answer", async () => {
    const { page } = s;
    const { token } = await newSurveyLink();
    await page.clock.install();
    // The names come from their own request; the survey must not wait on it for long.
    const { sent } = await neverAnswer(page, '**/api/v1/config');
    await page.goto(`/survey/${token}`);
    await sent;
    await page.clock.fastForward(CONFIG_TIMEOUT_MS + 1000);
    await expect.poll(() => page.getByRole('heading', { name: 'Choose your language' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ROMtrack Survey / RAND Short-Form 36');
  });

  it('a link refused for too many attempts from the network sends the participant to / saying to wait, with the way back to it', async () => {
    const { page } = s;
    const { token } = await newSurveyLink();
    const firstFive = answerValues().map((value, i) => (i < 5 ? value : null));
    const saved = await keepOnDevice(page, token, { language: 'en', answers: firstFive, position: 5 });
    // Other devices on the clinic's network opened used and expired links: the server refuses
    // links from it for ten minutes more.
    const infoUrl = `**/api/v1/users/surveys/${token}`;
    await page.route(infoUrl, tooManyAttempts('600'));

    await page.goto(`/survey/${token}`);
    await page.waitForURL((url) => url.pathname === '/');
    const waitText = 'Too many attempts from this network. Please wait 10 minutes and try again.';
    const notice = page.getByRole('alert').filter({ hasText: waitText });
    await expect.poll(() => notice.isVisible()).toBe(true);
    // Not sent to check a connection that works.
    expect(await page.getByText(LINK_UNREACHABLE.en).count()).toBe(0);
    // It passes with time: the answers stay, and the link is offered again for then.
    expect(await restoredProgress(page, token)).toEqual(saved);
    await page.unroute(infoUrl);
    await notice.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL((url) => url.pathname === `/survey/${token}`);
    await expect.poll(() => progressText(page)).toBe('Question 6 of 36');
  });

  it('clears answers left on the device longer than a link lives when a new link opens there, and keeps recent ones', async () => {
    const { page } = s;
    const firstFive = answerValues().map((value, i) => (i < 5 ? value : null));
    const progress = { language: 'en', answers: firstFive, position: 5 } as const;
    // Two other links' answers left on a shared tablet: one saved an hour ago, one just over a
    // link's lifetime ago. That one last: keepOnDevice opens the demo, which would sweep it already.
    const recent = 'R'.repeat(43);
    const abandoned = 'S'.repeat(43);
    const kept = await keepOnDevice(page, recent, progress, Date.now() - 3600_000);
    await keepOnDevice(page, abandoned, progress, Date.now() - SURVEY_LINK_TTL_MS - 60_000);
    expect(await storedProgress(page, abandoned)).not.toBeNull();

    const { token } = await newSurveyLink();
    await page.goto(`/survey/${token}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Choose your language' }).isVisible()).toBe(true);
    // Its link has expired whatever happened to it: its answers can never be sent, so they go.
    expect(await storedProgress(page, abandoned)).toBeNull();
    // Its link may still be open: its answers stay for when it is opened again.
    expect(await restoredProgress(page, recent)).toEqual(kept);
  });

  // The last two: a link cut inside the escape of the quote a messenger took into it (%E2%80%9D).
  it.each([')', ',', '.', '%E2%80', '%2'])(
    'opens a link pasted with a %s after it, at its clean address',
    async (tail) => {
      const { page } = s;
      const { token } = await newSurveyLink();
      await page.goto(`/survey/${token}${tail}`);
      await expect.poll(() => page.getByRole('heading', { name: 'Choose your language' }).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe(`/survey/${token}`);
    },
  );

  it('sends a truncated link to / with why: not complete, the whole link needed', async () => {
    const { page } = s;
    const { token } = await newSurveyLink();
    await page.goto(`/survey/${token.slice(0, 30)}`);
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'not complete' }).textContent())
      .toBe(LINK_INCOMPLETE.en);
    // Nothing to try again: the address itself is wrong.
    expect(await page.getByRole('alert').getByRole('link').count()).toBe(0);
  });

  it('sends an unknown link, shaped as a whole token, to / as no longer valid', async () => {
    const { page } = s;
    await page.goto(`/survey/${'A'.repeat(43)}`);
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'no longer valid' }).textContent())
      .toBe(uiTexts.en.linkInvalid);
  });

  it("links a survey of a center in the EU region to the EU consent text, in the survey's language", async () => {
    const { page, context } = s;
    // Ridge Center's consent region is 'eu' (support/global-setup.ts).
    const ridgeToken = await signInManager(WORLD.centerB);
    const pid = await createParticipant(ridgeToken);
    const token = await openSurveyLink(pid.id, ridgeToken);
    await keepOnDevice(page, token, { language: 'it', answers: answerValues(), position: 36 });
    await page.goto(`/survey/${token}`);
    const link = page.getByRole('link', { name: uiTexts.it.consentLink });
    await expect.poll(() => link.getAttribute('href')).toBe('/consent/it?region=eu');

    const [consent] = await Promise.all([context.waitForEvent('page'), link.click()]);
    const gdpr = consent.getByRole('heading', { name: /\(GDPR\)$/ });
    await expect.poll(() => gdpr.textContent()).toBe("Informazioni aggiuntive per l'Unione europea (GDPR)");
    await consent.close();
  });

  it('shows the consent texts, with the EU wording for region=eu', async () => {
    const { page } = s;
    await page.goto('/consent/en');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Consent to share de-identified health information');
    expect(await page.getByText(/shared with Recovery Research Foundation and its research partners/).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('heading', { name: 'Withdrawing your consent' }).isVisible()).toBe(true);
    expect(await page.getByText(/GDPR/).count()).toBe(0);

    await page.goto('/consent/es?region=eu');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Consentimiento para compartir información de salud desidentificada');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(
      await page.getByRole('heading', { name: 'Información adicional para la Unión Europea (RGPD)' }).isVisible(),
    ).toBe(true);
    expect(await page.getByText(/consentimiento explícito/).isVisible()).toBe(true);
  });
});
