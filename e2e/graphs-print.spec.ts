/**
 * A center's graphs printed for a case conference or a funder, often on a black-and-white office
 * printer: only the report goes on paper (no menus, no filters); in greys the legend still tells
 * the US reference and each survey number apart; no table is split across a page's foot; and
 * every chart and every table says whose it is and for which dates, so a loose page 2 does too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ITEM_VALUES } from '@romtrack/sf36/recode';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../apps/web/src/locales/en/manager.json';
import { createParticipant, signInDirector, signInManager, submitSurvey } from './support/api.ts';
import { openBrowser, saveScreenshot, signInWithToken, type BrowserSession } from './support/browser.ts';
import { recordCanvasText, type DrawnText } from './support/canvas.ts';
import { WORLD } from './support/world.ts';

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

const WORST = ITEM_VALUES.map((values) => values[0]!);
const MIDDLE = ITEM_VALUES.map((values) => values[Math.floor(values.length / 2)]!);
const BEST = ITEM_VALUES.map((values) => values[values.length - 1]!);

/** Survey numbers 1 to 8: every one of the chart's survey colours. */
const SURVEYS = 8;
let managerToken = '';
let pid = 0;

beforeAll(async () => {
  managerToken = await signInManager(WORLD.centerA);
  const participant = await createParticipant(managerToken);
  pid = participant.pid;
  const answers = [WORST, MIDDLE, BEST];
  for (let n = 0; n < SURVEYS; n++) await submitSurvey(participant.id, managerToken, answers[n % 3]!);
});

/**
 * A legend entry's box as a black-and-white printer prints it: grey levels 0 (black) to 255, the
 * middle of the box (its edge may be antialiased), read as the page goes to paper.
 */
interface PrintedSwatch {
  label: string;
  width: number;
  greys: number[];
}

/**
 * Starts printing the first chart on the page as the browser does (the `beforeprint` event; it
 * prints the picture as the event's listeners return) and reads its legend's boxes, left of each
 * entry's text (Chart.js: a 14 px box, then half the 13 px font's size, then the text).
 */
const printedSwatches = (page: Page): Promise<PrintedSwatch[]> =>
  page.evaluate(() => {
    window.dispatchEvent(new Event('beforeprint'));
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[role="img"]')!;
    const rect = canvas.getBoundingClientRect();
    const scale = canvas.width / rect.width;
    // Types are erased, so the script sent to the page may name DrawnText (canvas.ts).
    const frames = (window as unknown as { canvasFrames: () => DrawnText[] }).canvasFrames();
    const legend = frames.filter((text) => text.font.startsWith('13px'));
    const ctx = canvas.getContext('2d')!;
    return legend.map((entry) => {
      const x = Math.round((entry.left - 6.5 - 12 - rect.left) * scale);
      const middle = (entry.top + entry.bottom) / 2;
      const y = Math.round((middle - 4 - rect.top) * scale);
      const width = Math.round(10 * scale);
      const { data } = ctx.getImageData(x, y, width, Math.round(8 * scale));
      const greys: number[] = [];
      for (let i = 0; i < data.length; i += 4) {
        greys.push(Math.round(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!));
      }
      return { label: entry.text, width, greys };
    });
  });

/**
 * What a reader of the greyscale print tells a box by: how dark it is on average, how much of it
 * is light, and how often light and dark change along its rows, its columns and its two
 * diagonals (lines, dots, hatching), not where its pattern happens to start.
 */
function texture({ width, greys }: PrintedSwatch) {
  const light = greys.map((grey) => grey > 200);
  const at = (x: number, y: number) => light[y * width + x];
  const height = greys.length / width;
  const changes = (dx: number, dy: number) => {
    let changed = 0;
    let pairs = 0;
    for (let y = Math.max(0, -dy); y < height - Math.max(0, dy); y++) {
      for (let x = 0; x < width - dx; x++) {
        pairs++;
        if (at(x, y) !== at(x + dx, y + dy)) changed++;
      }
    }
    return changed / pairs;
  };
  return {
    mean: greys.reduce((sum, grey) => sum + grey, 0) / greys.length,
    shape: [light.filter(Boolean).length / light.length, changes(1, 0), changes(0, 1), changes(1, 1), changes(1, -1)],
  };
}

/** Whether a reader tells two printed boxes apart: far apart in grey, or of different textures. */
function toldApart(a: PrintedSwatch, b: PrintedSwatch): boolean {
  const [ta, tb] = [texture(a), texture(b)];
  return Math.abs(ta.mean - tb.mean) >= 50 || ta.shape.some((value, i) => Math.abs(value - tb.shape[i]!) >= 0.1);
}

/** The day a date field shows, e.g. "January 2, 2019" (the fields are buttons that open a calendar). */
const shownDate = async (field: Locator) => (await field.innerText()).trim();

