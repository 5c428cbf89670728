import type { Locator, Page, Route } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, createParticipant, makePng, signInAdmin, signInDirector, signInManager } from './support/api.ts';
import { describedText, isFocused, openBrowser, signInWithToken, type BrowserSession } from './support/browser.ts';
import { WORLD } from './support/world.ts';
import enAuth from '../apps/web/src/locales/en/auth.json';
import esAuth from '../apps/web/src/locales/es/auth.json';
import zhAuth from '../apps/web/src/locales/zh-TW/auth.json';
import enAccount from '../apps/web/src/locales/en/account.json';
import esAccount from '../apps/web/src/locales/es/account.json';
import zhAccount from '../apps/web/src/locales/zh-TW/account.json';
import enManager from '../apps/web/src/locales/en/manager.json';
import enCommon from '../apps/web/src/locales/en/common.json';
import esManager from '../apps/web/src/locales/es/manager.json';
import zhManager from '../apps/web/src/locales/zh-TW/manager.json';

/** Whether the page shows its area's menu, by the first link of that name. */
const menuShown = (page: Page, menuLink: RegExp) => page.getByRole('link', { name: menuLink }).first().isVisible();

/** Fills the open e-mail login (ADMIN LOGIN or DIRECTOR LOGIN) and waits for the menu of the role. */
async function submitEmailLogin(page: Page, account: { email: string; password: string }, menuLink: RegExp) {
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => menuShown(page, menuLink)).toBe(true);
}

/** Director X signs in through DIRECTOR LOGIN and sees the director's menu. */
async function signInAsDirectorX(page: Page): Promise<void> {
  await page.goto('/director');
  await submitEmailLogin(page, WORLD.directorX, /Register Center/);
}

