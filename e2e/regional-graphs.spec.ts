/**
 * Issue 5: the director's and the admin's graph browsers show a center's consented surveys and
 * not the unconsented ones. A center of its own keeps the numbers independent of other journeys.
 */
import { ITEM_VALUES } from '@romtrack/sf36/recode';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, makePng } from './support/api.ts';
import { openBrowser, type BrowserSession } from './support/browser.ts';
import { WORLD } from './support/world.ts';

const BEST = ITEM_VALUES.map((values) => values[values.length - 1]!);
const WORST = ITEM_VALUES.map((values) => values[0]!);
const center = { name: `Graph Center ${Date.now().toString(36)}`, password: 'graph-center-pass-7' };

async function surveyFor(manager: string, answers: number[], consented: boolean): Promise<void> {
  const pid = await api<{ data: { id: string } }>('/api/v1/auth/register', {
    token: manager,
    body: { role: 'deidentified' },
  });
  const link = await api<{ data: string }>(`/api/v1/auth/survey/${pid.data.id}`, { token: manager, body: {} });
  await api(`/api/v1/surveys/${link.data}`, { body: { answers, consented } });
}

beforeAll(async () => {
  const director = await api<{ token: string }>('/api/v1/directorAuth/login', {
    body: { email: WORLD.directorX.email, password: WORLD.directorX.password },
  });
  const form = new FormData();
  form.set('name', center.name);
  form.set('password', center.password);
  form.set('consentRegion', 'general');
  form.set('upload', new Blob([new Uint8Array(makePng(4, 4, [28, 93, 153]))], { type: 'image/png' }), 'logo.png');
  await api('/api/v1/centers', { token: director.token, body: form });
  const manager = await api<{ token: string }>('/api/v1/auth/login', {
    body: { centerName: center.name, password: center.password },
  });
  // Consented: every scale 100. Not consented: every scale 0 (shown as 1); it must not count.
  await surveyFor(manager.token, BEST, true);
  await surveyFor(manager.token, WORST, false);
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
    // Director X's region only: Ridge Center belongs to director Y.
    expect(await page.getByRole('region', { name: WORLD.centerB.name }).count()).toBe(0);
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
    await page.getByRole('combobox', { name: 'Region (director)' }).click();
    await page.getByRole('option', { name: WORLD.directorX.name }).click();
    await expectOnlyTheConsentedSurvey();
  });
});
