/**
 * Issue 8: the participant view. A Harbor Center PID with three surveys (worst, middle, best
 * answers) shows its scores and reliable-change flags, reached from the PID browser and from the
 * graph browser; the print stylesheet leaves only the report, and the page prints to a PDF.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareSurveys, type ReliableChangeFlag } from '@romtrack/sf36/reliable-change';
import { ITEM_VALUES } from '@romtrack/sf36/recode';
import { SCALE_KEYS } from '@romtrack/sf36/scales';
import { scoreAnswers } from '@romtrack/sf36/score';
import type { Locator, Request } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en/manager.json';
import es from '../apps/web/src/locales/es/manager.json';
import { api, createParticipant, signInManager, submitSurvey } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { openBrowser, saveScreenshot, signInWithToken, type BrowserSession } from './support/browser.ts';
import { drawnTexts, recordCanvasText } from './support/canvas.ts';
import { WORLD } from './support/world.ts';

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

/** The texts of the tables' cells that end past the page's right edge (cut off on paper). */
const cellsPastTheEdge = (tables: Locator) =>
  tables.evaluateAll((all) => {
    const width = document.documentElement.clientWidth;
    return all
      .flatMap((table) => [...table.querySelectorAll('th, td')])
      .filter((cell) => cell.getBoundingClientRect().right > width)
      .map((cell) => cell.textContent);
  });

/** Whether what the reader sees at the element's left end and middle is the element (not something over it). */
const inFront = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [box.left + 2, box.left + box.width / 2].every((x) => {
      const hit = document.elementFromPoint(x, box.top + box.height / 2);
      return hit !== null && el.contains(hit);
    });
  });

const WORST = ITEM_VALUES.map((values) => values[0]!);
const MIDDLE = ITEM_VALUES.map((values) => values[Math.floor(values.length / 2)]!);
const BEST = ITEM_VALUES.map((values) => values[values.length - 1]!);

const FLAG_TEXT: Record<ReliableChangeFlag, string> = {
  improved: en.progress.flag.improved,
  unchanged: en.progress.flag.unchanged,
  worse: en.progress.flag.worse,
  'too-coarse': en.progress.flag.tooCoarse,
};

/** The flag the reliable-change module gives one scale between two answer sets. */
function expectedFlag(before: number[], after: number[], scale: (typeof SCALE_KEYS)[number]): ReliableChangeFlag {
  const changes = compareSurveys(scoreAnswers(before).exact, scoreAnswers(after).exact);
  const change = changes.find((c) => c.key === scale);
  if (!change) throw new Error(`No scale ${scale}`);
  return change.flag;
}

let managerToken = '';
let pid = 0;
/** A second PID who goes from the best answers to the worst: the long "reliably worse" flags. */
let declining = { id: '', pid: 0 };

beforeAll(async () => {
  managerToken = await signInManager(WORLD.centerA);
  const participant = await createParticipant(managerToken);
  pid = participant.pid;
  for (const answers of [WORST, MIDDLE, BEST]) await submitSurvey(participant.id, managerToken, answers);
  declining = await createParticipant(managerToken);
  for (const answers of [BEST, MIDDLE, WORST]) await submitSurvey(declining.id, managerToken, answers);
});

