/**
 * Every screen, checked by axe-core in the real browser: no violation of impact serious or
 * critical (names and labels, contrast, ARIA, language). The staff screens of each role in
 * English, Spanish and Traditional Chinese, the manager's three dialogs, the sign-in and
 * password-recovery screens, and the participant's pages on a phone, from the language choice
 * to the thank-you and the demo's chart. The data is Ridge Center's, which no other journey
 * counts.
 */
import { questionnaires } from '@romtrack/sf36/questionnaire/index';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { openBrowser, type BrowserSession } from './support/browser.ts';
import { WORLD } from './support/world.ts';

const PHONE = { width: 360, height: 740 };
const english = questionnaires.en;
const STAFF_PREFIXES = ['', '/es', '/tw'];

let tokens: Record<'manager' | 'director' | 'admin', string>;
let participantId = '';
let pid = 0;

const login = async (path: string, body: object) =>
  (await api<{ token: string }>(path, { method: 'POST', body })).token;

/** A survey link for the Ridge Center PID, opened now. */
const openLink = async () =>
  (await api<{ data: string }>(`/api/v1/auth/survey/${participantId}`, { token: tokens.manager, body: {} })).data;

beforeAll(async () => {
  tokens = {
    manager: await login('/api/v1/auth/login', { centerName: WORLD.centerB.name, password: WORLD.centerB.password }),
    director: await login('/api/v1/directorAuth/login', {
      email: WORLD.directorY.email,
      password: WORLD.directorY.password,
    }),
    admin: await login('/api/v1/adminAuth/login', WORLD.admin),
  };
  // A PID with two surveys, so the graphs, the progress page and the consent dialog have data.
  const participant = await api<{ data: { id: string; pid: number } }>('/api/v1/auth/register', {
    token: tokens.manager,
    body: { role: 'deidentified' },
  });
  participantId = participant.data.id;
  pid = participant.data.pid;
  for (const answer of [0, 2]) {
    const token = await openLink();
    const answers = english.items.map((item) => item.options[Math.min(answer, item.options.length - 1)]!.value);
    await api(`/api/v1/surveys/${token}`, { body: { answers, consented: true } });
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

/** Opens a screen and waits until it has drawn: its first heading shown, the network quiet. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => page.getByRole('heading').first().isVisible()).toBe(true);
  await page.waitForLoadState('networkidle');
  // Still the screen asked for: not sent to a sign-in page or to "not found".
  expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
}

describe('accessibility of every screen', () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  const signedInAs = async (role: keyof typeof tokens) => {
    await s.page.goto('/login');
    await s.page.evaluate((token) => localStorage.setItem('romtrack.token', token), tokens[role]);
  };

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
      await row.getByRole('button', { name: new RegExp(`^${button}`) }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      if (button === 'Survey link') {
        await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
        await expect.poll(() => dialog.getByRole('img', { name: /QR/ }).isVisible()).toBe(true);
      }
      await expectAccessible(page, `${name} dialog`);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
    }
  });

  it("the director's and the admin's screens in English", async () => {
    const screens = {
      director: ['', '/guide', '/settings', '/register-center', '/register-manager', '/graph-browser'],
      admin: ['', '/guide', '/settings', '/register-director', '/register-center', '/graph-browser'],
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
});

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
    for (let i = 0; i < english.items.length; i++) {
      const item = english.items[i]!;
      await expect.poll(() => page.locator('.p-question-text').textContent()).toBe(item.text);
      // The first question of each section: a section header, and each kind of answer scale.
      if ([0, 2, 12, 19, 20, 22, 31].includes(i)) await expectAccessible(page, `question ${i + 1}`);
      await page.getByRole('radio', { name: item.options[0]!.text, exact: true }).click();
    }
    await expect.poll(() => page.getByRole('heading', { name: 'All questions answered' }).isVisible()).toBe(true);
    await expectAccessible(page, 'all questions answered');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Thank you!' }).isVisible()).toBe(true);
    await expectAccessible(page, 'thank-you');
  });

  it("the demo's results and the consent texts", async () => {
    const { page } = s;
    await page.goto('/demo');
    await page.getByRole('button', { name: english.nativeName }).click();
    await page.locator('.p-nav .p-btn--primary').click();
    for (let i = 0; i < english.items.length; i++) {
      const item = english.items[i]!;
      await expect.poll(() => page.locator('.p-question-text').textContent()).toBe(item.text);
      await page.getByRole('radio', { name: item.options[0]!.text, exact: true }).click();
    }
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
