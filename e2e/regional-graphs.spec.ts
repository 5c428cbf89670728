/**
 * Issue 5: the director's and the admin's graph browsers show a center's consented surveys and
 * not the unconsented ones. Issue 8: their paired switch shows each center's paired averages and
 * reliable-change shares, and the whole region's shares, over consented surveys only. Centers
 * of their own keep the numbers independent of other journeys.
 */
import fs from 'node:fs';
import { surveyExportColumns } from '@romtrack/shared/contracts/export';
import { ITEM_VALUES } from '@romtrack/sf36/recode';
import ExcelJS from 'exceljs';
import type { Page, Route } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en/manager.json';
import {
  api,
  createParticipant,
  makePng,
  signInAdmin,
  signInDirector,
  signInManager,
  submitSurvey,
} from './support/api.ts';
import {
  isFocused,
  openBrowser,
  sameStatusFromNowOn,
  saveScreenshot,
  signInWithToken,
  type BrowserSession,
} from './support/browser.ts';
import { WORLD } from './support/world.ts';

const BEST = ITEM_VALUES.map((values) => values[values.length - 1]!);
const WORST = ITEM_VALUES.map((values) => values[0]!);
/** The worst answers but two physical-functioning items (RAND-36 items 3 and 4) at their middle: that scale scores 10. */
const PHYSICAL_TEN = WORST.map((value, item) => (item === 2 || item === 3 ? ITEM_VALUES[item]![1]! : value));
const suffix = Date.now().toString(36);
const center = { name: `Graph Center ${suffix}`, password: 'graph-center-pass-7' };
const pairedCenter = { name: `Paired Center ${suffix}`, password: 'paired-center-pass-7' };

/**
 * A day as the pickers write it, and as the calendar names its day buttons: "November 25, 2026"
 * (each language's own long form; this is the English).
 */
const longDate = (day: Date) => day.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
/** A month as the calendar's months page writes it: "Nov". */
const monthShort = (day: Date) => day.toLocaleDateString('en-US', { month: 'short' });
/** A day as the API's filter writes it: "2026-11-25", in this machine's time zone, as the browser's. */
const isoDate = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
/** The day a calendar button names ("November 25, 2026"), or null if the label names none. */
function parseDayName(label: string): Date | null {
  const [, month, day, year] = /^(\p{L}+) (\d+), (\d{4})$/u.exec(label) ?? [];
  const index = Array.from({ length: 12 }, (_, m) =>
    new Date(2000, m, 1).toLocaleDateString('en-US', { month: 'long' }),
  );
  return day && month && year && index.includes(month)
    ? new Date(Number(year), index.indexOf(month), Number(day))
    : null;
}
const addDays = (day: Date, days: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);

/** Whether an open calendar has the keyboard focus, as it takes it once it has opened. */
const calendarHasFocus = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

/**
 * In a date picker opened from the keyboard, goes to `day`'s month with the month arrows and to
 * the day with the arrow keys, then picks it with Enter: Tab steps between the arrows and the
 * month's days, which are one stop.
 */
async function pickByKeyboard(page: Page, day: Date, shown: Date): Promise<void> {
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  const tabTo = async (wanted: (label: string) => boolean) => {
    for (let stop = 0; !wanted(await focused()); stop++) {
      if (stop > 6) throw new Error(`no tab stop in the calendar is the one wanted (now on "${await focused()}")`);
      await page.keyboard.press('Tab');
    }
  };
  await expect.poll(() => calendarHasFocus(page)).toBe(true);
  const months = (day.getFullYear() - shown.getFullYear()) * 12 + day.getMonth() - shown.getMonth();
  const arrow = months > 0 ? en.graphs.nextMonth : en.graphs.previousMonth;
  for (let i = 0; i < Math.abs(months); i++) {
    await tabTo((label) => label === arrow);
    await page.keyboard.press('Enter');
  }
  await tabTo((label) => parseDayName(label) !== null);
  const from = parseDayName(await focused())!;
  const steps = Math.round((day.getTime() - from.getTime()) / 86_400_000);
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
  expect(await focused()).toBe(longDate(day));
  await page.keyboard.press('Enter');
}

/** The query of every summary the page asks for from now on, in order (filled as it asks). */
function summaryQueries(page: Page): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/surveys/summary') asked.push(url.searchParams);
  });
  return asked;
}

/** Signs director X in through the API: the subject of these journeys is the graphs, not the login. */
async function signInAsDirectorX(page: Page): Promise<void> {
  await signInWithToken(page, await signInDirector(WORLD.directorX));
}

/**
 * Holds the graph date pickers' code (date-range-pickers.tsx) back: `release` lets it through once
 * the browser has asked for it. Routing also keeps the browser from taking it from its cache.
 */