describe('participant progress', () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
    await signInWithToken(s.page, managerToken);
  });
  afterEach(async () => {
    await s.close();
  });

  it('shows the flags from the PID browser, and prints the report only', async () => {
    const { page } = s;
    await page.goto('/manager/pid-browser');
    await page.getByRole('searchbox', { name: en.pid.search }).fill(String(pid));
    await page
      .getByRole('link', { name: `${en.pid.progressButton} ${en.pid.forPid.replace('{{pid}}', String(pid))}` })
      .filter({ visible: true })
      .click();
    const heading = page.getByRole('heading', { name: en.progress.heading.replace('{{pid}}', String(pid)) });
    await eventually(() => heading.isVisible()).toBe(true);
    await eventually(() =>
      page.getByText(`${en.progress.center.replace('{{center}}', WORLD.centerA.name)}`).isVisible(),
    ).toBe(true);

    // On a laptop the tables fit: their boxes are no tab stops.
    await eventually(() => page.getByRole('table').count()).toBe(2);
    expect(await page.locator('.rt-category-table-box[tabindex]').count()).toBe(0);

    const cell = (scale: string, change: string) =>
      page.locator(`tr[data-scale="${scale}"] td[data-change="${change}"]`).textContent();
    const pf = expectedFlag(WORST, BEST, 'physicalFunctioning');
    expect(pf).toBe('improved');
    await eventually(() => cell('physicalFunctioning', '1-3')).toContain(FLAG_TEXT[pf]);
    await eventually(() => cell('physicalFunctioning', '1-2')).toContain(
      FLAG_TEXT[expectedFlag(WORST, MIDDLE, 'physicalFunctioning')],
    );
    for (const [from, to, change] of [
      [WORST, BEST, '1-3'],
      [WORST, MIDDLE, '1-2'],
      [MIDDLE, BEST, '2-3'],
    ] as const) {
      await eventually(() => cell('roleEmotional', change)).toContain(
        FLAG_TEXT[expectedFlag([...from], [...to], 'roleEmotional')],
      );
    }

    const shots = process.env.E2E_SCREENSHOT_DIR;
    if (shots) {
      await saveScreenshot(page, 'participant-progress-1280', { fullPage: true });
      await page.setViewportSize({ width: 360, height: 740 });
      await saveScreenshot(page, 'participant-progress-360', { fullPage: true });
      await page.setViewportSize({ width: 1280, height: 860 });
    }

    // The date a report was printed on is for paper: on screen it would be today's date under a
    // heading that is not a print.
    const printedOn = page.getByText(en.progress.printed.split('{{')[0]!);
    expect(await printedOn.isVisible()).toBe(false);

    // On paper: the report, without the menu, the navbar, the footer or the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await heading.isVisible()).toBe(true);
    expect(await printedOn.isVisible()).toBe(true);
    await saveScreenshot(page, 'participant-progress-print', { fullPage: true });
    expect(await page.locator('nav').first().isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: en.progress.print }).isVisible()).toBe(false);
    // Paper is narrower than a laptop (A4 inside Chromium's margins): there the phone's menu bar
    // would show, its title printed above the report.
    await page.setViewportSize({ width: 718, height: 1000 });
    await eventually(() => heading.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: en.menu.title }).filter({ visible: true }).count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 860 });
    const pdf = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-report-')), 'report.pdf');
    await page.pdf({ path: pdf, format: 'A4' });
    expect(fs.statSync(pdf).size).toBeGreaterThan(1000);
    if (shots) fs.copyFileSync(pdf, path.join(shots, 'participant-progress.pdf'));
    fs.rmSync(path.dirname(pdf), { recursive: true, force: true });
  });

  it('prints a report of 13 surveys whole, its tables in parts that fit the page (Spanish, the longest words); on a phone the graph keeps its 13 series apart from its legend', async () => {
    const { page } = s;
    const long = await createParticipant(managerToken);
    const answers = [WORST, MIDDLE, BEST];
    for (let n = 0; n < 13; n++) await submitSurvey(long.id, managerToken, answers[n % 3]!);
    await page.goto(`/es/manager/participants/${long.id}`);
    const heading = page.getByRole('heading', { name: es.progress.heading.replace('{{pid}}', String(long.pid)) });
    await eventually(() => heading.isVisible()).toBe(true);
    // On screen: one table of scores and one of changes, each scrolling in its box.
    await eventually(() => page.getByRole('table').count()).toBe(2);

    // On paper, as wide as an A4 page inside Chromium's margins: the same columns in parts,
    // every one of them inside the page.
    await page.setViewportSize({ width: 718, height: 1000 });
    await page.emulateMedia({ media: 'print' });
    const tables = page.getByRole('table');
    // 13 surveys in parts of at most 6, evened out (5, 5, 3); 13 changes (first to latest, then 12
    // steps) in parts of at most 5.
    await eventually(() => tables.count()).toBe(3 + 3);
    expect(await page.getByRole('table', { name: `${es.progress.scoresCaption} (parte 1 de 3)` }).count()).toBe(1);
    expect(await page.getByRole('table', { name: `${es.progress.changesCaption} (parte 3 de 3)` }).count()).toBe(1);
    // Each column once, in order (a survey's header is its number, then its date on a line of its own).
    const headers = await page
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
    const column = (n: number) => es.progress.surveyColumn.replace('{{surveyNo}}', String(n));
    const step = (n: number) =>
      es.progress.changeColumn.replace('{{from}}', String(n - 1)).replace('{{to}}', String(n));
    const category = es.graphs.category;
    const surveys = Array.from({ length: 13 }, (_, i) => column(i + 1));
    const steps = Array.from({ length: 12 }, (_, i) => step(i + 2));
    const firstToLatest = es.progress.firstToLatest.replace('{{from}}', '1').replace('{{to}}', '13');
    expect(headers).toEqual([
      ...[category, ...surveys.slice(0, 5)],
      ...[category, ...surveys.slice(5, 10)],
      ...[category, ...surveys.slice(10)],
      ...[category, firstToLatest, ...steps.slice(0, 4)],
      ...[category, ...steps.slice(4, 9)],
      ...[category, ...steps.slice(9)],
    ]);
    expect(await page.locator('[data-flag]').filter({ visible: true }).count()).toBe(8 * 13);
    expect(await cellsPastTheEdge(tables)).toEqual([]);
    await saveScreenshot(page, 'participant-progress-print-13', { fullPage: true });
    const shots = process.env.E2E_SCREENSHOT_DIR;
    if (shots) await page.pdf({ path: path.join(shots, 'participant-progress-13.pdf'), format: 'A4' });
    // A section too long for one page breaks between its tables' parts, each part kept whole:
    // kept whole itself, it left the first page empty under the heading.
    const breaks = await page
      .locator('section')
      .evaluateAll((sections) =>
        sections.map((section) => [
          getComputedStyle(section).breakInside,
          ...[...section.querySelectorAll(':scope > .rt-print-part')].map((part) => getComputedStyle(part).breakInside),
        ]),
      );
    expect(breaks.slice(0, 2)).toEqual([
      ['auto', 'avoid', 'avoid', 'avoid'],
      ['auto', 'avoid', 'avoid', 'avoid'],
    ]);

    // The center's graph now has 13 survey numbers: on paper its table is in parts too, each
    // with the categories and the reference, every column inside the page.
    await page.emulateMedia({ media: 'screen' });
    await page.goto('/es/manager/graph-browser');
    const graphCaption = es.graphs.tableCaption.replace('{{title}}', WORLD.centerA.name);
    await eventually(() => page.getByRole('table', { name: graphCaption }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    const parts = page.getByRole('table', { name: `${graphCaption} (parte ` });
    await eventually(() => parts.count()).toBe(3);
    const surveyHeaders = await parts
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).innerText.split('\n')[0]!.trim()));
    const graphSurvey = (n: number) => es.graphs.survey.replace('{{surveyNo}}', String(n));
    const graphColumns = Array.from({ length: 13 }, (_, i) => graphSurvey(i + 1));
    expect(surveyHeaders).toEqual([
      ...[category, ...graphColumns.slice(0, 5), es.graphs.reference],
      ...[category, ...graphColumns.slice(5, 10), es.graphs.reference],
      ...[category, ...graphColumns.slice(10), es.graphs.reference],
    ]);
    expect(await cellsPastTheEdge(parts)).toEqual([]);
    await saveScreenshot(page, 'graph-browser-print-13', { fullPage: true });

    // On a 320 px phone the chart's legend takes seven rows: all of them stand above the bars'
    // numbers, and the plot keeps its height (Chart.js cut the legend at half the chart, drew the
    // rest over the numbers, and left the bars about 50 px).
    await page.emulateMedia({ media: 'screen', reducedMotion: 'reduce' });
    await recordCanvasText(page);
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/manager/graph-browser');
    // The chart as last drawn: it is drawn once, then again once its box has grown.
    const chartLayout = async () => {
      const drawn = await drawnTexts(page);
      const legend = drawn.filter((text) => text.font.startsWith('13px'));
      const numbers = drawn.filter((text) => text.font.startsWith('bold 10px'));
      const tick = (value: string) => drawn.find((text) => text.text === value && text.font.startsWith('12px'));
      return {
        legendEntries: legend.length,
        numbersBelowLegend:
          numbers.length > 0 &&
          Math.min(...numbers.map((number) => number.top)) >= Math.max(...legend.map((entry) => entry.bottom)),
        plotHeight: (tick('0')?.top ?? 0) - (tick('100')?.top ?? 0) >= 150 ? 'at least 150 px' : 'less',
      };
    };
    await eventually(chartLayout).toEqual({
      legendEntries: 14,
      numbersBelowLegend: true,
      plotHeight: 'at least 150 px',
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await saveScreenshot(page, 'graph-browser-13-at-320');
  });

  it('says there is no such PID at an address that names none, under its title, with the way back', async () => {
    const { page } = s;
    const deleted = await createParticipant(managerToken);
    await api(`/api/v1/users/${deleted.id}`, { method: 'DELETE', token: managerToken });
    for (const [prefix, words] of [
      ['', en],
      ['/es', es],
    ] as const) {
      // A PID deleted since the address was kept, and an address mistyped.
      for (const id of [deleted.id, 'xyz']) {
        await page.goto(`${prefix}/manager/participants/${id}`);
        const alert = page.getByRole('alert');
        await eventually(() => alert.isVisible()).toBe(true);
        expect(await alert.textContent()).toBe(`${words.progress.loadError}${words.progress.noSuchPid}`);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(words.progress.title);
        expect(await page.title()).toBe(`${words.progress.title} - ROMtrack`);
      }
      await page.getByRole('link', { name: words.progress.back }).click();
      await page.waitForURL(`**${prefix}/manager/pid-browser`);
    }
  });

  it('shows every flag in full on a 360 px phone in Spanish, the table scrolling in its own box', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/es/manager/participants/${declining.id}`);
    const heading = page.getByRole('heading', { name: es.progress.heading.replace('{{pid}}', String(declining.pid)) });
    await eventually(() => heading.isVisible()).toBe(true);
    // Three surveys: first to latest, then each step; a flag per category in each.
    const badges = page.locator('[data-flag]');
    await eventually(() => badges.count()).toBe(8 * 3);

    const esText: Record<string, string> = {
      improved: es.progress.flag.improved,
      unchanged: es.progress.flag.unchanged,
      worse: es.progress.flag.worse,
      'too-coarse': es.progress.flag.tooCoarse,
    };
    // Each flag's whole text is laid out: neither the badge nor anything inside it cuts it off.
    const flags = await badges.evaluateAll((elements) =>
      elements.map((el) => ({
        flag: el.getAttribute('data-flag') ?? '',
        text: (el as HTMLElement).innerText.trim(),
        clipped: [el, ...el.querySelectorAll('*')].some(
          (inner) => inner.scrollWidth > inner.clientWidth + 1 || inner.scrollHeight > inner.clientHeight + 1,
        ),
      })),
    );
    for (const flag of flags) expect(flag.text, `the ${flag.flag} flag`).toBe(esText[flag.flag]);
    expect(
      flags.filter((flag) => flag.clipped).map((flag) => flag.text),
      'flags cut off',
    ).toEqual([]);
    // The longest common flag, "Empeoramiento fiable", is among them.
    expect(expectedFlag(BEST, WORST, 'physicalFunctioning')).toBe('worse');
    expect(flags.map((f) => f.flag)).toContain('worse');

    // The method's numbers are written as Spanish writes them: a decimal comma.
    const method = await page.getByText(/^El índice de cambio fiable/).innerText();
    expect(method).toContain('mayor que 1,96 o menor que −1,96');
    expect(method).not.toMatch(/\d\.\d/);

    // The page itself never scrolls sideways; a table wider than the phone scrolls in its own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the page overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'participant-progress-es-360', { fullPage: true });
    // Every flag can be seen: inside the viewport, or scrolled into view within the table's box,
    // and not under the category column that stays at the box's left edge.
    for (const badge of await badges.all()) {
      await badge.scrollIntoViewIfNeeded();
      const box = await badge.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
      expect(await inFront(badge), `the ${await badge.innerText()} flag is covered`).toBe(true);
    }

    // A keyboard reaches each table's box, named after the table, and scrolls it with the arrows.
    expect(await seriousViolations(page)).toEqual([]);
    for (const table of await page.getByRole('table').all()) {
      const name = ((await table.locator('caption').textContent()) ?? '').trim();
      const tableBox = page.getByRole('region', { name, exact: true });
      expect(await tableBox.getAttribute('tabindex'), name).toBe('0');
      await tableBox.focus();
      await page.keyboard.press('ArrowRight');
      await eventually(() => tableBox.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    }

    // Scrolled to its far end, each table still names every row: the category column stays at
    // the box's left edge, in front of the scrolled scores, and says which category each row is.
    const tables = await page.getByRole('table').all();
    expect(tables).toHaveLength(2);
    for (const [i, table] of tables.entries()) {
      // The table's scrolling box: its nearest ancestor that scrolls sideways.
      const { scrolled, edge } = await table.evaluate((el) => {
        let box = el.parentElement;
        while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
        if (!box) return { scrolled: 0, edge: Number.NaN };
        box.scrollLeft = box.scrollWidth;
        return { scrolled: box.scrollLeft, edge: box.getBoundingClientRect().left };
      });
      expect(scrolled, 'the table scrolls sideways on a phone').toBeGreaterThan(0);
      await saveScreenshot(page, `participant-progress-es-360-scrolled-${i + 1}`);
      const rows = table.getByRole('rowheader');
      expect(await rows.allInnerTexts()).toEqual(SCALE_KEYS.map((key) => es.scales[key]));
      for (const row of await rows.all()) {
        // The page scrolls down to the row; the table stays scrolled to its end.
        await row.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2));
        const box = (await row.boundingBox())!;
        const name = await row.innerText();
        // Within a pixel: the cell sticks over the table's 1px outer border (category-table.css).
        expect(Math.abs(box.x - edge), `${name} moved from the box's edge`).toBeLessThanOrEqual(1);
        expect(await inFront(row), `${name} is behind the scores`).toBe(true);
      }
    }
  });

  it('downloads the surveys as CSV, shows the paired view and links to the progress from the graph browser', async () => {
    const { page } = s;
    await page.goto('/manager/graph-browser');
    const button = page.getByRole('button', { name: en.exports.csv });
    await eventually(() => button.isVisible()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^romtrack-surveys-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const text = fs.readFileSync(file, 'utf8');
    expect(text.split(/\r?\n/)[0]).toContain('pid');
    expect(text).toContain(`,${pid},`);

    // The paired switch: survey 1 against survey 3 over participants with both, then the shares.
    await page.getByRole('switch', { name: new RegExp(en.paired.switch) }).check({ force: true });
    await eventually(() =>
      page.getByRole('table', { name: new RegExp(`^${en.paired.caption.split('{{')[0]}`) }).count(),
    ).toBeGreaterThanOrEqual(2);
    await eventually(() => page.getByRole('table', { name: en.paired.sharesCaption }).isVisible()).toBe(true);

    // While the paired view shows, a new choice of PIDs asks for its pairs, not for the graph it hides.
    const asked: string[] = [];
    const noteCall = (request: Request) => {
      const { pathname, searchParams } = new URL(request.url());
      if (searchParams.has('users')) asked.push(pathname);
    };
    page.on('request', noteCall);
    // From the graph, the ticked PID's progress is one link away.
    await page.getByRole('checkbox', { name: en.graphs.selectAll }).uncheck();
    await eventually(() => page.getByText(en.graphs.progressHint).isVisible()).toBe(true);
    await page.getByRole('searchbox', { name: en.graphs.searchPid }).fill(String(pid));
    await page.getByRole('checkbox', { name: en.graphs.pidCheckbox.replace('{{pid}}', String(pid)) }).check();
    await eventually(() => asked).toContain('/api/v1/surveys/paired');
    await eventually(() => page.getByRole('table', { name: en.paired.sharesCaption }).isVisible()).toBe(true);
    page.off('request', noteCall);
    expect(asked).not.toContain('/api/v1/surveys/summary');
    // A start date of its own: the first of this month, through the calendar's levels.
    const start = page.getByRole('button', { name: en.graphs.start });
    const calendar = page.getByRole('dialog');
    const today = new Date();
    const firstOfMonth = new Date(today.getFullYear(), today.getMonth(), 1);
    const longDate = (day: Date) => day.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    await start.click();
    await calendar.getByRole('button', { name: 'January 2019', exact: true }).click();
    await calendar.getByRole('button', { name: '2019', exact: true }).click();
    await calendar.getByRole('button', { name: en.graphs.nextDecade }).click();
    await calendar.getByRole('button', { name: String(today.getFullYear()), exact: true }).click();
    await calendar
      .getByRole('button', { name: today.toLocaleDateString('en-US', { month: 'short' }), exact: true })
      .click();
    await calendar.getByRole('button', { name: longDate(firstOfMonth), exact: true }).click();
    await eventually(() => start.textContent()).toBe(longDate(firstOfMonth));
    const progressLink = page.getByRole('link', { name: en.graphs.progressLink.replace('{{pid}}', String(pid)) });
    await progressLink.click();
    await page.waitForURL('**/manager/participants/**');
    const heading = page.getByRole('heading', { name: en.progress.heading.replace('{{pid}}', String(pid)) });
    await eventually(() => heading.isVisible()).toBe(true);
    await eventually(() =>
      page.locator('tr[data-scale="physicalFunctioning"] td[data-change="1-3"]').textContent(),
    ).toContain(FLAG_TEXT.improved);

    // The browser's Back, and then a reload, return to the graph as the manager left it: the
    // dates, the one PID ticked, the paired view, not every PID since 2019.
    const selectAll = page.getByRole('checkbox', { name: en.graphs.selectAll });
    const pairedSwitch = page.getByRole('switch', { name: new RegExp(en.paired.switch) });
    for (const step of ['back', 'reload'] as const) {
      if (step === 'back') await page.goBack();
      else await page.reload();
      await page.waitForURL('**/manager/graph-browser');
      await eventually(() => progressLink.isVisible()).toBe(true);
      expect(await selectAll.isChecked(), step).toBe(false);
      expect(await page.getByText(en.graphs.selected.replace('{{pids}}', String(pid))).isVisible()).toBe(true);
      expect(await pairedSwitch.isChecked(), step).toBe(true);
      expect(await start.textContent(), step).toBe(longDate(firstOfMonth));
      await eventually(() => page.getByRole('table', { name: en.paired.sharesCaption }).isVisible()).toBe(true);
    }
  });
});
