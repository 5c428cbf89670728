/** Launches the system Chromium (chromium.ts) through playwright-core, for the journeys. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumPath, CHROMIUM_FLAGS } from './chromium.ts';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A fresh browser with its own empty profile (a second call is a second device);
 * `viewport` defaults to a laptop screen. A `deviceScaleFactor` of 2 with half a screen's size in
 * `viewport` is that screen zoomed to 200%. `systemTimeZone` is the machine's own zone (`TZ`),
 * where `timezoneId` overrides it with a name: only a machine set so reports a zone it cannot
 * name, or a fixed offset, as some do.
 */
export async function openBrowser(
  viewport = { width: 1280, height: 860 },
  options: { timezoneId?: string; deviceScaleFactor?: number; locale?: string; systemTimeZone?: string } = {},
): Promise<BrowserSession> {
  const { systemTimeZone, ...contextOptions } = options;
  const env = systemTimeZone
    ? { ...Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined)), TZ: systemTimeZone }
    : undefined;
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'romtrack-chromium-'));
  const baseUrl = inject('baseUrl');
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_FLAGS,
    baseURL: baseUrl,
    viewport,
    ...contextOptions,
    ...(env ? { env } : {}),
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    baseUrl,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs in without the login screen (for the checks that are not about it): the session token
 * goes where the client keeps it, on a document of the app's origin that runs no app (as in
 * bench/audit-pages.ts). A screen still starting there would find the token and check it, a
 * request that could land among the next page's own.
 */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.goto('/api/v1/health');
  await page.evaluate((value) => localStorage.setItem('romtrack.token', value), token);
}

/**
 * Whether `text` is anywhere in the page's JavaScript memory, after a garbage collection: what
 * someone opening the browser's developer tools at that computer could find in a heap snapshot.
 */
export async function heapHolds(page: Page, text: string): Promise<boolean> {
  const devtools = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  devtools.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await devtools.send('HeapProfiler.enable');
  await devtools.send('HeapProfiler.collectGarbage');
  await devtools.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await devtools.detach();
  return chunks.join('').includes(text);
}

/** Whether the element has the keyboard focus. */
export const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * What a screen reader reads as the element's description: the texts its aria-describedby names
 * (a field's message under it, which stays after the alert has gone).
 */
export const describedText = (target: Locator) =>
  target.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

/**
 * Saves a screenshot for a person to look at, when E2E_SCREENSHOT_DIR is set; does nothing
 * otherwise, so the journeys run the same either way.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

let statusMarks = 0;

/**
 * The live status `status` finds now, as one element from here on: later messages must come in
 * this same element, where a screen reader hears them (a status put in the page together with its
 * message is not heard on every one). The element is marked with an attribute of its own.
 */
export async function sameStatusFromNowOn(status: Locator): Promise<Locator> {
  const mark = `status-${++statusMarks}`;
  await status.evaluate((el, value) => el.setAttribute('data-test-mark', value), mark);
  return status.page().locator(`[role="status"][data-test-mark="${mark}"]`);
}
