/**
 * Every screen, checked by axe-core in the real browser: no violation of impact serious or
 * critical (names and labels, contrast, ARIA, language). The manager's screens in English,
 * Spanish and Traditional Chinese, their three dialogs, their phone layout and menu drawer; the
 * director's and the admin's screens; the sign-in and password-recovery screens; and the
 * participant's pages on a phone, from the language choice to the thank-you, the first question
 * in each survey language, and the demo's chart. The staff fields' border and focus ring. Then
 * the manager's day by keyboard alone. In forced colours (Windows High Contrast), the graph's words,
 * and what Mantine shows by a fill alone; with reduced motion, dialogs and alerts that do not
 * slide. The data is Ridge Center's, which no other journey counts.
 */
import { questionnaires } from '@romtrack/sf36/questionnaire/index';
import { SURVEY_LANGUAGES } from '@romtrack/sf36/questionnaire/types';
import type { FileChooser, Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import enCommon from '../apps/web/src/locales/en/common.json';
import esCommon from '../apps/web/src/locales/es/common.json';
import zhCommon from '../apps/web/src/locales/zh-TW/common.json';
import enManager from '../apps/web/src/locales/en/manager.json';
import esManager from '../apps/web/src/locales/es/manager.json';
import zhManager from '../apps/web/src/locales/zh-TW/manager.json';
import {
  api,
  createParticipant,
  makePng,
  openSurveyLink,
  signInAdmin,
  signInDirector,
  signInManager,
  submitSurvey,
} from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { contrast } from './support/contrast.ts';
import { describedText, isFocused, openBrowser, signInWithToken, type BrowserSession } from './support/browser.ts';
import { drawnTexts, recordCanvasText } from './support/canvas.ts';
import { escapeRegExp, wordsNotWhole } from './support/text.ts';
import { uiTexts } from '../apps/web/src/participant/ui-text/index.ts';
import { fill } from '../apps/web/src/participant/ui-text/types.ts';
import { tapAnswer } from './support/survey.ts';
import { WORLD } from './support/world.ts';

const PHONE = { width: 360, height: 740 };
const english = questionnaires.en;
const STAFF_PREFIXES = ['', '/es', '/tw'];
const NOT_FOUND = new RegExp([enCommon, esCommon, zhCommon].map((c) => c.notFound.title).join('|'));

let tokens: Record<'manager' | 'director' | 'admin', string>;
let participantId = '';
let pid = 0;

/** A survey link for the Ridge Center PID, opened now. */
const openLink = () => openSurveyLink(participantId, tokens.manager);

beforeAll(async () => {
  tokens = {
    manager: await signInManager(WORLD.centerB),
    director: await signInDirector(WORLD.directorY),
    admin: await signInAdmin(WORLD.admin),
  };
  // A PID with two surveys, so the graphs, the progress page and the consent dialog have data.
  ({ id: participantId, pid } = await createParticipant(tokens.manager));
  for (const answer of [0, 2]) {
    const answers = english.items.map((item) => item.options[Math.min(answer, item.options.length - 1)]!.value);
    await submitSurvey(participantId, tokens.manager, answers);
  }
});

/** Fails with every serious or critical violation, each with its elements and axe's reason. */
async function expectAccessible(page: Page, screen: string) {
  const violations = await seriousViolations(page);
  expect(
    violations.map((v) => `${v.impact} ${v.rule} (${v.help}) at ${v.elements.join(', ')}: ${v.detail}`),
    screen,
  ).toEqual([]);
}

/** Opens a staff screen and waits until it has drawn: its first heading shown, the network quiet. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => page.getByRole('heading').first().isVisible()).toBe(true);
  await page.waitForLoadState('networkidle');
  // Still the screen asked for: not sent to a sign-in page, and not the "not found" screen.
  expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
  expect(await page.getByRole('heading', { name: NOT_FOUND }).count(), path).toBe(0);
  // The tab's title names the screen, by its heading.
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await expect.poll(() => page.title(), { message: path }).toBe(`${heading} - ROMtrack`);
}

describe('accessibility of every screen', () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  const signedInAs = (role: keyof typeof tokens) => signInWithToken(s.page, tokens[role]);

  it('the sign-in, password-recovery and placeholder screens', async () => {
    for (const path of [
      ...STAFF_PREFIXES.map((prefix) => prefix || '/'),
      '/admin',
      '/director',
      '/forgot-password',
      `/forgot-password/${'x'.repeat(43)}`,
      '/about',
    ]) {
      await visit(s.page, path);
      await expectAccessible(s.page, path);
    }
  });

  it("the manager's screens in each language", async () => {
    await signedInAs('manager');
    for (const prefix of STAFF_PREFIXES) {
      for (const screen of ['', '/guide', '/pid-browser', `/participants/${participantId}`, '/survey-center']) {
        const path = `${prefix}/manager${screen}`;
        await visit(s.page, path);
        await expectAccessible(s.page, path);
      }
      const graphs = `${prefix}/manager/graph-browser`;
      await visit(s.page, graphs);
      await expect.poll(() => s.page.locator('canvas[role="img"]').count()).toBe(1);
      await expectAccessible(s.page, graphs);
      await visit(s.page, `${prefix}/manager/settings`);
      await expectAccessible(s.page, `${prefix}/manager/settings`);
    }
  });

  it("the manager's survey-link, consent and delete dialogs", async () => {
    await signedInAs('manager');
    const { page } = s;
    await visit(page, '/manager/pid-browser');
    const row = page.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${pid}`) }) });
    const dialogs: [button: string, dialog: string][] = [
      ['Survey link', 'Generate survey link'],
      ['Consent', 'Manage Consent Permissions'],
      ['Delete', 'Delete PID'],
    ];
    for (const [button, name] of dialogs) {
      // The consent dialog is checked while its consents are still on their way too: the
      // answer waits until that check is done.
      let release = () => {};
      if (button === 'Consent') {
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/api/v1/users/*/consent', async (route) => {
          await held;
          await route.continue();
        });
      }
      await row.getByRole('button', { name: new RegExp(`^${button}`) }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      if (button === 'Consent') {
        await expect.poll(() => dialog.getByRole('status', { name: 'Loading…' }).isVisible()).toBe(true);
        await expectAccessible(page, `${name} dialog, loading`);
        release();
        await expect.poll(() => dialog.getByRole('status').count()).toBe(0);
      }
      if (button === 'Survey link') {
        await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
        await expect.poll(() => dialog.getByRole('img', { name: /QR/ }).isVisible()).toBe(true);
      }
      if (button === 'Delete') {
        // Typed three times: the confirmation and DELETE appear (nothing is deleted).
        for (const field of await dialog.getByRole('textbox').all()) await field.fill(String(pid));
        await expect.poll(() => dialog.getByRole('button', { name: 'DELETE', exact: true }).isVisible()).toBe(true);
      }
      await expectAccessible(page, `${name} dialog`);
      // The navbar is the one banner: the dialog's header is no second one.
      expect(await page.getByRole('banner').count(), name).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
    }
  });

  it("the manager's PID cards and menu drawer on a phone", async () => {
    await s.page.setViewportSize(PHONE);
    await signedInAs('manager');
    const { page } = s;
    await visit(page, '/manager/pid-browser');
    await expectAccessible(page, 'PID cards, 360 px');
    await page.getByRole('button', { name: 'Open the manager menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Manager Dashboard' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expectAccessible(page, 'menu drawer, 360 px');
    expect(await page.getByRole('banner').count()).toBe(1);
  });

  it('keeps the navbar inside its header on a phone, with text at 200%', async () => {
    await s.page.setViewportSize(PHONE);
    await signedInAs('director');
    const { page } = s;
    await visit(page, '/director');
    // Text at twice its size, as a person who needs it sets it (WCAG 1.4.4).
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    const banner = (await page.getByRole('banner').boundingBox())!;
    for (const control of [
      page.getByRole('link', { name: 'ROMtrack' }),
      page.getByRole('button', { name: 'Logout' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.y, control.toString()).toBeGreaterThanOrEqual(banner.y);
      expect(box.y + box.height, control.toString()).toBeLessThanOrEqual(banner.y + banner.height);
    }
  });

  it("cuts off no button's label or card's title on a phone with text at 200%, in Spanish", async () => {
    await s.page.setViewportSize(PHONE);
    await signedInAs('manager');
    const { page } = s;
    for (const path of [
      '/es/manager',
      '/es/manager/pid-browser',
      '/es/manager/settings',
      '/es/manager/graph-browser',
    ]) {
      await visit(page, path);
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      // What overflows its box and is hidden: a label wider than its button, a title wider than its card.
      const cutOff = await page.locator('button, a').evaluateAll((controls) =>
        controls
          .filter((control) => (control as HTMLElement).offsetParent !== null)
          .flatMap((control) => [control, ...control.querySelectorAll('*')])
          // Text for screen readers only is a box of a pixel or two that clips on purpose.
          .filter((element) => !element.closest('.mantine-VisuallyHidden-root'))
          .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
          .map((element) => element.textContent?.trim() ?? ''),
      );
      expect(cutOff, path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
    }
  });

  it('keeps the sign-in forms readable on a phone with text at 200%, in English and Spanish', async () => {
    await s.page.setViewportSize(PHONE);
    const { page } = s;
    for (const path of ['/', '/es', '/admin', '/director']) {
      await visit(page, path);
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      // The card's padding grew with the text and left the form under half the screen: "Inicia /
      // r sesió / n" on the button, "Contraseña" sticking out of its field's box. The uppercase
      // heading may still break a long word, as every heading does (theme.ts).
      expect(await wordsNotWhole(page.locator('form'), 'h1'), path).toEqual({ split: [], spilled: [] });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
    }
  });

  it('keeps the instructions on a 320 px phone with text at 200%, the page not scrolling sideways', async () => {
    // 320 px: the width WCAG 1.4.10 names (a 1280 px screen at 400%); Spanish has the longest words.
    const narrow = { width: 320, height: 640 };
    await s.page.setViewportSize(narrow);
    const { page } = s;
    for (const [role, path] of [
      ['manager', '/es/manager/guide'],
      ['manager', '/manager/guide'],
      ['director', '/director/guide'],
      ['admin', '/admin/guide'],
    ] as const) {
      await signedInAs(role);
      await visit(page, path);
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      // A word wider than the screen ("restablecimiento,", "(/director/register-manager)") pushed
      // the page past the screen's edge; read, each line needed scrolling sideways and back. Such
      // a word is split over two lines now: at twice the size a line holds about 14 letters.
      expect((await wordsNotWhole(page.getByRole('main'))).spilled, path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(narrow.width);
    }
  });

  it("keeps every PID of the graph's picker whole, on a phone with text at 200%, in Spanish and Chinese", async () => {
    await s.page.setViewportSize(PHONE);
    await signedInAs('manager');
    const { page } = s;
    for (const path of ['/es/manager/graph-browser', '/tw/manager/graph-browser']) {
      await visit(page, path);
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      const picker = page.getByRole('group', { name: /PID/ }).first();
      await expect.poll(() => picker.getByRole('checkbox', { name: `PID ${pid}` }).isVisible()).toBe(true);
      // A PID's box and number inside its cell of the grid: three cells a row, whatever the text
      // size, drew each number under the next PID's box.
      const spilled = await picker.locator('.mantine-Checkbox-root').evaluateAll((boxes) =>
        boxes
          .filter((box) => {
            // The checkbox's root is its cell of the grid (or its line, for "Select all users").
            const cell = box.getBoundingClientRect();
            return [...box.querySelectorAll('input, label')].some((part) => {
              const drawn = part.getBoundingClientRect();
              return drawn.right > cell.right + 1 || part.scrollWidth > part.clientWidth + 1;
            });
          })
          .map((box) => box.textContent?.trim() ?? ''),
      );
      expect(spilled, path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
    }
  });

  it("keeps a chosen center's name and the export's buttons whole, on a phone with text at 200%", async () => {
    // A region of its own, whose one center has a long name, so that no other journey's counts move.
    const director = { name: 'Director Pills', email: 'pills.e2e@example.org', password: 'pills-e2e-pass' };
    await api('/api/v1/directors', { token: tokens.admin, body: director });
    const centerName = "Saint Mary's Heart and Lung Center of the North Coast";
    const form = new FormData();
    form.set('name', centerName);
    form.set('password', 'pills-center-pass');
    form.set('consentRegion', 'general');
    form.set('upload', new Blob([new Uint8Array(makePng(4, 4, [28, 93, 153]))], { type: 'image/png' }), 'logo.png');
    const directorToken = await signInDirector(director);
    await api('/api/v1/centers', { token: directorToken, body: form });

    await s.page.setViewportSize(PHONE);
    await signInWithToken(s.page, directorToken);
    const { page } = s;
    await visit(page, '/director/graph-browser');
    await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
    const panel = page.getByRole('region', { name: 'Export for research' });
    const centers = panel.getByLabel('Centers', { exact: true });
    // Every center is chosen at first: emptied, then the long-named one chosen from the list.
    await panel.locator('.mantine-Pill-root button').click();
    await expect.poll(() => panel.locator('.mantine-Pill-root').count()).toBe(0);
    await centers.click();
    await page.getByRole('option', { name: centerName }).click();
    const pill = panel.locator('.mantine-Pill-root');
    await expect.poll(() => pill.count()).toBe(1);
    // Mantine's pill, one line high and as wide as what the field's clear button and chevron left
    // beside them (82 px), showed "S" and an ×, the rest of the name hidden.
    const label = pill.locator('.mantine-Pill-label');
    const hidden = (name: Element) => ({
      wide: name.scrollWidth - name.clientWidth,
      high: name.scrollHeight - name.clientHeight,
    });
    expect(await label.evaluate(hidden)).toEqual({ wide: 0, high: 0 });
    expect(await label.evaluate((name) => (name as HTMLElement).innerText)).toBe(centerName);
    expect(await wordsNotWhole(pill)).toEqual({ split: [], spilled: [] });
    // Nor is any of it drawn under the clear button and the chevron.
    const [drawn, section] = await Promise.all([
      pill.boundingBox(),
      panel.locator('.mantine-MultiSelect-section').boundingBox(),
    ]);
    expect(drawn!.x + drawn!.width <= section!.x || drawn!.y + drawn!.height <= section!.y).toBe(true);
    // "Downloa / d CSV", "Codeboo / k": even alone on its line, a button's padding left its label
    // less room than "Download" needs at twice the size.
    const buttons = panel.getByRole('button', { name: 'Download CSV' }).locator('..');
    expect(await wordsNotWhole(buttons)).toEqual({ split: [], spilled: [] });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it("keeps each word of the export's buttons whole on a 320 px phone with text at 200%, in English, Spanish and Chinese, and the laptop's panel as it was", async () => {
    await signedInAs('manager');
    const { page } = s;
    for (const [prefix, json] of [
      ['', enManager],
      ['/es', esManager],
      ['/tw', zhManager],
    ] as const) {
      const path = `${prefix}/manager/graph-browser`;
      const panel = page.getByRole('region', { name: json.exports.title });
      const buttons = [json.exports.csv, json.exports.xlsx, json.exports.codebook].map((name) =>
        panel.getByRole('button', { name, exact: true }),
      );
      // A laptop, text at its usual size: the panel keeps its padding, and each button its one
      // line, as wide as its label (in the graph's side column they wrap as a row does).
      await page.setViewportSize({ width: 1280, height: 800 });
      await visit(page, path);
      expect(await panel.evaluate((box) => getComputedStyle(box).padding), path).toBe('16px');
      for (const button of buttons) {
        const [box, label] = await Promise.all([
          button.boundingBox(),
          button.locator('.mantine-Button-label').boundingBox(),
        ]);
        expect(box!.height, `${path}: ${await button.textContent()}`).toBe(36);
        expect(box!.width - label!.width, `${path}: ${await button.textContent()}`).toBeLessThan(48);
      }
      // 320 px, the width WCAG 1.4.10 names, with the text at twice its size (WCAG 1.4.4): a
      // label had 144 px, and "Descargar" needs 161 ("Downloa / d CSV", "Codeboo / k").
      await page.setViewportSize({ width: 320, height: 640 });
      await visit(page, path);
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      expect(await wordsNotWhole(buttons[0]!.locator('..')), path).toEqual({ split: [], spilled: [] });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });

  it("keeps each area's menu beside the main region, on a desktop and on a phone", async () => {
    const areas = [
      { role: 'manager', path: '/manager/guide', menu: 'Manager Dashboard', open: 'Open the manager menu' },
      { role: 'director', path: '/director/settings', menu: 'Director Dashboard', open: 'Open the menu' },
      { role: 'admin', path: '/admin/guide', menu: 'Admin Dashboard', open: 'Open the menu' },
    ] as const;
    const { page } = s;
    for (const { role, path, menu, open } of areas) {
      await signedInAs(role);
      for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
        const where = `${path} at ${viewport.width} px`;
        await page.setViewportSize(viewport);
        await visit(page, path);
        // A screen reader's jump to the main region lands on the screen's heading, not the menu.
        const main = page.getByRole('main');
        expect(await main.getByRole('navigation').count(), where).toBe(0);
        expect(
          await main
            .getByRole('heading')
            .first()
            .evaluate((h) => h.tagName),
          where,
        ).toBe('H1');
        const menuControl =
          viewport === PHONE ? page.getByRole('button', { name: open }) : page.getByRole('navigation', { name: menu });
        expect(await menuControl.isVisible(), where).toBe(true);
        expect(await main.getByRole('button', { name: open }).count(), where).toBe(0);
      }
    }
  });

  it("heads the calendar's month and names its days as each staff language writes a date", async () => {
    await signedInAs('manager');
    const { page } = s;
    const writing = {
      '': { month: /^[A-Z][a-z]+ \d{4}$/, day: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ },
      '/es': { month: /^\p{Ll}+ de \d{4}$/u, day: /^\d{1,2} de \p{Ll}+ de \d{4}$/u },
      '/tw': { month: /^\d{4}年\d{1,2}月$/, day: /^\d{4}年\d{1,2}月\d{1,2}日$/ },
    };
    for (const [prefix, { month, day }] of Object.entries(writing)) {
      await visit(page, `${prefix}/manager/graph-browser`);
      await page.locator('button[aria-haspopup="dialog"]').first().click();
      const calendar = page.getByRole('dialog');
      await expect.poll(() => calendar.isVisible()).toBe(true);
      // As drawn, CSS included (innerText): Mantine's text-transform: capitalize wrote the Spanish
      // heading "Enero De 2019" over its text "enero de 2019".
      const heading = calendar.locator('[class*="calendarHeaderLevel"]');
      expect(await heading.evaluate((level) => (level as HTMLElement).innerText), prefix).toMatch(month);
      const days = await calendar
        .locator('table button')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
      expect(days.length, prefix).toBeGreaterThanOrEqual(28);
      for (const name of days) expect(name, prefix).toMatch(day);
      await page.keyboard.press('Escape');
    }
  });

  it("the director's and the admin's screens in English", async () => {
    const screens = {
      director: ['', '/guide', '/settings', '/register-center', '/register-manager', '/graph-browser'],
      admin: ['', '/guide', '/settings', '/register-director', '/directors', '/register-center', '/graph-browser'],
    };
    for (const role of ['director', 'admin'] as const) {
      await signedInAs(role);
      for (const screen of screens[role]) {
        const path = `/${role}${screen}`;
        await visit(s.page, path);
        await expectAccessible(s.page, path);
      }
    }
  });
  it("the admin's confirmation before a director is deactivated", async () => {
    await signedInAs('admin');
    const { page } = s;
    await visit(page, '/admin/directors');
    await page.getByRole('button', { name: `Deactivate ${WORLD.directorY.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate ${WORLD.directorY.name}?` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page, 'deactivate director dialog');
    expect(await page.getByRole('banner').count()).toBe(1);
    // Left as it was: the other journeys sign this director in.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('forms showing their errors: readable, and every field in error marked invalid', async () => {
    await signedInAs('admin');
    const { page } = s;
    await visit(page, '/admin/register-director');
    const fields: [name: string, exact: boolean, value: string][] = [
      ['Name', false, 'Bob'],
      ['Email', false, 'bob@'],
      ['Password', true, 'short'],
      ['Confirm password', false, 'shorx'],
    ];
    for (const [name, exact, value] of fields) {
      await page.getByRole('textbox', { name, exact }).fill(value);
      await page.keyboard.press('Tab');
    }
    for (const [name, exact] of fields) {
      const field = page.getByRole('textbox', { name, exact });
      await expect.poll(() => field.getAttribute('aria-invalid'), { message: name }).toBe('true');
      // The message a screen reader reads with the field.
      const described = await field.getAttribute('aria-describedby');
      expect(described, name).toBeTruthy();
      const errorId = described!.split(' ').find((id) => id.endsWith('-error'));
      const message = page.locator(`[id="${errorId}"]`);
      expect((await message.textContent())?.trim(), name).not.toBe('');
    }
    await expectAccessible(page, 'register director with errors');
  });
});

/**
 * Every visible Mantine field's box (the element with Mantine's "mantine-<Component>-input"
 * class: the text field itself, or the box around a password field's input), named by its label,
 * with the colour of its border and of its outline, and whether it holds the focus.
 */
const fieldBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[class*="-input"]')]
      .filter((el) => [...el.classList].some((c) => /^mantine-\w+-input$/.test(c)) && el.getClientRects().length > 0)
      .map((el) => {
        const style = getComputedStyle(el);
        const control = el.matches('input, textarea, button') ? el : el.querySelector('input');
        return {
          name: (control as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() ?? el.className,
          invalid: control?.getAttribute('aria-invalid') === 'true',
          border: style.borderTopColor,
          outline: { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor },
          focused: el.contains(document.activeElement),
        };
      }),
  );

/** Presses Tab until `target` has the focus: it must be reachable by keyboard, within `most` presses. */
async function tabTo(page: Page, target: Locator, most = 25) {
  for (let i = 0; i < most; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect.fail(`not reached by Tab within ${most} presses: ${target.toString()}`);
}

describe("the staff fields' outline", () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('draws each field with a border of 3:1 on white (WCAG 1.4.11), red in error, the ring of the buttons in focus, and readable calendar days that say which is chosen', async () => {
    const { page } = s;
    await signInWithToken(page, tokens.admin);
    const WHITE = 'rgb(255, 255, 255)';
    // A text field, a password field (its input sits in a bordered box), the region picker and
    // the date fields (a button each).
    const screens: [path: string, fields: Locator[]][] = [
      [
        '/admin/register-director',
        [page.getByRole('textbox', { name: 'Name' }), page.getByRole('textbox', { name: 'Password', exact: true })],
      ],
      [
        '/admin/graph-browser',
        [
          page.getByRole('combobox', { name: 'Region (director)' }),
          page.getByRole('button', { name: /^Start date/ }),
          page.getByRole('button', { name: /^End date/ }),
        ],
      ],
    ];
    for (const [path, fields] of screens) {
      await visit(page, path);
      const boxes = await fieldBoxes(page);
      expect(boxes.length, path).toBeGreaterThan(0);
      for (const box of boxes) {
        expect(
          contrast(box.border, WHITE),
          `${path}: the border of "${box.name}" (${box.border})`,
        ).toBeGreaterThanOrEqual(3);
      }
      for (const field of fields) {
        await tabTo(page, field, 40);
        const focused = (await fieldBoxes(page)).find((box) => box.focused);
        expect(focused?.outline, `${path}: the focus ring of ${field.toString()}`).toMatchObject({ style: 'solid' });
        expect(focused!.outline.width, `${path}: ${focused!.name}`).toBeGreaterThanOrEqual(2);
        expect(contrast(focused!.outline.color, WHITE), `${path}: ${focused!.name}`).toBeGreaterThanOrEqual(3);
      }
    }

    // The date fields' calendar: every day number readable (WCAG AA text contrast).
    await visit(page, '/admin/graph-browser');
    // Each date field is named by its label and the date it holds, not by its label alone.
    for (const label of ['Start date', 'End date']) {
      const named = page.getByRole('button', { name: new RegExp(`^${label} [A-Z][a-z]+ \\d{1,2}, \\d{4}$`) });
      expect(await named.count(), label).toBe(1);
    }
    await page.getByRole('button', { name: /^Start date/ }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(await page.getByRole('dialog').locator('button[data-outside]:visible').count()).toBe(0);
    // The calendar is named by its field.
    expect(await page.getByRole('dialog', { name: 'Start date' }).count()).toBe(1);
    // The chosen day is said to be chosen, not only drawn so; no other day is.
    const chosen = page.getByRole('dialog').getByRole('button', { pressed: true });
    expect(await chosen.count()).toBe(1);
    expect(await chosen.getAttribute('data-selected')).toBe('true');
    expect(await page.getByRole('dialog').locator('button[data-selected]').count()).toBe(1);
    const unreadable = (await seriousViolations(page)).filter((violation) =>
      ['color-contrast', 'aria-dialog-name'].includes(violation.rule),
    );
    expect(unreadable).toEqual([]);
    await page.keyboard.press('Escape');

    // A field in error keeps its red border, at rest and in focus.
    await visit(page, '/admin/register-director');
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('bob@');
    await page.keyboard.press('Tab');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const errorColor = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = 'var(--mantine-color-error)';
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    const inError = async () => (await fieldBoxes(page)).find((box) => box.invalid);
    await expect.poll(async () => (await inError())?.border).toBe(errorColor);
    await email.focus();
    // Mantine fades a field's border to its focus colour: still red once the fade is over.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    expect((await inError())?.border).toBe(errorColor);
  });
});

/** The border of each unticked checkbox and radio button, and the track of each switch that is off. */
const offControls = (page: Page) =>
  page.evaluate(() => [
    ...[
      ...document.querySelectorAll<HTMLInputElement>(
        '.mantine-Checkbox-input:not(:checked), .mantine-Radio-radio:not(:checked)',
      ),
    ]
      .filter((input) => !input.disabled)
      .map((input) => ({
        name: input.labels?.[0]?.textContent ?? input.id,
        color: getComputedStyle(input).borderTopColor,
      })),
    ...[...document.querySelectorAll<HTMLElement>('.mantine-Switch-input:not(:checked) + .mantine-Switch-track')].map(
      (track) => ({ name: 'switch', color: getComputedStyle(track).backgroundColor }),
    ),
  ]);

describe('the staff controls that are ticked or turned on', () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('draws unticked checkboxes and radio buttons, and switches that are off, at 3:1 on white (WCAG 1.4.11)', async () => {
    const { page } = s;
    const WHITE = 'rgb(255, 255, 255)';
    const screens: [token: string, path: string, wait: Locator][] = [
      // The PID checkboxes, shown once "Select all users" is unticked.
      [tokens.manager, '/manager/graph-browser', page.getByRole('checkbox', { name: /^PID \d{4}$/ }).first()],
      [tokens.director, '/director/register-center', page.getByRole('radio').first()],
      [tokens.director, '/director/graph-browser', page.getByRole('switch')],
    ];
    let checked = 0;
    for (const [token, path, wait] of screens) {
      await signInWithToken(page, token);
      await visit(page, path);
      if (path === '/manager/graph-browser') {
        await page.getByRole('checkbox', { name: 'Select all users' }).uncheck();
      }
      await expect.poll(() => wait.isVisible(), { timeout: 20_000 }).toBe(true);
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      for (const control of await offControls(page)) {
        expect(contrast(control.color, WHITE), `${path}: ${control.name} (${control.color})`).toBeGreaterThanOrEqual(3);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});

describe("the manager's day by keyboard alone", () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('signs in, makes a PID, opens its survey link, deletes it, the focus coming back after each dialog', async () => {
    const { page } = s;
    await page.goto('/');
    const center = page.getByRole('combobox', { name: 'Center' });
    await tabTo(page, center);
    await page.keyboard.type('Ridge');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => center.inputValue()).toBe(WORLD.centerB.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(WORLD.centerB.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/manager');
    // Each new screen starts from its heading: a screen reader says where the person now is.
    const focusedHeading = () =>
      page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));
    await expect.poll(focusedHeading).toBe('Manager Dashboard');

    const pidCenter = page.getByRole('link', { name: 'Participant Center (PID Center)' }).first();
    await tabTo(page, pidCenter);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/manager/pid-browser');
    await expect.poll(focusedHeading).toBe('Participant Center (PID Center)');

    const generate = page.getByRole('button', { name: 'Generate New PID +' });
    await tabTo(page, generate);
    await page.keyboard.press('Enter');
    const created = await page
      .getByText(/New PID (\d{4}) created/)
      .first()
      .textContent();
    // The button kept the focus while it worked.
    expect(await isFocused(generate)).toBe(true);
    const newPid = /New PID (\d{4}) created/.exec(created ?? '')?.[1];
    const row = page
      .locator('tbody tr')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${newPid}`) }) });
    const linkButton = row.getByRole('button', { name: /^Survey link/ });
    await tabTo(page, linkButton, 60);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Generate survey link' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // Focus starts on Generate; Enter makes the link.
    await expect.poll(() => isFocused(dialog.getByRole('button', { name: 'Generate', exact: true }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByText('DONE!', { exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Back on the button that opened it, which now says the link is open.
    await expect.poll(() => isFocused(linkButton)).toBe(true);
    await expect.poll(() => row.textContent()).toContain('Open to survey');

    // Delete it: the PID typed three times, DELETE, then Close; its row is gone, so the focus
    // lands on the search field.
    await tabTo(page, row.getByRole('button', { name: /^Delete/ }));
    await page.keyboard.press('Enter');
    const deleteDialog = page.getByRole('dialog', { name: 'Delete PID' });
    await expect.poll(() => deleteDialog.isVisible()).toBe(true);
    for (const field of ['Type the PID', 'Type the PID again', 'Type the PID a third time']) {
      await tabTo(page, deleteDialog.getByRole('textbox', { name: field, exact: true }));
      await page.keyboard.type(newPid ?? '');
    }
    await tabTo(page, deleteDialog.getByRole('button', { name: 'DELETE', exact: true }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => deleteDialog.getByText(`PID ${newPid} and its surveys were deleted.`).isVisible())
      .toBe(true);
    // The focus is on Close already.
    await page.keyboard.press('Enter');
    await expect.poll(() => deleteDialog.isVisible()).toBe(false);
    const search = page.getByRole('searchbox', { name: 'Search by PID' });
    await expect.poll(() => isFocused(search)).toBe(true);
  });

  it("keeps a center's name typed out in full when Tab leaves the field, and signs in with it", async () => {
    const { page } = s;
    await page.goto('/');
    const center = page.getByRole('combobox', { name: 'Center' });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    // Part of a name is no choice: the field is emptied, not filled with a guess.
    await tabTo(page, center);
    await page.keyboard.type('Ridge');
    await page.keyboard.press('Tab');
    expect(await isFocused(password)).toBe(true);
    expect(await center.inputValue()).toBe('');
    // The whole name, in any case, is that center: it stays, and the sign-in goes through.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type(WORLD.centerB.name.toLowerCase());
    await page.keyboard.press('Tab');
    expect(await isFocused(password)).toBe(true);
    await expect.poll(() => center.inputValue()).toBe(WORLD.centerB.name);
    await page.keyboard.type(WORLD.centerB.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/manager');
  });

  it('chooses with Enter the first center shown for part of a name, and signs in with it', async () => {
    const { page } = s;
    await page.goto('/');
    const center = page.getByRole('combobox', { name: 'Center' });
    await tabTo(page, center);
    // Part of its name, in lower case: the list marks its first match as the one Enter takes.
    await page.keyboard.type('idge cen');
    const marked = page.getByRole('listbox').locator('[data-combobox-selected]');
    await expect.poll(() => marked.textContent()).toBe(WORLD.centerB.name);
    await page.keyboard.press('Enter');
    await expect.poll(() => center.inputValue()).toBe(WORLD.centerB.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(WORLD.centerB.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/manager');
  });

  it('opens the consent dialog on its first survey when the consents arrive after it opened', async () => {
    const { page } = s;
    await signInWithToken(page, tokens.manager);
    await page.goto('/manager/pid-browser');
    await page.getByRole('searchbox', { name: 'Search by PID' }).fill(String(pid));
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    // As on a slow connection: the dialog is open before the consents arrive.
    await page.route('**/api/v1/users/*/consent', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const opener = page.locator('tbody tr').getByRole('button', { name: /^Consent/ });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Manage Consent Permissions' });
    await expect.poll(() => dialog.getByRole('checkbox').count()).toBe(4);
    await expect.poll(() => isFocused(dialog.getByRole('checkbox', { name: /^Survey 1/ }))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(opener)).toBe(true);
  });
});

describe('"Skip to content" on the staff pages', () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('is the first stop of Tab, shows itself, and takes the focus past the navbar and side menu to the screen', async () => {
    const { page } = s;
    await signInWithToken(page, tokens.manager);
    for (const [prefix, words] of [
      ['', enCommon.nav.skipToContent],
      ['/es', esCommon.nav.skipToContent],
      ['/tw', zhCommon.nav.skipToContent],
    ] as const) {
      const path = `${prefix}/manager/pid-browser`;
      await visit(page, path);
      const skip = page.getByRole('link', { name: words, exact: true });
      // Off the screen until it has the focus; a screen reader still finds it.
      expect(await skip.boundingBox().then((box) => (box ? box.y + box.height : 0))).toBeLessThanOrEqual(0);
      await page.keyboard.press('Tab');
      expect(await isFocused(skip), path).toBe(true);
      const box = await skip.boundingBox();
      expect(box!.y, path).toBeGreaterThanOrEqual(0);
      const colours = await skip.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.color, style.backgroundColor, style.outlineStyle];
      });
      expect(contrast(colours[0]!, colours[1]!)).toBeGreaterThanOrEqual(4.5);
      expect(colours[2]).toBe('solid');

      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { level: 1 });
      await expect.poll(() => isFocused(heading), { message: path }).toBe(true);
      // No "#screen-title" in the address, and no history entry that Back would stay on.
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(path);
      // Tab goes on into the screen, not through the side menu's links.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('nav, header') === null), path).toBe(true);
    }
  });
});

/** Answers the 36 questions in English with their first option, calling `onEach` as each one shows. */
async function answerEveryQuestion(page: Page, onEach?: (index: number) => Promise<void>) {
  for (const [i, item] of english.items.entries()) {
    await expect.poll(() => page.locator('.p-question-text').textContent()).toBe(item.text);
    await onEach?.(i);
    await tapAnswer(page, item.options[0]!.text);
  }
}

describe("accessibility of the participant's pages, on a phone", () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser(PHONE);
  });
  afterEach(async () => {
    await s.close();
  });

  it('from the language choice to the thank-you', async () => {
    const { page } = s;
    await page.goto(`/survey/${await openLink()}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Choose your language' }).isVisible()).toBe(true);
    await expectAccessible(page, 'language choice');
    await page.getByRole('button', { name: english.nativeName }).click();
    await expectAccessible(page, 'instructions');
    await page.locator('.p-nav .p-btn--primary').click();
    await answerEveryQuestion(page, async (i) => {
      // The first question of each section: a section header, and each kind of answer scale.
      if ([0, 2, 12, 19, 20, 22, 31].includes(i)) await expectAccessible(page, `question ${i + 1}`);
    });
    await expect.poll(() => page.getByRole('heading', { name: 'All questions answered' }).isVisible()).toBe(true);
    await expectAccessible(page, 'all questions answered');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Thank you!' }).isVisible()).toBe(true);
    await expectAccessible(page, 'thank-you');
  });

  it('the first question in each survey language', async () => {
    const { page } = s;
    for (const language of SURVEY_LANGUAGES) {
      const questionnaire = questionnaires[language];
      await page.goto('/demo');
      await page.getByRole('button', { name: questionnaire.nativeName }).click();
      await page.locator('.p-nav .p-btn--primary').click();
      await expect.poll(() => page.locator('.p-question-text').textContent()).toBe(questionnaire.items[0]?.text);
      await expectAccessible(page, `question 1 (${language})`);
      // The list of languages to change to, open over the question.
      await page.getByRole('button', { name: uiTexts[language].changeLanguage }).click();
      await expectAccessible(page, `question 1, languages listed (${language})`);
    }
  });

  it("reads, where the focus lands, each question's place and text, and its options as a radio group, in the page's chosen language", async () => {
    const { page } = s;
    const documentLanguage = () => page.evaluate(() => document.documentElement.lang);
    for (const language of ['vi', 'it'] as const) {
      const questionnaire = questionnaires[language];
      await page.goto('/demo');
      await page.getByRole('button', { name: questionnaire.nativeName }).click();
      // A screen reader, the browser's translate offer and hyphenation go by the document's language;
      // the survey's title stays English, and says so.
      await expect.poll(documentLanguage).toBe(language);
      expect(await page.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en');
      await page.locator('.p-nav .p-btn--primary').click();
      for (const i of [0, 2]) {
        const item = questionnaire.items[i]!;
        const progress = fill(uiTexts[language].progress, { current: i + 1, total: 36 });
        await expect.poll(() => page.locator('.p-question-text').textContent()).toBe(item.text);
        // What a screen reader reads on arriving: the focused legend, the place in the survey first.
        const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
        await expect.poll(focused).toMatch(new RegExp(`^${escapeRegExp(progress)}`));
        expect(await focused()).toContain(item.text);
        const group = page.getByRole('group', {
          name: new RegExp(`^${escapeRegExp(progress)} .*${escapeRegExp(item.text)}$`),
        });
        expect(await group.getByRole('radio').count()).toBe(item.options.length);
        for (const option of item.options) {
          expect(await group.getByRole('radio', { name: option.text, exact: true }).count(), option.text).toBe(1);
        }
        expect(await documentLanguage()).toBe(language);
        await tapAnswer(page, item.options[0]!.text);
        if (i === 0) await expect.poll(() => page.locator('.p-question-text').textContent()).not.toBe(item.text);
        if (i === 0) await page.getByRole('button', { name: uiTexts[language].next }).click();
      }
      // Back to the language choice: its heading is English again, and so is the page.
      const choose = page.getByRole('heading', { name: 'Choose your language' });
      while (!(await choose.isVisible())) await page.getByRole('button', { name: uiTexts[language].back }).click();
      expect(await documentLanguage()).toBe('en');
    }
  });

  it("the demo's results and the consent texts", async () => {
    const { page } = s;
    await page.goto('/demo');
    await page.getByRole('button', { name: english.nativeName }).click();
    await page.locator('.p-nav .p-btn--primary').click();
    await answerEveryQuestion(page);
    await page.getByRole('button', { name: 'Show my results' }).click();
    await expect.poll(() => page.getByRole('img', { name: /^Demo Survey Results: bar chart/ }).isVisible()).toBe(true);
    await expectAccessible(page, 'demo results');
    for (const path of ['/consent/en', '/consent/vi?region=eu', '/consent/zh-TW']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      await expectAccessible(page, path);
    }
  });
});

describe("the director's center registration by keyboard alone", () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('signs in to the dashboard heading, shows where the focus is on a card, and takes the focus to the field in error', async () => {
    const { page } = s;
    // Playwright takes over the file chooser from the first listener on: set up well before use.
    const chooserOpened = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
    await page.goto('/director');
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(WORLD.directorX.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(WORLD.directorX.password);
    await page.keyboard.press('Enter');
    // The sign-in form gave way to the dashboard at the same address: the focus is on its
    // heading, not lost to the page's body with the Login button.
    const focusedHeading = () =>
      page.evaluate(() => (document.activeElement?.tagName === 'H1' ? document.activeElement.textContent : null));
    await expect.poll(focusedHeading).toBe('Director Dashboard');

    const card = page.getByRole('link', { name: /^Register Center/ }).last();
    await tabTo(page, card);
    // A card in focus draws a ring around it.
    const outline = await card.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/director/register-center');
    await expect.poll(focusedHeading).toBe('REGISTER CENTER');

    // Everything left empty: the first field takes the focus and says what it lacks.
    await tabTo(page, page.getByRole('button', { name: 'REGISTER' }));
    await page.keyboard.press('Enter');
    const name = page.getByRole('textbox', { name: 'Center name' });
    await expect.poll(() => isFocused(name)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(name)).toBe('You must fill out all fields');
    const logoField = page.getByRole('button', { name: /^Center logo/ });
    expect(await describedText(logoField)).toContain('You must fill out all fields');

    // Filled in, but the confirmation differs: the focus goes to it, and only it is in error.
    await page.keyboard.type('Keyboard Center');
    await page.keyboard.press('Tab');
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    await page.keyboard.type('keyboard-pass-1');
    // The next Tab stop is the field's show/hide button: Space shows what was typed.
    await page.keyboard.press('Tab');
    const show = page.getByRole('button', { name: 'Show password' }).first();
    expect(await isFocused(show)).toBe(true);
    await page.keyboard.press('Space');
    // Shown, the field is a plain text box.
    const password = page.getByRole('textbox', { name: 'Center password' });
    await expect.poll(() => password.count()).toBe(1);
    expect(await show.getAttribute('aria-pressed')).toBe('true');
    expect(await password.inputValue()).toBe('keyboard-pass-1');
    await tabTo(page, page.getByRole('textbox', { name: 'Confirm password' }));
    await page.keyboard.type('keyboard-pass-2');
    // The logo field opens the file chooser on Enter, as a button does.
    await tabTo(page, logoField);
    await page.keyboard.press('Enter');
    await (
      await chooserOpened
    ).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(24, 24, [28, 93, 153]) });
    // The chosen file's clear button says what it clears.
    expect(await page.getByRole('button', { name: 'Remove the chosen logo' }).count()).toBe(1);
    await tabTo(page, page.getByRole('button', { name: 'REGISTER' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('textbox', { name: 'Confirm password' });
    await expect.poll(() => isFocused(confirm)).toBe(true);
    expect(await describedText(confirm)).toBe('Passwords do not match');
    expect(await page.locator('form [aria-invalid="true"]').count()).toBe(1);

    // The chosen logo removed by keyboard: the focus goes to the logo field, not to the page's
    // body with the button that went away. The button is a target of 24 px at least (WCAG 2.5.8).
    const remove = page.getByRole('button', { name: 'Remove the chosen logo' });
    const box = await remove.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24);
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => remove.count()).toBe(0);
    await expect.poll(() => isFocused(logoField)).toBe(true);
  });
});

describe('a message where the keyboard is, in the staff dialogs and forms, kept once the alert has gone', () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  it('Delete PID says which of the three fields does not hold the PID, as it is typed and on Enter', async () => {
    const { page } = s;
    const target = await createParticipant(tokens.manager);
    await signInWithToken(page, tokens.manager);
    await visit(page, '/manager/pid-browser');
    await page.getByRole('button', { name: `Delete for PID ${target.pid}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete PID' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const [first, second, third] = ['Type the PID', 'Type the PID again', 'Type the PID a third time'].map((name) =>
      dialog.getByRole('textbox', { name, exact: true }),
    );
    const wrong = String(target.pid === 1000 ? 1001 : target.pid - 1);
    const mismatch = `This is not PID ${target.pid}`;
    await first!.fill(String(target.pid));
    await second!.fill(String(target.pid).slice(0, 2));
    await third!.fill(wrong);
    // A whole PID that is not this one says so at once; a PID still being typed does not yet.
    await expect.poll(() => third!.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(third!)).toBe(mismatch);
    expect(await second!.getAttribute('aria-invalid')).toBeNull();
    // Enter, with no DELETE to press yet: every field that lacks the PID says so, and the first
    // of them takes the focus, where nothing at all happened before.
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(second!)).toBe(true);
    expect(await second!.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(second!)).toBe(mismatch);
    expect(await first!.getAttribute('aria-invalid')).toBeNull();
    await expectAccessible(page, 'delete PID with a mistyped PID');
    // Put right, the messages go and DELETE comes.
    await second!.fill(String(target.pid));
    await third!.fill(String(target.pid));
    await expect.poll(() => page.locator('[role=dialog] [aria-invalid="true"]').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'DELETE', exact: true }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('Register Manager pressed before a center is chosen: the center picker says so and takes the focus', async () => {
    const { page } = s;
    await signInWithToken(page, await signInDirector(WORLD.directorX));
    await visit(page, '/director/register-manager');
    const register = page.getByRole('button', { name: 'REGISTER' });
    await register.focus();
    await page.keyboard.press('Enter');
    const center = page.getByRole('combobox', { name: 'Center' });
    // Said after the alert has gone, and read with the field it is about.
    await expect.poll(() => isFocused(center)).toBe(true);
    expect(await center.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(center)).toBe('Choose a center first');
    await page.keyboard.press('Escape');
  });

  it("tells a password manager whose password Account Settings changes, and keeps another person's details out of the admin's autofill", async () => {
    const { page } = s;
    // Hidden, as Chromium asks of a change-password form: the account's login name.
    const username = page.locator('form input[autocomplete="username"]');
    await signInWithToken(page, tokens.manager);
    await visit(page, '/manager/settings');
    expect(await username.inputValue()).toBe(WORLD.centerB.name);
    expect(await username.isVisible()).toBe(false);
    await signInWithToken(page, tokens.admin);
    await visit(page, '/admin/settings');
    expect(await username.inputValue()).toBe(WORLD.admin.email);
    // Register Director asks for the new director's name and e-mail, not the admin's: the browser
    // must not offer the admin's own (WCAG 1.3.5 marks fields about the user only).
    await visit(page, '/admin/register-director');
    expect(await page.getByRole('textbox', { name: 'Name' }).getAttribute('autocomplete')).toBe('off');
    expect(await page.getByRole('textbox', { name: 'Email' }).getAttribute('autocomplete')).toBe('off');
  });

  it('says as the reset page opens that its link no longer works, with the way to a new one', async () => {
    const { page } = s;
    await visit(page, `/forgot-password/${'x'.repeat(43)}`);
    await expect
      .poll(() =>
        page.getByText('Token expired. Please submit new password reset request.', { exact: true }).isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('heading', { name: 'RESET PASSWORD' }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'New password', exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await expect.poll(() => page.getByRole('button', { name: 'Send recovery email' }).isVisible()).toBe(true);
  });

  it('keeps saying in the reset form that its link no longer works, once the alert has gone', async () => {
    const { page } = s;
    // The link worked as the page opened, and was used in another tab before this one sent.
    await page.route('**/api/v1/adminAuth/resetpassword/*', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { success: true, data: { email: 'someone@example.org' } } })
        : route.continue(),
    );
    await visit(page, `/forgot-password/${'x'.repeat(43)}`);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('fresh-e2e-pass-1');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('fresh-e2e-pass-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    const said = 'Token expired. Please submit new password reset request.';
    const alert = page.locator('[data-alert-type="danger"]');
    await expect.poll(() => alert.count()).toBe(1);
    // The alert goes after two and a half seconds; the form still says why it cannot work.
    await expect.poll(() => alert.count(), { timeout: 6000 }).toBe(0);
    expect(await page.getByText(said, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Request a new link' }).isVisible()).toBe(true);
    await expectAccessible(page, 'reset password with a dead link');
  });
});

/**
 * How an element is painted: its background and text colour, its top border, and the page's
 * background behind it (in forced colours, the theme's one background colour).
 */
const paint = (target: Locator) =>
  target.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      background: style.backgroundColor,
      color: style.color,
      border: style.borderTopColor,
      borderWidth: Number.parseFloat(style.borderTopWidth),
      page: getComputedStyle(document.body).backgroundColor,
    };
  });

/** Fails unless `target` is filled apart from the page (3:1) and its words readable on that fill. */
async function expectFilledApart(target: Locator, what: string) {
  const { background, color, page } = await paint(target);
  expect(contrast(background, page), `${what}: its fill ${background} on the page's ${page}`).toBeGreaterThanOrEqual(3);
  expect(contrast(color, background), `${what}: its text ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
}

describe('in forced colours (Windows High Contrast), dark', () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
    // Chromium paints with its own high-contrast theme: white on black, as Windows' Night sky.
    await s.page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark', reducedMotion: 'reduce' });
  });
  afterEach(async () => {
    await s.close();
  });

  it("writes the graph's words in the theme's text colour, which the browser does not do on a canvas", async () => {
    const { page } = s;
    await signInWithToken(page, tokens.manager);
    await recordCanvasText(page);
    await visit(page, '/manager/graph-browser');
    const legend = 'US reference (RAND)';
    await expect.poll(async () => (await drawnTexts(page)).some((text) => text.text === legend)).toBe(true);
    const { page: background } = await paint(page.locator('canvas'));
    const unreadable = (await drawnTexts(page))
      .filter((text) => contrast(text.color, background) < 4.5)
      .map((text) => `"${text.text}" in ${text.color}`);
    expect(unreadable, `on the page's ${background}`).toEqual([]);
  });

  it("shows the side menu's page, the pager's page, the calendar's chosen day, the picker's option under the arrow keys and a switch, which Mantine shows by a fill alone", async () => {
    const { page } = s;
    // More PIDs than the graph's picker shows on one page: its pager appears.
    for (let i = 0; i < 10; i++) await createParticipant(tokens.manager);
    await signInWithToken(page, tokens.manager);
    await visit(page, '/manager/graph-browser');
    await expectFilledApart(page.getByRole('link', { name: 'Graph Browser' }), "the side menu's page");

    await page.getByRole('checkbox', { name: 'Select all users' }).uncheck();
    const current = page.locator('.mantine-Pagination-control[aria-current="page"]');
    await expect.poll(() => current.count()).toBe(1);
    await expectFilledApart(current, "the pager's page");

    await page.getByRole('button', { name: /^Start date/ }).click();
    const chosen = page.getByRole('dialog').getByRole('button', { pressed: true });
    await expect.poll(() => chosen.count()).toBe(1);
    await expectFilledApart(chosen, "the calendar's chosen day");
    await page.keyboard.press('Escape');

    // A switch: its track outlined, its thumb drawn; turned on, the track filled and the thumb on it.
    const toggle = page.getByRole('switch');
    const track = page.locator('.mantine-Switch-track');
    const thumb = page.locator('.mantine-Switch-thumb');
    const off = await paint(track);
    expect(off.borderWidth, "the switch's track").toBeGreaterThanOrEqual(1);
    expect(contrast(off.border, off.page), `the switch's track ${off.border}`).toBeGreaterThanOrEqual(3);
    const offThumb = await paint(thumb);
    expect(contrast(offThumb.background, off.page), `the thumb ${offThumb.background}`).toBeGreaterThanOrEqual(3);
    await toggle.check({ force: true });
    // Mantine fades the track's fill, reduced motion or not.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    const on = await paint(track);
    expect(contrast(on.background, on.page), `the track turned on, ${on.background}`).toBeGreaterThanOrEqual(3);
    const onThumb = await paint(thumb);
    expect(
      contrast(onThumb.background, on.background),
      `the thumb ${onThumb.background} on ${on.background}`,
    ).toBeGreaterThanOrEqual(3);

    await signInWithToken(page, tokens.admin);
    await visit(page, '/admin/graph-browser');
    await page.getByRole('combobox', { name: 'Region (director)' }).focus();
    await page.keyboard.press('ArrowDown');
    const option = page.locator('[data-combobox-selected]');
    await expect.poll(() => option.count()).toBe(1);
    await expectFilledApart(option, "the picker's option under the arrow keys");
  });

  it("shows the survey's progress bar, which is drawn by backgrounds alone", async () => {
    const { page } = s;
    await page.goto(`/survey/${await openLink()}`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    const bar = page.getByRole('progressbar');
    await expect.poll(() => bar.isVisible()).toBe(true);
    const track = await paint(bar);
    expect(track.borderWidth, 'the track').toBeGreaterThanOrEqual(1);
    expect(contrast(track.border, track.page), `the track's border ${track.border}`).toBeGreaterThanOrEqual(3);
    const fill = await paint(bar.locator('.p-progress-fill'));
    expect(contrast(fill.background, track.page), `the fill ${fill.background}`).toBeGreaterThanOrEqual(3);
  });
});

describe('with reduced motion asked for', () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
    await s.page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterEach(async () => {
    await s.close();
  });

  /** The transitions and animations of the page still to run longer than a frame. */
  const moving = (page: Page) =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => Number(animation.effect?.getTiming().duration) > 16)
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return `${target?.className ?? '?'} ${(animation as CSSTransition).transitionProperty ?? animation.id}`;
        }),
    );

  it('opens dialogs, the menu drawer and alerts at once, without sliding or fading', async () => {
    const { page } = s;
    await signInWithToken(page, tokens.manager);
    await visit(page, '/manager/pid-browser');
    await page.getByRole('button', { name: 'Generate New PID +' }).click();
    await expect.poll(() => page.locator('.mantine-Notification-root').count()).toBe(1);
    expect(await moving(page), 'the alert').toEqual([]);

    await page.getByRole('button', { name: 'Survey link' }).first().click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(await moving(page), 'the dialog').toEqual([]);
    await page.keyboard.press('Escape');

    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Open the manager menu' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(await moving(page), 'the menu drawer').toEqual([]);
  });
});