async function holdPickers(page: Page): Promise<{ release(): Promise<void> }> {
  const pattern = '**/assets/date-range-pickers-*.js';
  await page.unroute(pattern);
  let asked = () => {};
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  let letThrough = () => {};
  const through = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(pattern, async (route) => {
    asked();
    await through;
    await route.continue();
  });
  return {
    release: async () => {
      await wasAsked;
      letThrough();
    },
  };
}

/** A new PID of the manager's center that takes the given surveys, in order. */
async function participantWith(manager: string, surveys: [answers: number[], consented: boolean][]): Promise<void> {
  const { id } = await createParticipant(manager);
  for (const [answers, consented] of surveys) await submitSurvey(id, manager, answers, consented);
}

/** Registers a center in director X's region and signs its manager in. */
async function registerCenter(director: string, { name, password }: typeof center): Promise<string> {
  const form = new FormData();
  form.set('name', name);
  form.set('password', password);
  form.set('consentRegion', 'general');
  form.set('upload', new Blob([new Uint8Array(makePng(4, 4, [28, 93, 153]))], { type: 'image/png' }), 'logo.png');
  await api('/api/v1/centers', { token: director, body: form });
  return signInManager({ name, password });
}

beforeAll(async () => {
  const director = await signInDirector(WORLD.directorX);
  const manager = await registerCenter(director, center);
  // Consented: every scale 100. Not consented: every scale 0 (shown as 1); it must not count.
  await participantWith(manager, [[BEST, true]]);
  await participantWith(manager, [[WORST, false]]);
  // One participant goes from worst to best, both consented: a pair, reliably improved. The
  // other's second survey is not consented, so the region sees one survey of theirs and no pair.
  // Their first surveys score physical functioning 1 (the worst is stored as 1) and 10: a mean of 5.5.
  const pairedManager = await registerCenter(director, pairedCenter);
  await participantWith(pairedManager, [
    [WORST, true],
    [BEST, true],
  ]);
  await participantWith(pairedManager, [
    [PHYSICAL_TEN, true],
    [BEST, false],
  ]);
});