describe('staff sign-in', () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(() => s.close());

  /** Another tab of the same browser, open at `path` once `landmark` is on its screen. */
  async function anotherTab(path: string, landmark: (tab: Page) => Locator): Promise<Page> {
    const tab = await s.context.newPage();
    await tab.goto(path);
    await expect.poll(() => landmark(tab).isVisible()).toBe(true);
    return tab;
  }

  /** Signs a manager in through the manager login at `path`, in any of its three languages. */
  async function signInAtManagerLogin(path: string, center: string, password: string) {
    const { page } = s;
    await page.goto(path);
    await page.getByRole('combobox', { name: /center|centro|中心/i }).click();
    await page.getByRole('option', { name: center }).click();
    await page.getByRole('textbox', { name: /^(password|contraseña|密碼)/i }).fill(password);
    await page.getByRole('button', { name: /login|iniciar|登入/i }).click();
  }

  /** What the server answers to a request made with `token`: 401 once that session has ended. */
  const sessionAnswer = async (token: string) =>
    (await fetch(`${s.baseUrl}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;

  const managerTexts = { '': enManager, '/es': esManager, '/tw': zhManager };

  /** A manager of center A, in a session of their own, at the PID Center in the language of
   * `prefix`, with its data loaded (Generate is enabled once the center's PIDs are in). */
  async function managerAtPidCenter(prefix: keyof typeof managerTexts = ''): Promise<string> {
    const token = await signInManager(WORLD.centerA);
    await signInWithToken(s.page, token);
    await s.page.goto(`${prefix}/manager/pid-browser`);
    const generate = s.page.getByRole('button', { name: managerTexts[prefix].pid.generate });
    await expect.poll(() => generate.isEnabled()).toBe(true);
    return token;
  }

  it('signs a manager in at /, lands on /manager, and signs out', async () => {
    const { page } = s;
    await signInAtManagerLogin('/', WORLD.centerA.name, WORLD.centerA.password);
    await page.waitForURL('**/manager');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Manager Dashboard');
    // A signed-in manager who opens the login page again is sent back to the dashboard.
    await page.goto('/login');
    await page.waitForURL('**/manager');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: 'Login', exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('romtrack.token'))).toBeNull();
    await page.goto('/manager');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('says at the field what a manager login lacks, and moves the focus there: the center, then the password', async () => {
    const { page } = s;
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/login')) loginCalls++;
    });
    await page.goto('/login');
    const center = page.getByRole('combobox', { name: 'Center' });
    const password = page.getByRole('textbox', { name: 'Password' });
    await expect.poll(() => center.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => center.getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(center)).toBe(true);
    const centerMessage = await center.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${centerMessage}"]`).textContent()).toBe('Please choose a center');

    // A search that matches no center says so; centers are registered, so it does not say there are none.
    await center.fill('zzz no such center');
    await expect.poll(() => page.getByText('No center matches what you typed').isVisible()).toBe(true);
    expect(await page.getByText('No centers are registered yet').count()).toBe(0);
    await center.fill('');
    await page.keyboard.press('Escape');

    await center.click();
    await page.getByRole('option', { name: WORLD.centerB.name }).click();
    expect(await center.getAttribute('aria-invalid')).not.toBe('true');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(password)).toBe(true);
    expect(await page.getByText('Please enter the password').isVisible()).toBe(true);
    expect(loginCalls).toBe(0);
  });

  it('says the center list is open, and which list it is, the first time it opens', async () => {
    const { page } = s;
    await page.goto('/login');
    const center = page.getByRole('combobox', { name: 'Center' });
    await expect.poll(() => center.isVisible()).toBe(true);
    expect(await center.getAttribute('aria-expanded')).toBe('false');
    await center.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('listbox').isVisible()).toBe(true);
    // Mantine learns the list's id as the list mounts, after the field was drawn as closed.
    await expect.poll(() => center.getAttribute('aria-expanded')).toBe('true');
    const list = await center.getAttribute('aria-controls');
    expect(await page.locator(`[id="${list}"]`).getAttribute('role')).toBe('listbox');
    await page.keyboard.press('Escape');
    await expect.poll(() => center.getAttribute('aria-expanded')).toBe('false');
  });

  it('says in the center list that the centers are loading, then that they could not be loaded, never that there are none', async () => {
    const { page } = s;
    const centerNames = /\/api\/v1\/centers\/\?select=name/;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(centerNames, async (route) => {
      await answered;
      await route.abort('connectionrefused');
    });
    await page.goto('/login');
    const center = page.getByRole('combobox', { name: 'Center' });
    await expect.poll(() => center.isVisible()).toBe(true);
    await center.click();
    await expect.poll(() => page.getByText('Loading the centers…').isVisible()).toBe(true);

    // Every try fails (the list asks three times): the list says the server could not be reached.
    answer();
    await expect
      .poll(() => page.getByText('The server could not be reached. Check the connection and try again.').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await page.getByText('No centers are registered yet').count()).toBe(0);
    await page.unroute(centerNames);
  });

  it('says a failed login in a danger alert that goes away, and at the password field, which keeps it', async () => {
    const { page } = s;
    await signInAtManagerLogin('/login', WORLD.centerB.name, 'wrong-password');
    const alert = page.locator('[data-alert-type="danger"]', { hasText: 'Invalid credentials' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    const password = page.getByRole('textbox', { name: /^Password/ });
    // The person retypes the password: the field says why, and has the focus, after the alert.
    await expect.poll(() => isFocused(password)).toBe(true);
    await expect.poll(() => alert.count(), { timeout: 6000 }).toBe(0);
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(password)).toBe('Invalid credentials');
    expect(page.url()).toMatch(/\/login$/);
    await password.fill('another-try');
    expect(await password.getAttribute('aria-invalid')).toBeNull();

    // The same at ADMIN LOGIN.
    await page.goto('/admin');
    await page.getByRole('textbox', { name: 'Email' }).fill(WORLD.admin.email);
    const adminPassword = page.getByRole('textbox', { name: 'Password', exact: true });
    await adminPassword.fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => isFocused(adminPassword)).toBe(true);
    await expect.poll(() => alert.count(), { timeout: 6000 }).toBe(0);
    expect(await adminPassword.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(adminPassword)).toBe('Invalid credentials');
  });

  it('shows an alert raised as soon as the page opens, before the alerts code has arrived', async () => {
    const { page } = s;
    // The alerts' code is fetched once the page is idle. Held back here until the alert is raised.
    let raised!: () => void;
    const alertRaised = new Promise<void>((resolve) => (raised = resolve));
    let asked = false;
    await page.route(/\/assets\/alerts-host-[\w-]+\.js$/, async (route) => {
      asked = true;
      await alertRaised;
      await route.continue();
    });
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Login' }).click();
    const alert = page.locator('[data-alert-type="danger"]', { hasText: 'Please enter your email and password' });
    expect(await alert.count()).toBe(0);
    raised();
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(asked).toBe(true);
  });

  it('draws alerts plainly while their code cannot be downloaded, and asks for it again on the next page', async () => {
    const { page } = s;
    const pattern = /\/assets\/alerts-host-[\w-]+\.js$/;
    let refused!: () => void;
    const wasRefused = new Promise<void>((resolve) => (refused = resolve));
    await page.route(pattern, async (route) => {
      await route.abort();
      refused();
    });
    await page.goto('/admin');
    await wasRefused;
    await page.getByRole('button', { name: 'Login' }).click();
    // The screen is untouched: still the login form, and no error in its place; the alert is said.
    expect(await page.getByRole('heading', { name: 'ADMIN LOGIN' }).isVisible()).toBe(true);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    const alert = page.locator('[data-alert-type="danger"]', { hasText: 'Please enter your email and password' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    const host = page.locator('.mantine-Notifications-root');
    expect(await host.count()).toBe(0);

    // The connection is back: the next page asks again, and alerts have their place again.
    await page.unroute(pattern);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await expect.poll(() => host.count()).toBeGreaterThan(0);
  });

  it('signs a manager in under /es and /tw and keeps the language', async () => {
    const { page } = s;
    await signInAtManagerLogin('/es', WORLD.centerA.name, WORLD.centerA.password);
    await page.waitForURL('**/es/manager');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Panel del responsable del centro');
    await page.goto('/tw');
    await page.waitForURL('**/tw/manager');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('管理者主控台');
  });

  it('finds an accented center in the list when its name is typed without the accents, under /es', async () => {
    // A center of a director of its own, so that no other journey's centers change.
    const director = { name: 'Director Zuriñe', email: 'zurine.e2e@example.org', password: 'zurine-e2e-pass' };
    await api('/api/v1/directors', { token: await signInAdmin(WORLD.admin), body: director });
    const center = { name: 'Centro de Rehabilitación Comunitaria', password: 'rehabilitacion-e2e-pass' };
    const form = new FormData();
    form.set('name', center.name);
    form.set('password', center.password);
    form.set('consentRegion', 'general');
    form.set('upload', new Blob([new Uint8Array(makePng(4, 4, [28, 93, 153]))], { type: 'image/png' }), 'logo.png');
    await api('/api/v1/centers', { token: await signInDirector(director), body: form });

    const { page } = s;
    await page.goto('/es');
    const field = page.getByRole('combobox', { name: 'Centro' });
    // As typed on a keyboard without the Spanish accents; Mantine's own filter said no center matched.
    await field.fill('rehabilitacion comunitaria');
    const option = page.getByRole('option', { name: center.name });
    await expect.poll(() => option.isVisible()).toBe(true);
    await option.click();
    await page.getByRole('textbox', { name: /^contraseña/i }).fill(center.password);
    await page.getByRole('button', { name: /iniciar/i }).click();
    await page.waitForURL('**/es/manager');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Panel del responsable del centro' }).isVisible())
      .toBe(true);
  });

  it('says so at the screen asked for when the session could not be checked, and shows that screen once it can', async () => {
    const { page } = s;
    await signInWithToken(page, await signInManager(WORLD.centerA));
    // The network is down as the page opens: the session check gets no answer.
    let checks = 0;
    await page.route('**/api/v1/auth/me', (route) => {
      checks += 1;
      return route.abort();
    });
    await page.goto('/es/manager/graph-browser');
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe('No se pudo comprobar su sesión');
    // Not sent to the login as if signed out: the same address, and why.
    expect(new URL(page.url()).pathname).toBe('/es/manager/graph-browser');
    expect(await page.getByRole('alert').textContent()).toBe(
      'No se pudo conectar con el servidor. Compruebe la conexión e inténtelo de nuevo.',
    );
    expect(await page.getByRole('combobox').count()).toBe(0);

    // Still down: the check is made again, and its failure said again.
    const retry = page.getByRole('button', { name: 'Intentar de nuevo' });
    const checksBefore = checks;
    await retry.click();
    await expect.poll(() => checks).toBe(checksBefore + 1);
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);
    expect(await isFocused(retry)).toBe(true);

    // Back up: the screen asked for, with the session kept.
    await page.unroute('**/api/v1/auth/me');
    await retry.click();
    await expect.poll(() => heading.textContent()).toBe('Explorador de gráficos');
    expect(new URL(page.url()).pathname).toBe('/es/manager/graph-browser');
  });

  it('signs the admin in at /admin with ADMIN LOGIN', async () => {
    const { page } = s;
    await page.goto('/admin');
    await expect.poll(() => page.getByRole('heading', { name: 'ADMIN LOGIN' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    await submitEmailLogin(page, WORLD.admin, /Register Director/);
    // The admin is not a director: the director area shows its own login.
    await page.goto('/director');
    await expect.poll(() => page.getByRole('heading', { name: 'DIRECTOR LOGIN' }).isVisible()).toBe(true);
  });

  it('signs a director in at /director with DIRECTOR LOGIN', async () => {
    const { page } = s;
    await signInAsDirectorX(page);
    // From the manager login page a director is sent to their area.
    await page.goto('/');
    await page.waitForURL('**/director');
    // Signed out, the director is shown their own login, not the managers'.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/director');
    await expect.poll(() => page.getByRole('heading', { name: 'DIRECTOR LOGIN' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('romtrack.token'))).toBeNull();
  });

  /** The notice of a tab that another tab's sign-in made someone else's (account-switch.tsx). */
  const switchedNotice = (page: Page) => page.locator('[role="alert"][data-holds-focus]');

  it('follows another tab of the browser: signed in there as someone else, or out', async () => {
    const { page } = s;
    await signInWithToken(page, await signInAdmin(WORLD.admin));
    await page.goto('/admin/register-director');
    const adminMenu = page.getByRole('link', { name: /Register Director/ });
    await expect.poll(() => adminMenu.first().isVisible()).toBe(true);

    // A colleague signs in as a director in another tab of the same browser.
    const other = await s.context.newPage();
    await signInAsDirectorX(other);

    // The first tab is the director's now, at their home: no admin menu left to act on with their session.
    await expect.poll(() => adminMenu.count()).toBe(0);
    await expect.poll(() => menuShown(page, /Register Center/)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/director');

    // Signed out in the other tab: this one shows the login (of the area it is in).
    await other.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'DIRECTOR LOGIN' }).isVisible()).toBe(true);
    expect(await switchedNotice(page).count()).toBe(0);
    await other.close();
  });

  /** Center A's manager on the PID browser, with a new PID's Delete dialog open and its number typed once. */
  async function deleteDialogHalfTyped(page: Page) {
    const token = await managerAtPidCenter();
    const { pid } = await createParticipant(token);
    await page.getByRole('searchbox', { name: enManager.pid.search }).fill(String(pid));
    const row = page.getByRole('row').filter({ hasText: String(pid) });
    await row
      .getByRole('button', { name: new RegExp(`^${enManager.pid.deleteButton}`) })
      .filter({ visible: true })
      .click();
    const dialog = page.getByRole('dialog', { name: enManager.delete.title.replace('{{pid}}', String(pid)) });
    const typed = dialog.getByRole('textbox').first();
    await typed.fill(String(pid));
    return { pid, dialog, typed };
  }

  const noticeTitle = (texts: typeof enAuth, account: string) =>
    texts.signedInElsewhere.title.replace('{{account}}', account);

  it('tells a manager whose tab another center signed in over, and closes their PID browser with its dialog', async () => {
    const { page } = s;
    // Center A's manager has a PID's Delete dialog open, its number half typed.
    const { dialog } = await deleteDialogHalfTyped(page);

    // Center B's manager signs in in another tab of the clinic's browser.
    const other = await s.context.newPage();
    await signInWithToken(other, await signInManager(WORLD.centerB));

    // Back in the first tab: told who is signed in now, at Center B's dashboard, the focus on the
    // notice; nothing of Center A's screen is left to act on with B's session.
    const notice = switchedNotice(page);
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain(noticeTitle(enAuth, WORLD.centerB.name));
    expect(await notice.textContent()).toContain(enAuth.signedInElsewhere.body);
    expect(await isFocused(notice)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/manager');
    expect(await dialog.count()).toBe(0);
    expect(await page.getByRole('searchbox', { name: enManager.pid.search }).count()).toBe(0);
    const menu = page.getByRole('navigation', { name: enManager.menu.title });
    await expect.poll(() => menu.getByText(WORLD.centerB.name, { exact: true }).isVisible()).toBe(true);

    // The heading of the screen moved to leaves the notice the focus, and its close button closes it.
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => switchedNotice(page).count()).toBe(0);
    // The keyboard goes on from the screen's heading, not from the top of the page.
    expect(await isFocused(page.getByRole('heading', { level: 1 }))).toBe(true);

    // Not in the tab that signed in, nor in the first after a reload.
    await other.goto('/manager');
    await expect.poll(() => menuShown(other, /PID Center/)).toBe(true);
    await page.reload();
    await expect.poll(() => menu.getByText(WORLD.centerB.name, { exact: true }).isVisible()).toBe(true);
    expect(await switchedNotice(page).count()).toBe(0);
    expect(await switchedNotice(other).count()).toBe(0);
    await other.close();
  });

  it('says so in Spanish on a Spanish page, and leaves it when the manager moves on', async () => {
    const { page } = s;
    await managerAtPidCenter('/es');
    const search = page.getByRole('searchbox', { name: esManager.pid.search });
    await search.fill('12');

    const other = await s.context.newPage();
    await signInWithToken(other, await signInManager(WORLD.centerB));

    const notice = switchedNotice(page);
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain(noticeTitle(esAuth, WORLD.centerB.name));
    expect(await notice.getAttribute('lang')).toBe('es');
    expect(new URL(page.url()).pathname).toBe('/es/manager');
    expect(await search.count()).toBe(0);
    // Center B's manager opens their PID Center: the notice has said what it had to.
    await page
      .getByRole('navigation', { name: esManager.menu.title })
      .getByRole('link', { name: esManager.menu.pids })
      .click();
    await expect.poll(() => search.isVisible()).toBe(true);
    expect(await search.inputValue()).toBe('');
    expect(await switchedNotice(page).count()).toBe(0);
    await other.close();
  });

  it("takes a manager's tab to the director's home when a director signs in in another tab, telling them in their language", async () => {
    const { page } = s;
    await managerAtPidCenter('/tw');

    // The director signs in at DIRECTOR LOGIN in another tab.
    const other = await s.context.newPage();
    await signInAsDirectorX(other);

    const notice = switchedNotice(page);
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain(
      noticeTitle(zhAuth, `${WORLD.directorX.name} (${WORLD.directorX.email})`),
    );
    expect(await notice.getAttribute('lang')).toBe('zh-TW');
    expect(await isFocused(notice)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/director');
    expect(await menuShown(page, /Register Center/)).toBe(true);
    expect(await page.getByRole('searchbox').count()).toBe(0);
    // The director's own tab says nothing.
    expect(await switchedNotice(other).count()).toBe(0);
    await other.close();
  });

  it('keeps the screen as it is, and says nothing, when the same account signs in again in another tab', async () => {
    const { page } = s;
    const { pid, dialog, typed } = await deleteDialogHalfTyped(page);

    // The same manager signs in again in another tab (their session there had ended).
    const other = await s.context.newPage();
    const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/auth/me');
    await signInWithToken(other, await signInManager(WORLD.centerA));
    expect((await checked).status()).toBe(200);

    // The check has been answered: the dialog is still open with what was typed, and no notice.
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    expect(await typed.inputValue()).toBe(String(pid));
    expect(new URL(page.url()).pathname).toBe('/manager/pid-browser');
    expect(await page.getByRole('alert').filter({ hasText: 'You are now signed in as' }).count()).toBe(0);
    await other.close();
  });

  it('tells the tab who is signed in when a second sign-in in another tab overtakes the check of the first', async () => {
    const { page } = s;
    await managerAtPidCenter();

    // The check of the first sign-in in another tab is slow to come back to this tab.
    const held: Route[] = [];
    await page.route('**/api/v1/auth/me', (route) => void (held.length === 0 ? held.push(route) : route.continue()));
    const other = await s.context.newPage();
    const centerB = await signInManager(WORLD.centerB);
    await signInWithToken(other, centerB);
    await expect.poll(() => held.length).toBe(1);
    // Meanwhile the director signs in there over Center B's manager, whose session that ends.
    await signInAsDirectorX(other);
    await expect.poll(() => sessionAnswer(centerB)).toBe(401);
    const notice = switchedNotice(page);
    await expect.poll(() => notice.isVisible()).toBe(true);

    // The late answer about the session no tab holds any more changes nothing: the director's
    // session is valid, and this tab keeps saying so, at the director's home.
    const lateAnswer = page.waitForResponse((response) => response.request() === held[0]!.request());
    await held[0]!.continue();
    expect((await lateAnswer).status()).toBe(401);
    await page.waitForTimeout(300);
    expect(await page.getByRole('heading', { name: enCommon.sessionCheck.title }).count()).toBe(0);
    expect(await notice.textContent()).toContain(
      noticeTitle(enAuth, `${WORLD.directorX.name} (${WORLD.directorX.email})`),
    );
    expect(await menuShown(page, /Register Center/)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/director');
    await other.close();
  });

  it("tells a manager whose session ended, and in whose tab another center then signed in, at that center's home", async () => {
    const { page } = s;
    const centerA = await managerAtPidCenter();
    // Center A's session ends (idle too long, say) while the tab is left open: its next request is
    // refused, and the login says the session ended, ready to bring Center A's manager back.
    await api('/api/v1/auth/logout', { token: centerA });
    await page
      .getByRole('navigation', { name: enManager.menu.title })
      .getByRole('link', { name: enManager.menu.surveyCenter })
      .click();
    const ended = page.getByRole('note').filter({ hasText: enCommon.errors.signedOut });
    await expect.poll(() => ended.isVisible()).toBe(true);

    // Center B's manager signs in in another tab of the clinic's browser.
    const other = await s.context.newPage();
    await signInWithToken(other, await signInManager(WORLD.centerB));

    // Center A's manager comes back to their tab: not to their own screen, now Center B's, but to
    // Center B's dashboard, told who is signed in now.
    const menu = page.getByRole('navigation', { name: enManager.menu.title });
    await expect.poll(() => menu.getByText(WORLD.centerB.name, { exact: true }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/manager');
    const notice = switchedNotice(page);
    expect(await notice.textContent()).toContain(noticeTitle(enAuth, WORLD.centerB.name));
    expect(await isFocused(notice)).toBe(true);
    expect(await ended.count()).toBe(0);
    await other.close();
  });

  it('ends at the server the session a login in another tab replaces, and does not call a mistyped password an ended session', async () => {
    const { page } = s;
    const managerToken = await managerAtPidCenter();

    // A director opens the admin login in another tab of the clinic's browser and mistypes.
    const other = await anotherTab('/admin', (tab) => tab.getByRole('heading', { name: 'ADMIN LOGIN' }));
    await other.getByRole('textbox', { name: 'Email' }).fill(WORLD.directorX.email);
    const password = other.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('not-the-password');
    await other.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => describedText(password)).toBe('Invalid credentials');
    // Their own mistake, said as such: no session of theirs has ended.
    expect(await other.getByRole('note').filter({ hasText: 'Your session has ended' }).count()).toBe(0);
    // The failed login took the manager's session from the browser (spec section 4, LOGIN_FAIL):
    // it ends at the server too, rather than staying usable for a day by whoever had copied it.
    await expect.poll(() => sessionAnswer(managerToken)).toBe(401);
    await page.waitForURL((url) => url.pathname === '/');

    // Signed in over another session, the same: the one replaced ends.
    const nextToken = await signInManager(WORLD.centerA);
    await signInWithToken(page, nextToken);
    await page.goto('/manager');
    await other.goto('/director');
    await submitEmailLogin(other, WORLD.directorX, /Register Center/);
    await expect.poll(() => sessionAnswer(nextToken)).toBe(401);
    await expect.poll(() => menuShown(page, /Register Center/)).toBe(true);
    await other.close();
  });

  it('signs out at once on a network that hangs, in every tab, and ends the session at the server once it gets through', async () => {
    const { page } = s;
    const token = await managerAtPidCenter();
    const other = await anotherTab('/manager', (tab) => tab.getByRole('navigation', { name: 'Manager Dashboard' }));

    // The clinic's Wi-Fi falters: the logout request gets no answer for now.
    const held: Route[] = [];
    await page.route('**/api/v1/auth/logout', (route) => void held.push(route));
    await page.getByRole('button', { name: 'Logout' }).click();
    // The manager walks away: no screen of theirs is left up, here or in the other tab.
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('button', { name: /login/i }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Manager Dashboard' }).count()).toBe(0);
    await expect.poll(() => other.getByRole('navigation', { name: 'Manager Dashboard' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('romtrack.token'))).toBeNull();

    // The request gets through: the session ends at the server.
    await expect.poll(() => held.length).toBe(1);
    await held[0]!.continue();
    await expect.poll(() => sessionAnswer(token)).toBe(401);
    await other.close();
  });

  it('offers a director who forgot the password the way to reset it, from DIRECTOR LOGIN', async () => {
    const { page } = s;
    await page.goto('/director');
    await expect.poll(() => page.getByRole('heading', { name: 'DIRECTOR LOGIN' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await expect.poll(() => page.getByRole('heading', { name: 'FORGOT PASSWORD' }).isVisible()).toBe(true);
    // And back to the login it came from.
    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.waitForURL('**/director');
    await expect.poll(() => page.getByRole('heading', { name: 'DIRECTOR LOGIN' }).isVisible()).toBe(true);
  });

  it('tells a manager who forgot the password, at the manager login in each language, what to do and where', async () => {
    const { page } = s;
    for (const [path, words, account, prefix] of [
      ['/', enAuth, enAccount, ''],
      ['/es', esAuth, esAccount, '/es'],
      ['/tw', zhAuth, zhAccount, '/tw'],
    ] as const) {
      await page.goto(path);
      const link = page.getByRole('link', { name: words.managerLogin.forgotLink, exact: true });
      // The whole sentence, read as one, with the link in its place.
      const sentence = page.locator('p').filter({ has: link });
      await expect
        .poll(() => sentence.textContent())
        .toBe(words.managerLogin.forgot.replace('{{link}}', words.managerLogin.forgotLink));
      // To the recovery form in the login's own language.
      await link.click();
      await page.waitForURL((url) => url.pathname === `${prefix}/forgot-password`);
      await expect.poll(() => page.getByRole('heading', { name: account.forgotPassword.title }).isVisible()).toBe(true);
      // And back to the manager login it came from, in its language.
      await page.getByRole('link', { name: account.forgotPassword.back }).click();
      await page.waitForURL((url) => url.pathname === path);
      await expect.poll(() => link.isVisible()).toBe(true);
    }
  });

  it('paints the navbar with the product name before the staff code runs, then hands it to the app', async () => {
    const { page } = s;
    // A phone on a slow network, frozen before any script has arrived: the page's own frame shows.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/manager/pid-browser');
    const banner = page.getByRole('banner');
    expect(await banner.textContent()).toBe('ROMtrack');
    expect(await banner.isVisible()).toBe(true);
    expect(await page.title()).toBe('ROMtrack');

    // With its code, the app replaces the frame with its own navbar (one, not two), and the page
    // never goes blank in between.
    await page.unroute('**/assets/*.js');
    await page.addInitScript(() => {
      const seen = window as unknown as { rootWasEmptied?: boolean };
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (root && root.childElementCount === 0) seen.rootWasEmptied = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/manager/pid-browser');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: 'Login', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'ROMtrack' }).isVisible()).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { rootWasEmptied?: boolean }).rootWasEmptied),
    ).toBeUndefined();
  });

  it("says so, inside the page's frame, when a screen's code cannot be downloaded, and reloads", async () => {
    const { page } = s;
    // A dropped connection, or a phone that kept a page open across a new version of the app.
    await page.route('**/assets/manager-login-*.js', (route) => route.abort());
    await page.goto('/');
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'ROMtrack' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);

    await page.unroute('**/assets/manager-login-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
  });

  it('shows the next screen once the person moves on from one whose code could not be downloaded, and that one on the next visit', async () => {
    const { page } = s;
    await signInAtManagerLogin('/', WORLD.centerA.name, WORLD.centerA.password);
    await page.waitForURL('**/manager');
    await page.route('**/assets/manager-guide-*.js', (route) => route.abort());
    await page.goto('/manager/guide');
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    // The error takes the screen's place only: the manager's menu stays beside it.
    expect(await page.getByRole('navigation', { name: 'Manager Dashboard' }).isVisible()).toBe(true);

    // The navbar still leads on: the product name goes home, here the manager's dashboard.
    await page.getByRole('link', { name: 'ROMtrack' }).click();
    await page.waitForURL('**/manager');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Manager Dashboard');
    expect(await alert.count()).toBe(0);

    // The connection is back: the menu's link to the guide, without a reload, asks for its code again.
    await page.unroute('**/assets/manager-guide-*.js');
    const guideCode = page.waitForResponse((response) => /\/assets\/manager-guide-[^/]+\.js$/.test(response.url()));
    await page
      .getByRole('navigation', { name: 'Manager Dashboard' })
      .getByRole('link', { name: 'Instructions' })
      .click();
    await page.waitForURL('**/manager/guide');
    expect((await guideCode).ok()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Instructions');
    expect(await alert.count()).toBe(0);
  });

  it('names the staff code in the page itself, and the survey page loads none of it', async () => {
    const { page } = s;
    /** Each script the page loads, with its size, until `ready` shows. */
    async function scriptsOf(path: string, ready: () => Promise<boolean>): Promise<Map<string, number>> {
      const scripts = new Map<string, number>();
      const seen = (response: import('playwright-core').Response) => {
        if (response.request().resourceType() !== 'script') return;
        void response.body().then((body) => scripts.set(new URL(response.url()).pathname, body.length));
      };
      page.on('response', seen);
      await page.goto(path);
      await expect.poll(ready).toBe(true);
      await page.waitForLoadState('networkidle');
      page.off('response', seen);
      return scripts;
    }

    const staff = await scriptsOf('/login', () => page.getByRole('button', { name: 'Login' }).isVisible());
    // The browser fetches what the HTML names as soon as it reads it; the rest only once a
    // script asks. Nearly all of the code comes the first way: only the screen's own code the second.
    // As served: once running, Vite's loader adds links of its own to the document.
    const html = await (await page.request.get('/login')).text();
    const named = [...html.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"/g)].map(
      (match) => match[1],
    );
    const bytes = (files: Iterable<[string, number]>) => [...files].reduce((sum, [, size]) => sum + size, 0);
    const namedBytes = bytes([...staff].filter(([file]) => named.includes(file)));
    expect(namedBytes / bytes(staff)).toBeGreaterThan(0.8);

    const survey = await scriptsOf('/demo', () => page.getByRole('button').first().isVisible());
    expect(survey.size).toBeGreaterThan(0);
    expect([...survey.keys()].filter((file) => staff.has(file))).toEqual([]);
  });

  it("breaks no rule of the page's Content-Security-Policy while signing in and opening screens", async () => {
    const { page } = s;
    // Every violation the browser reports, in each document the tab opens. Zod probed for
    // `new Function` on every staff page load, and the policy (script-src 'self') refused it.
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
        report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
      }),
    );
    await signInAtManagerLogin('/', WORLD.centerA.name, WORLD.centerA.password);
    await page.waitForURL('**/manager');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Manager Dashboard');
    await page.goto('/manager/pid-browser');
    await expect.poll(() => page.getByRole('button', { name: 'Generate New PID +' }).isVisible()).toBe(true);
    await page.goto('/manager/graph-browser');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  it('shows 404 for unknown routes and coming-soon pages with a way back', async () => {
    const { page } = s;
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByRole('heading', { name: '404 - Not found' }).isVisible()).toBe(true);
    for (const path of ['/centers', '/about', '/contact-us', '/user']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { name: 'Coming soon' }).isVisible()).toBe(true);
    }
    await page.getByRole('link', { name: 'Back to the main menu' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const year = new Date().getFullYear();
    await expect.poll(() => page.getByText(`© ${year} Recovery Research Foundation`).isVisible()).toBe(true);
  });
});