describe('a center’s graphs on paper', () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
    await signInWithToken(s.page, managerToken);
  });
  afterEach(async () => {
    await s.close();
  });

  it('prints the graph alone, its series apart in greys, its tables whole, each block saying whose it is', async () => {
    const { page } = s;
    await recordCanvasText(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/manager/graph-browser');
    const caption = en.graphs.tableCaption.replace('{{title}}', WORLD.centerA.name);
    await eventually(() => page.getByRole('table', { name: caption }).isVisible()).toBe(true);
    await eventually(() => page.locator('canvas[role="img"]').count()).toBe(1);
    const startField = page.getByLabel(en.graphs.start);
    const endField = page.getByLabel(en.graphs.end);
    const [from, to] = [await shownDate(startField), await shownDate(endField)];
    // The line saying what the report covers is for paper: on screen the filters beside it say so.
    const about = page.getByText(`${WORLD.centerA.name} · surveys from ${from} to ${to} · `);
    expect(await about.filter({ visible: true }).count()).toBe(0);

    // (a) On paper: the graph, without the menu, the header, the filters, the export or the switch.
    await page.setViewportSize({ width: 718, height: 1000 });
    await page.emulateMedia({ media: 'print', reducedMotion: 'reduce' });
    await eventually(() => page.getByRole('heading', { name: WORLD.centerA.name }).isVisible()).toBe(true);
    for (const hidden of [
      page.locator('nav').first(),
      page.locator('header').first(),
      page.getByRole('heading', { name: en.menu.title }),
      startField,
      page.getByRole('checkbox', { name: en.graphs.selectAll }),
      page.getByRole('heading', { name: en.exports.title }),
      page.getByText(en.paired.switch, { exact: true }),
    ]) {
      expect(await hidden.filter({ visible: true }).count()).toBe(0);
    }

    // (d) The center, the dates, whose surveys and the day printed, with the chart and with each
    // table (a part of it on paper), so that every printed block says whose it is.
    const aboutText = `${WORLD.centerA.name} · surveys from ${from} to ${to} · ${en.graphs.printedAllPids} · printed on ${to}`;
    const blocks = page.locator('.rt-print-whole, table');
    const blockCount = await blocks.count();
    expect(blockCount).toBeGreaterThanOrEqual(3);
    expect(
      await blocks.evaluateAll((all) => all.map((block) => (block as HTMLElement).innerText.includes('printed on'))),
    ).toEqual(Array.from({ length: blockCount }, () => true));
    expect(await about.filter({ visible: true }).count()).toBe(blockCount);
    expect(await about.first().innerText()).toBe(aboutText);

    // (c) A table stays on one page with its caption and header, and no row is cut in two.
    const breaks = await page
      .locator('.rt-category-table-box, .rt-category-table-box tr, .rt-print-whole')
      .evaluateAll((all) => [...new Set(all.map((el) => getComputedStyle(el).breakInside))]);
    expect(breaks).toEqual(['avoid']);
    expect(await page.locator('table > thead').count()).toBe(await page.locator('table').count());

    // (b) In greys, the legend still tells the US reference and every survey number apart: each
    // has a texture of its own (on screen each is one plain colour).
    const swatches = (await printedSwatches(page)).filter(
      (swatch) => swatch.label === en.graphs.reference || /^Survey [1-8] /.test(swatch.label),
    );
    expect(swatches.map((swatch) => swatch.label.split(' (n')[0])).toEqual([
      en.graphs.reference,
      ...Array.from({ length: SURVEYS }, (_, i) => `Survey ${i + 1}`),
    ]);
    const confused = swatches.flatMap((a, i) =>
      swatches.slice(i + 1).flatMap((b) => (toldApart(a, b) ? [] : [`${a.label} / ${b.label}`])),
    );
    expect(confused).toEqual([]);
    await saveScreenshot(page, 'graph-browser-print', { fullPage: true });
    const shots = process.env.E2E_SCREENSHOT_DIR;
    const pdf = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-graphs-')), 'graphs.pdf');
    await page.pdf({ path: pdf, format: 'A4' });
    if (shots) fs.copyFileSync(pdf, path.join(shots, 'graph-browser.pdf'));
    fs.rmSync(path.dirname(pdf), { recursive: true, force: true });

    // One PID ticked (on screen, where the PIDs are): the printed line names it.
    await page.emulateMedia({ media: 'screen', reducedMotion: 'reduce' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.getByRole('checkbox', { name: en.graphs.selectAll }).uncheck();
    await page.getByRole('searchbox', { name: en.graphs.searchPid }).fill(String(pid));
    await page.getByRole('checkbox', { name: en.graphs.pidCheckbox.replace('{{pid}}', String(pid)) }).check();
    await page.emulateMedia({ media: 'print', reducedMotion: 'reduce' });
    const onePid = `${WORLD.centerA.name} · surveys from ${from} to ${to} · PID ${pid} · printed on ${to}`;
    await eventually(() => page.getByText(onePid, { exact: true }).filter({ visible: true }).count()).toBe(
      await page.locator('.rt-print-whole, table').count(),
    );
  });

  it('prints a region’s graphs alone, each center’s chart and table saying whose they are', async () => {
    const { page } = s;
    await signInWithToken(page, await signInDirector(WORLD.directorX));
    await page.goto('/director/graph-browser');
    const section = page.getByRole('region', { name: WORLD.centerA.name });
    await eventually(() => section.getByRole('table').first().isVisible()).toBe(true);
    const [from, to] = [
      await shownDate(page.getByLabel(en.graphs.start)),
      await shownDate(page.getByLabel(en.graphs.end)),
    ];
    await page.emulateMedia({ media: 'print' });
    await eventually(() => page.getByLabel(en.graphs.start).isVisible()).toBe(false);
    expect(await page.locator('nav').filter({ visible: true }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: en.exports.title }).filter({ visible: true }).count()).toBe(0);
    const aboutText = `${WORLD.centerA.name} · surveys from ${from} to ${to} · ${en.graphs.printedConsented} · printed on ${to}`;
    await eventually(() => section.getByText(aboutText, { exact: true }).filter({ visible: true }).count()).toBe(
      await section.locator('.rt-print-whole, table').count(),
    );
  });
});