describe('regional graph browsers', () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(() => s.close());

  async function expectOnlyTheConsentedSurvey() {
    const section = s.page.getByRole('region', { name: center.name });
    await expect.poll(() => section.getByRole('table').first().isVisible(), { timeout: 20_000 }).toBe(true);
    const table = section.getByRole('table').last();
    const text = (await table.textContent()) ?? '';
    expect(text).toContain('n = 1');
    expect(text).not.toContain('n = 2');
    // The physical-functioning average is the consented survey's 100, not 50.5.
    expect(await table.getByRole('row', { name: /Physical Functioning/ }).textContent()).toContain('100');
    expect(text).not.toContain('50.5');
  }

  /** The paired center's table: two first surveys, averaged to one decimal; one consented second survey. */
  async function expectTheMeanOfTwo() {
    const section = s.page.getByRole('region', { name: pairedCenter.name });
    await expect.poll(() => section.getByRole('table').first().isVisible(), { timeout: 20_000 }).toBe(true);
    const table = section.getByRole('table').last();
    expect(await table.getByRole('columnheader', { name: /Survey 1/ }).textContent()).toBe('Survey 1n = 2');
    expect(await table.getByRole('columnheader', { name: /Survey 2/ }).textContent()).toBe('Survey 2n = 1');
    expect(await table.getByRole('row', { name: /Physical Functioning/ }).textContent()).toMatch(
      /^Physical Functioning5\.5100\.0–/,
    );
    expect(await table.getByRole('row', { name: /Energy\/fatigue/ }).textContent()).toMatch(
      /^Energy\/fatigue1\.0100\.0–/,
    );
  }

  /** Clicks an export button and returns the downloaded file's name and bytes. */
  async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
  }

  /**
   * The export buttons above the region's graphs: this region's consented surveys only, as CSV
   * and as an XLSX that opens with the same rows, and the codebook.
   */
  async function expectTheRegionalExport() {
    const { page } = s;
    const csv = await download(page, en.exports.csv);
    expect(csv.name).toMatch(/^romtrack-surveys-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.bytes.toString('utf8').trim().split(/\r?\n/);
    const centerColumn = surveyExportColumns(false).indexOf('center');
    const centersOf = (rows: string[][]) => rows.map((row) => row[centerColumn]);
    const csvRows = lines.slice(1).map((line) => line.split(','));
    expect(lines[0]).toBe(surveyExportColumns(false).join(','));
    // Paired Center: two surveys of the first participant, the first of the second; Graph Center: one.
    expect(centersOf(csvRows).filter((name) => name === pairedCenter.name)).toHaveLength(3);
    expect(centersOf(csvRows).filter((name) => name === center.name)).toHaveLength(1);
    expect(centersOf(csvRows)).not.toContain(WORLD.centerB.name);

    const xlsx = await download(page, en.exports.xlsx);
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('surveys');
    const xlsxCenters = (sheet?.getSheetValues() ?? [])
      .slice(2)
      .filter(Boolean)
      .map((row) => String((row as unknown[])[centerColumn + 1]));
    expect(xlsxCenters.sort()).toEqual(centersOf(csvRows).map(String).sort());
    expect(book.getWorksheet('codebook')).toBeDefined();

    // None chosen: nothing to download, and it says why. One chosen: only its surveys.
    const centerPicker = page.getByRole('combobox', { name: en.exports.centers });
    await centerPicker.click();
    const chosen = page.getByRole('option', { selected: true });
    while ((await chosen.count()) > 0) await chosen.first().click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByText(en.exports.noCenters).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: en.exports.csv }).isDisabled()).toBe(true);
    await centerPicker.click();
    await page.getByRole('option', { name: pairedCenter.name }).click();
    await page.keyboard.press('Escape');
    const oneCenter = await download(page, en.exports.csv);
    const oneCenterRows = oneCenter.bytes.toString('utf8').trim().split(/\r?\n/).slice(1);
    expect(centersOf(oneCenterRows.map((line) => line.split(',')))).toEqual([
      pairedCenter.name,
      pairedCenter.name,
      pairedCenter.name,
    ]);

    const codebook = await download(page, en.exports.codebook);
    expect(codebook.name).toBe('romtrack-codebook.csv');
    expect(codebook.bytes.toString('utf8')).toContain('scoring_version');
  }

  /** The paired switch: the region's shares first, then each center's pairs and shares, consented only. */
  async function expectThePairedView() {
    const { page } = s;
    await page.getByRole('switch', { name: new RegExp(en.paired.switch) }).check({ force: true });
    const region = page.getByRole('region', { name: en.paired.regionTitle });
    const regionShares = region.getByRole('table', { name: en.paired.regionSharesCaption });
    await expect.poll(() => regionShares.isVisible(), { timeout: 20_000 }).toBe(true);
    // Harbor Center's journeys add participants to the region; the paired participant is among them.
    const regionImproved = await regionShares.getByRole('row', { name: /Physical Functioning/ }).textContent();
    expect(regionImproved).toMatch(/^Physical Functioning[1-9]/);

    const section = page.getByRole('region', { name: pairedCenter.name });
    const pairs = section.getByRole('table', {
      name: en.paired.caption.replace('{{surveyNo}}', '2').replace('{{n}}', '1'),
    });
    await expect.poll(() => pairs.isVisible(), { timeout: 20_000 }).toBe(true);
    // Worst to best: physical functioning from 0 to 100, a change of +100.
    expect(await pairs.getByRole('row', { name: /Physical Functioning/ }).textContent()).toBe(
      'Physical Functioning0100+100',
    );
    const shares = section.getByRole('table', {
      name: en.paired.centerSharesCaption.replace('{{center}}', pairedCenter.name),
    });
    // Two participants with a consented survey, one of them compared: improved 1 (100%), n = 1.
    expect(
      await section
        .getByText(en.paired.sharesExplain.replace('{{compared}}', '1').replace('{{participants}}', '2'))
        .isVisible(),
    ).toBe(true);
    expect(await shares.getByRole('row', { name: /Physical Functioning/ }).textContent()).toBe(
      'Physical Functioning1 (100%)0 (0%)0 (0%)0 (0%)1',
    );
    // On a phone the wide tables scroll inside their boxes; the page never scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await saveScreenshot(page, 'regional-paired-360', { fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the paired view overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 860 });
    await saveScreenshot(page, 'regional-paired-1280', { fullPage: true });

    // The unpaired graphs are replaced, and director Y's center is still nowhere.
    expect(await page.locator('canvas[role="img"]').count()).toBe(0);
    expect(await page.getByRole('region', { name: WORLD.centerB.name }).count()).toBe(0);
  }

  it('shows the director their centers, consented surveys only', async () => {
    const { page } = s;
    await page.goto('/director');
    await page.getByRole('textbox', { name: 'Email' }).fill(WORLD.directorX.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(WORLD.directorX.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByRole('link', { name: /Graph Browser/ })
      .first()
      .click();
    await page.waitForURL('**/director/graph-browser');
    await expectOnlyTheConsentedSurvey();
    await expectTheMeanOfTwo();
    // Director X's region only: Ridge Center belongs to director Y.
    expect(await page.getByRole('region', { name: WORLD.centerB.name }).count()).toBe(0);
    await expectTheRegionalExport();
    await expectThePairedView();
  });

  it("counts today's surveys on the reader's day, west and east of UTC", async () => {
    // Surveys made minutes ago are on "today" of the reader wherever the clinic is: in Honolulu
    // (UTC-10) that day ends ten hours after UTC's, in Kiritimati (UTC+14) it began fourteen before.
    for (const timezoneId of ['Pacific/Honolulu', 'Pacific/Kiritimati']) {
      await s.close();
      s = await openBrowser(undefined, { timezoneId });
      const { page } = s;
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(new Date());
      await signInAsDirectorX(page);
      const summary = page.waitForRequest((request) => request.url().includes('/api/v1/surveys/summary'));
      await page.goto('/director/graph-browser');
      const asked = new URL((await summary).url()).searchParams;
      expect(asked.get('tz')).toBe(timezoneId);
      expect(asked.get('to')).toBe(today);
      await expectOnlyTheConsentedSurvey();
    }
  });

  it('shows the graphs and the export on a machine whose time zone the browser cannot name, or names by its offset', async () => {
    // Chromium says "Etc/Unknown" for a zone it does not recognize, keeping UTC's time, and
    // "+03:00" for a machine set to that offset. The server refused both with a 400, and such a
    // clinic had no graphs and no export, whatever it tried.
    for (const [systemTimeZone, zone, hoursAhead] of [
      ['Nowhere/Unknown', 'UTC', 0],
      ['GMT+3', '+03:00', 3],
    ] as const) {
      await s.close();
      s = await openBrowser(undefined, { systemTimeZone });
      const { page } = s;
      await signInAsDirectorX(page);
      const asked = summaryQueries(page);
      await page.goto('/director/graph-browser');
      await expectOnlyTheConsentedSurvey();
      // The days asked for are the browser's own, in the zone it says they are in.
      const today = new Date(Date.now() + hoursAhead * 3600_000).toISOString().slice(0, 10);
      expect(asked.at(-1)?.get('tz')).toBe(zone);
      expect(asked.at(-1)?.get('to')).toBe(today);
      const exported = page.waitForResponse((response) => response.url().includes('/api/v1/exports/surveys.csv'));
      await page.getByRole('button', { name: en.exports.csv }).click();
      expect((await exported).status()).toBe(200);
    }
  });

  it('moves the end on to the new day at midnight while the graphs stay open, but not an end the person chose', async () => {
    // Honolulu has no summer time: its midnight is 10:00 UTC. The browser's clock is set a minute
    // and a half before the next one, and runs on from there.
    const timezoneId = 'Pacific/Honolulu';
    const dayIn = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone: timezoneId }).format(time);
    const nameIn = (time: number) =>
      new Intl.DateTimeFormat('en-US', { timeZone: timezoneId, dateStyle: 'long' }).format(time);
    const midnight = Date.parse(`${dayIn(Date.now())}T00:00:00-10:00`) + 86_400_000;
    const evening = midnight - 90_000;
    await s.close();
    s = await openBrowser(undefined, { timezoneId });
    const { page } = s;
    await page.clock.install({ time: evening });
    await signInAsDirectorX(page);
    const asked = summaryQueries(page);
    await page.goto('/director/graph-browser');
    const end = page.getByRole('button', { name: en.graphs.end });
    // Each wait as long as the first: on a busy machine a request can be seen more than the
    // default second after the screen has changed.
    await expect.poll(() => end.textContent(), { timeout: 20_000 }).toBe(nameIn(evening));
    await expect.poll(() => asked.at(-1)?.get('to'), { timeout: 20_000 }).toBe(dayIn(evening));

    // Past midnight the end is the new day, and the graphs are asked for up to it.
    await page.clock.fastForward('02:00');
    await expect.poll(() => end.textContent()).toBe(nameIn(midnight));
    await expect.poll(() => asked.at(-1)?.get('to'), { timeout: 20_000 }).toBe(dayIn(midnight));
    await expectOnlyTheConsentedSurvey();

    // An end the person chose stays where they put it when the next day comes.
    const [year, month, day] = dayIn(evening).split('-').map(Number) as [number, number, number];
    const chosen = new Date(year, month - 1, day);
    await end.focus();
    await page.keyboard.press('Enter');
    await pickByKeyboard(page, chosen, addDays(chosen, 1));
    await expect.poll(() => end.textContent()).toBe(nameIn(evening));
    await expect.poll(() => asked.at(-1)?.get('to'), { timeout: 20_000 }).toBe(dayIn(evening));
    const askedBefore = asked.length;
    await page.clock.fastForward('24:00:00');
    // The day has moved on in the page, and what it does with that has been drawn.
    expect(await page.evaluate(() => Date.now())).toBeGreaterThan(midnight + 86_400_000);
    await page.waitForTimeout(1_000);
    expect(await end.textContent()).toBe(nameIn(evening));
    expect(asked.slice(askedBefore).map((query) => query.get('to'))).not.toContain(dayIn(midnight + 86_400_000));
  });

  it("says so when the admin's list of regions cannot be loaded, not an empty picker, and loads it on Try again", async () => {
    const { page } = s;
    await signInWithToken(page, await signInAdmin(WORLD.admin));
    await page.route('**/api/v1/directors/**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"error":"x"}' }),
    );
    await page.goto('/admin/graph-browser');
    const failed = page.getByRole('alert').filter({ hasText: 'The regions could not be loaded.' });
    await expect.poll(() => failed.isVisible(), { timeout: 20_000 }).toBe(true);
    // The server is back: asked again from the screen, with no reload of the page.
    await page.unroute('**/api/v1/directors/**');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => failed.count()).toBe(0);
    await page.getByRole('combobox', { name: 'Region (director)' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('option', { name: new RegExp(`^${WORLD.directorX.name}`) })
          .first()
          .isVisible(),
      )
      .toBe(true);
  });

  it("tells apart two directors of one name in the admin's pickers, by their e-mails", async () => {
    const { page } = s;
    const admin = await signInAdmin(WORLD.admin);
    for (const side of ['North', 'South']) {
      const person = {
        name: 'Director Twin',
        email: `twin.${side.toLowerCase()}@example.org`,
        password: 'twin-e2e-pass',
      };
      await api('/api/v1/directors', { token: admin, body: person });
      await registerCenter(await signInDirector(person), { name: `Twin Center ${side}`, password: 'twin-center-pass' });
    }
    await signInWithToken(page, admin);

    await page.goto('/admin/graph-browser');
    await page.getByRole('combobox', { name: 'Region (director)' }).click();
    const twins = page.getByRole('option', { name: /^Director Twin/ });
    await expect
      .poll(() => twins.allTextContents())
      .toEqual(['Director Twin (twin.north@example.org)', 'Director Twin (twin.south@example.org)']);
    // A name no one shares stays as it is.
    expect(await page.getByRole('option', { name: WORLD.directorX.name, exact: true }).count()).toBe(1);
    await page.getByRole('option', { name: 'Director Twin (twin.south@example.org)' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Twin Center South' }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    expect(await page.getByRole('heading', { name: 'Twin Center North' }).count()).toBe(0);

    await page.goto('/admin/register-center');
    await page.getByRole('combobox', { name: 'Director (region)' }).click();
    await expect
      .poll(() => twins.allTextContents())
      .toEqual(['Director Twin (twin.north@example.org)', 'Director Twin (twin.south@example.org)']);
  });

  it('wraps a center name without spaces instead of widening the page past a phone', async () => {
    const admin = await signInAdmin(WORLD.admin);
    const longDirector = { name: 'Director Longname', email: 'longname@example.org', password: 'longname-e2e-pass' };
    await api('/api/v1/directors', { token: admin, body: longDirector });
    const director = await signInDirector(longDirector);
    const name = 'X'.repeat(200);
    await registerCenter(director, { name, password: 'long-name-e2e-pass' });

    await s.close();
    s = await openBrowser({ width: 360, height: 740 });
    const { page } = s;
    await signInWithToken(page, director);
    await page.goto('/director/graph-browser');
    await expect.poll(() => page.getByRole('heading', { name }).isVisible(), { timeout: 20_000 }).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the page overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  });

  it("draws a region's charts only near the screen: fifty at once froze a slow laptop for seconds", async () => {
    const admin = await signInAdmin(WORLD.admin);
    const manyDirector = {
      name: 'Director Many',
      email: 'many-centers@example.org',
      password: 'many-centers-e2e-pass',
    };
    await api('/api/v1/directors', { token: admin, body: manyDirector });
    const director = await signInDirector(manyDirector);
    const names = Array.from({ length: 6 }, (_, i) => `Many Center ${i + 1} ${suffix}`);
    for (const name of names) {
      const manager = await registerCenter(director, { name, password: 'many-center-e2e-pass' });
      await participantWith(manager, [[BEST, true]]);
    }

    const { page } = s;
    await signInWithToken(page, director);
    await page.goto('/director/graph-browser');
    const section = (name: string) => page.getByRole('region', { name });
    const chartIn = (name: string) => section(name).locator('canvas[role="img"]');
    // Every center's table is there at once; the first center's chart is drawn, the last one's waits.
    for (const name of names) {
      await expect.poll(() => section(name).getByRole('table').isVisible(), { timeout: 20_000 }).toBe(true);
    }
    await expect.poll(() => chartIn(names[0]!).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.locator('canvas[role="img"]').count()).toBeLessThan(names.length);
    expect(await chartIn(names.at(-1)!).count()).toBe(0);

    // Scrolled down to the last center: its chart is drawn, and the first one, far above, is let go.
    await section(names.at(-1)!).scrollIntoViewIfNeeded();
    await expect.poll(() => chartIn(names.at(-1)!).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => chartIn(names[0]!).count()).toBe(0);

    // On paper every chart is there, its bars drawn whole as the event ends: the browser prints
    // then, and a chart growing its bars from nothing would print empty. Counted in the reference
    // means' grey (#848b95), the first series of every chart.
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      window.dispatchEvent(new Event('beforeprint'));
      return [...document.querySelectorAll<HTMLCanvasElement>('canvas[role="img"]')].map((canvas) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let grey = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i] === 0x84 && data[i + 1] === 0x8b && data[i + 2] === 0x95) grey++;
        }
        return grey;
      });
    });
    expect(printed).toHaveLength(names.length);
    // Eight bars of the reference means, each some hundreds of pixels: far more than a legend box.
    for (const pixels of printed) expect(pixels).toBeGreaterThan(2000);
  });

  it('narrows the graphs to the dates chosen in the pickers, both ends counted, by mouse and by keyboard', async () => {
    const { page } = s;
    await signInAsDirectorX(page);
    const asked = summaryQueries(page);
    await page.goto('/director/graph-browser');
    const section = page.getByRole('region', { name: center.name });
    const tables = section.getByRole('table');
    // The chart's table and, last, the averages' table.
    const table = tables.last();
    const none = section.getByText(en.graphs.noCenterSurveys);
    await expect.poll(() => table.isVisible(), { timeout: 20_000 }).toBe(true);
    const start = page.getByRole('button', { name: en.graphs.start });
    const end = page.getByRole('button', { name: en.graphs.end });
    const calendar = page.getByRole('dialog');
    const today = new Date();
    const lastMonth = new Date(today.getFullYear(), today.getMonth() - 1, 15);
    // The defaults: January 2, 2019 to today.
    expect(await start.textContent()).toBe('January 2, 2019');
    expect(await end.textContent()).toBe(longDate(today));
    expect(asked.at(-1)?.get('from')).toBe('2019-01-02');
    expect(asked.at(-1)?.get('to')).toBe(isoDate(today));

    // By mouse: the start, from January 2019 through the calendar's levels (years, then months) to
    // the 15th of last month. The level arrows say what they step by.
    await start.click();
    // An American calendar: weeks start on Sunday.
    expect(await calendar.locator('thead th').first().textContent()).toBe('Su');
    await calendar.getByRole('button', { name: 'January 2019', exact: true }).click();
    await calendar.getByRole('button', { name: '2019', exact: true }).click();
    await calendar.getByRole('button', { name: en.graphs.nextDecade }).click();
    await calendar.getByRole('button', { name: String(lastMonth.getFullYear()), exact: true }).click();
    expect(await calendar.getByRole('button', { name: en.graphs.nextYear }).count()).toBe(1);
    await calendar.getByRole('button', { name: monthShort(lastMonth), exact: true }).click();
    await calendar.getByRole('button', { name: longDate(lastMonth), exact: true }).click();
    await expect.poll(() => start.textContent()).toBe(longDate(lastMonth));
    // The range still holds today, when every survey of this center was taken.
    await expect.poll(() => asked.at(-1)?.get('from')).toBe(isoDate(lastMonth));
    await expect.poll(() => table.isVisible()).toBe(true);

    // By keyboard: the end from today back to that same 15th. Its calendar cannot go before the start.
    await end.focus();
    await page.keyboard.press('Enter');
    await pickByKeyboard(page, lastMonth, today);
    await expect.poll(() => end.textContent()).toBe(longDate(lastMonth));
    // The calendar closes, and the keyboard is back on the field it opened from.
    await expect.poll(() => isFocused(end)).toBe(true);
    await expect.poll(() => asked.at(-1)?.get('to')).toBe(isoDate(lastMonth));
    // One day, a month ago: none of today's surveys.
    await expect.poll(() => none.isVisible()).toBe(true);
    expect(await tables.count()).toBe(0);
    // One status for the region counts the centers with graphs, and is heard when the count
    // changes; an empty center's own note is no status, which would say "No graphs" on its own.
    const regionStatus = page.getByRole('status').filter({ hasText: 'Centers with consented surveys' });
    await expect.poll(() => regionStatus.textContent()).toMatch(/: 0 of [1-9]\d*\.$/);
    expect(await section.getByRole('status').count()).toBe(0);
    await end.click();
    await expect.poll(() => calendarHasFocus(page)).toBe(true);
    expect(
      await calendar.getByRole('button', { name: longDate(addDays(lastMonth, -1)), exact: true }).isDisabled(),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => calendar.count()).toBe(0);

    // Back to today, by keyboard from the field Escape left the focus on: the whole last day
    // counts, so today's surveys are back.
    await expect.poll(() => isFocused(end)).toBe(true);
    await page.keyboard.press('Enter');
    await pickByKeyboard(page, today, lastMonth);
    await expect.poll(() => end.textContent()).toBe(longDate(today));
    // (This range was asked for after the start was chosen; the page shows that answer again.)
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await none.count()).toBe(0);
    expect(await table.textContent()).toContain('n = 1');
    expect(await regionStatus.textContent()).toMatch(/: [1-9]\d* of [1-9]\d*\.$/);
  });

  it('brings the graphs back with the dates and the Paired switch the director left, after the session ends and they sign in again', async () => {
    const { page } = s;
    const token = await signInDirector(WORLD.directorX);
    await signInWithToken(page, token);
    await page.goto('/director/graph-browser');
    const start = page.getByRole('button', { name: en.graphs.start });
    const calendar = page.getByRole('dialog');
    await expect.poll(() => start.textContent(), { timeout: 20_000 }).toBe('January 2, 2019');
    const lastMonth = new Date(new Date().getFullYear(), new Date().getMonth() - 1, 15);
    await start.click();
    await calendar.getByRole('button', { name: 'January 2019', exact: true }).click();
    await calendar.getByRole('button', { name: '2019', exact: true }).click();
    await calendar.getByRole('button', { name: en.graphs.nextDecade }).click();
    await calendar.getByRole('button', { name: String(lastMonth.getFullYear()), exact: true }).click();
    await calendar.getByRole('button', { name: monthShort(lastMonth), exact: true }).click();
    await calendar.getByRole('button', { name: longDate(lastMonth), exact: true }).click();
    await expect.poll(() => start.textContent()).toBe(longDate(lastMonth));

    // The session ends while the graphs are open (a day after sign-in, or the admin deactivated
    // and reactivated the account); the director's next step, the Paired switch, meets the login.
    await api('/api/v1/auth/logout', { token });
    const paired = page.getByRole('switch', { name: new RegExp(en.paired.switch) });
    await paired.check({ force: true });
    await expect.poll(() => page.getByRole('heading', { name: 'DIRECTOR LOGIN' }).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Email' }).fill(WORLD.directorX.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(WORLD.directorX.password);
    await page.getByRole('button', { name: 'Login' }).click();

    // The same dates and the paired view, not every survey since 2019 unpaired.
    await expect.poll(() => start.textContent(), { timeout: 20_000 }).toBe(longDate(lastMonth));
    expect(await paired.isChecked()).toBe(true);
    await expect
      .poll(() => page.getByRole('region', { name: en.paired.regionTitle }).isVisible(), { timeout: 20_000 })
      .toBe(true);
  });

  it('shows the dates before the pickers have downloaded, and keeps the focus and a press made meanwhile', async () => {
    const { page } = s;
    await signInAsDirectorX(page);
    const start = page.getByRole('button', { name: en.graphs.start });
    const end = page.getByRole('button', { name: en.graphs.end });
    const calendar = page.getByRole('dialog');
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    const today = new Date();

    // The dates are there at once; the code that changes them is not.
    let pickers = await holdPickers(page);
    await page.goto('/director/graph-browser');
    await expect.poll(() => end.textContent()).toBe(longDate(today));
    expect(await start.textContent()).toBe('January 2, 2019');
    expect(await page.locator('[data-dates-input]').count()).toBe(0);
    const box = await start.boundingBox();
    // By keyboard: the start field has the focus when the code arrives, and keeps it.
    await start.focus();
    await pickers.release();
    await expect.poll(() => page.locator('[data-dates-input]').count()).toBe(2);
    expect(await start.evaluate((field) => field === document.activeElement)).toBe(true);
    // Nothing moved: the picker is where the field was, the same size.
    expect(await start.boundingBox()).toEqual(box);
    await page.keyboard.press('Enter');
    await expect.poll(() => calendar.isVisible()).toBe(true);
    await expect.poll(focusedLabel).toBe('January 2, 2019');
    await page.keyboard.press('Escape');

    // By pointer: the end field is pressed before the code arrives; its calendar opens when it does.
    pickers = await holdPickers(page);
    await page.reload();
    await expect.poll(() => end.textContent()).toBe(longDate(today));
    expect(await page.locator('[data-dates-input]').count()).toBe(0);
    await end.click();
    expect(await calendar.count()).toBe(0);
    await pickers.release();
    await expect.poll(() => calendar.isVisible()).toBe(true);
    await expect.poll(focusedLabel).toBe(longDate(today));
    await calendar.getByRole('button', { name: longDate(addDays(today, -1)), exact: true }).click();
    await expect.poll(() => end.textContent()).toBe(longDate(addDays(today, -1)));
  });

  it("asks for the pickers' code again after a failed download, once the person comes back to the graphs", async () => {
    const { page } = s;
    await signInAsDirectorX(page);
    const pattern = '**/assets/date-range-pickers-*.js';
    await page.route(pattern, (route) => route.abort());
    await page.goto('/director/graph-browser');
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    // The error takes the screen's place only: the director's menu stays beside it.
    const menu = page.getByRole('navigation', { name: 'Director Dashboard' });
    expect(await menu.getByRole('link', { name: 'Graph Browser' }).getAttribute('aria-current')).toBe('page');

    // The connection is back: home through the menu, and back to the graphs, without a reload.
    await page.unroute(pattern);
    await menu.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL('**/director');
    await expect.poll(() => alert.count()).toBe(0);
    await menu.getByRole('link', { name: 'Graph Browser' }).click();
    await page.waitForURL('**/director/graph-browser');
    await expect.poll(() => page.locator('[data-dates-input]').count()).toBe(2);
    expect(await alert.count()).toBe(0);
  });

  it('lets the admin choose a region and shows the same', async () => {
    const { page } = s;
    await page.goto('/admin');
    await page.getByRole('textbox', { name: 'Email' }).fill(WORLD.admin.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(WORLD.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByRole('link', { name: /Graph Browser/ })
      .first()
      .click();
    await page.waitForURL('**/admin/graph-browser');
    await expect.poll(() => page.getByText('Choose a region to see the graphs of its centers.').isVisible()).toBe(true);
    // One status, always in the page, says what the graphs hold as the region changes.
    const status = await sameStatusFromNowOn(page.getByRole('status').filter({ hasText: en.graphs.chooseRegion }));
    // As on a slow connection, so that "Loading…" is there to be heard.
    const slowly = async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    };
    await page.route('**/api/v1/surveys/summary?*', slowly);
    await page.getByRole('combobox', { name: 'Region (director)' }).click();
    await page.getByRole('option', { name: WORLD.directorX.name }).click();
    await expect.poll(() => status.textContent()).toBe(en.loading);
    await expect
      .poll(() => status.textContent())
      .toMatch(/^Centers with consented surveys in these dates: \d+ of \d+\.$/);
    await page.unroute('**/api/v1/surveys/summary?*', slowly);
    await expectOnlyTheConsentedSurvey();
    await expectThePairedView();

    // To another screen and back with the browser's Back: the region chosen is still there.
    await page.getByRole('navigation', { name: 'Admin Dashboard' }).getByRole('link', { name: 'Directors' }).click();
    await page.waitForURL('**/admin/directors');
    await page.goBack();
    await page.waitForURL('**/admin/graph-browser?region=*');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Region (director)' }).inputValue())
      .toBe(WORLD.directorX.name);
    // Its centers' graphs are there again, with their paired switch.
    await expect.poll(() => page.getByRole('switch', { name: new RegExp(en.paired.switch) }).isVisible()).toBe(true);

    // Opened afresh, the page asks for the directors' names once: boot.ts asks as soon as the
    // session check answers, and the region picker uses that answer.
    const asked: string[] = [];
    const record = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    };
    page.on('request', record);
    await page.reload();
    await page.getByRole('combobox', { name: 'Region (director)' }).click();
    await expect.poll(() => page.getByRole('option', { name: WORLD.directorX.name }).isVisible()).toBe(true);
    page.off('request', record);
    expect(asked.filter((path) => path.startsWith('/api/v1/directors'))).toEqual(['/api/v1/directors/?select=name']);

    // A region the list does not hold (an address edited by hand, a bookmark of a region since
    // gone) is no region: the picker asks for one, with no error and no graphs asked for.
    for (const region of ['not-a-director', '00000000-0000-4000-8000-000000000000']) {
      asked.length = 0;
      page.on('request', record);
      await page.goto(`/admin/graph-browser?region=${region}`);
      await expect.poll(() => page.getByText(en.graphs.chooseRegion).isVisible()).toBe(true);
      expect(await page.getByRole('combobox', { name: 'Region (director)' }).inputValue()).toBe('');
      await page.getByRole('combobox', { name: 'Region (director)' }).click();
      await page.getByRole('option', { name: WORLD.directorX.name }).click();
      await expect.poll(() => page.getByRole('switch', { name: new RegExp(en.paired.switch) }).isVisible()).toBe(true);
      page.off('request', record);
      expect(asked.filter((path) => path.startsWith('/api/v1/surveys/summary')).join()).not.toContain(region);
      expect(await page.getByRole('alert').count()).toBe(0);
    }
  });
});
