/**
 * Issue 5 in the browser: the admin registers a director, the director registers a center with
 * a logo and its manager, the manager signs in and sees the logo; password recovery by e-mail
 * (the e2e server has no SMTP_URL, so the mail is read from DATA_DIR/outbox).
 */
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetLinkIn } from '../apps/server/test/smtp-sink.ts';
import { api, makePng, signInAdmin, signInDirector, signInManager } from './support/api.ts';
import {
  heapHolds,
  isFocused,
  openBrowser,
  saveScreenshot,
  signInWithToken,
  type BrowserSession,
} from './support/browser.ts';
import { seriousViolations } from './support/axe.ts';
import { newestMailTo } from './support/outbox.ts';
import { WORLD } from './support/world.ts';
import esAccount from '../apps/web/src/locales/es/account.json';
import esAuth from '../apps/web/src/locales/es/auth.json';

/** How long an alert shows (spec section 4). */
const ALERT_TIMEOUT_MS = 2500;

const visible = (page: Page, text: string) => page.getByText(text, { exact: true }).first().isVisible();

/**
 * The fields in error, as "label: what it says", each saying why under itself (tied to it by
 * aria-describedby): the alert goes after 2.5 s, they stay until the field is changed.
 */
const fieldsInError = (page: Page) =>
  page.locator('form [aria-invalid="true"]').evaluateAll((fields) =>
    fields.map((field) => {
      const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
      const said = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      return `${field.closest('.mantine-InputWrapper-root')?.querySelector('label')?.textContent}: ${said}`;
    }),
  );

async function emailLogin(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('admin and director areas', () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(() => s.close());

  const director = { name: 'Director Dana', email: 'dana.e2e@example.org', password: 'dana-e2e-password' };
  const center = { name: 'Lighthouse Center', password: 'lighthouse-pass' };
  const manager = { fname: 'Maria', lname: 'Lopez', email: 'Maria.Lopez@Example.org', password: 'maria-e2e-pass' };
  const logo = makePng(24, 24, [28, 93, 153]);

  it('the admin registers a director, seeing each validation message on the way', async () => {
    const { page } = s;
    await page.goto('/admin');
    await emailLogin(page, WORLD.admin.email, WORLD.admin.password);
    const menu = page.getByRole('navigation', { name: 'Admin Dashboard' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    for (const item of [
      'Dashboard',
      'Instructions',
      'Register Director',
      'Directors',
      'Graph Browser',
      'Account Settings',
    ]) {
      expect(await menu.getByRole('link', { name: item, exact: true }).isVisible()).toBe(true);
    }
    await menu.getByRole('link', { name: 'Register Director' }).click();
    await page.waitForURL('**/admin/register-director');
    await expect.poll(() => page.getByRole('heading', { name: 'REGISTER DIRECTOR' }).isVisible()).toBe(true);

    const register = page.getByRole('button', { name: 'REGISTER' });
    const name = page.getByRole('textbox', { name: 'Name' });
    const email = page.getByRole('textbox', { name: 'Email' });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm password' });
    expect(await register.isDisabled()).toBe(true);
    // Enter in an empty form, REGISTER being disabled: every field says what it lacks, and the
    // first takes the focus, rather than nothing happening at all.
    await name.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => fieldsInError(page))
      .toEqual([
        expect.stringMatching(/^Name.*: You must fill out all the data$/),
        expect.stringMatching(/^Email.*: You must fill out all the data$/),
        expect.stringMatching(/^Password.*: You must fill out all the data$/),
      ]);
    expect(await isFocused(name)).toBe(true);

    await name.fill('Dana');
    await expect.poll(() => visible(page, 'Name must be greater than 5 characters')).toBe(true);
    await name.fill('');
    await expect.poll(() => visible(page, 'You must fill out all the data')).toBe(true);
    await name.fill(director.name);
    await expect.poll(() => visible(page, 'Name must be greater than 5 characters')).toBe(false);

    await email.fill('dana-at-example');
    await expect.poll(() => visible(page, 'Invalid email')).toBe(true);
    await email.fill(director.email);
    await expect.poll(() => visible(page, 'Invalid email')).toBe(false);
    // A comma typed for a dot: mail software would read two addresses, and mail the second.
    await email.fill(director.email.replace('.', ','));
    await expect.poll(() => visible(page, 'Invalid email')).toBe(true);
    await email.fill(director.email);
    await expect.poll(() => visible(page, 'Invalid email')).toBe(false);

    await password.fill('short');
    await expect.poll(() => visible(page, 'Password must be longer than 7 characters')).toBe(true);
    await password.fill(director.password);
    await confirm.fill(`${director.password}x`);
    await expect.poll(() => visible(page, 'Passwords do not match')).toBe(true);
    expect(await register.isDisabled()).toBe(true);
    await confirm.fill(director.password);
    await expect.poll(() => register.isEnabled()).toBe(true);

    await register.click();
    await expect.poll(() => visible(page, 'Director created successfully')).toBe(true);
    expect(await name.inputValue()).toBe('');

    // The same address again: the server's message.
    await name.fill('Director Dana Again');
    await email.fill(director.email.toUpperCase());
    await password.fill(director.password);
    await confirm.fill(director.password);
    await register.click();
    await expect.poll(() => visible(page, 'A user with that email already exists')).toBe(true);
  });

  it('the director registers a center with a logo and its manager; the manager signs in and sees the logo', async () => {
    const { page } = s;
    await page.goto('/director');
    await expect.poll(() => page.getByRole('heading', { name: 'DIRECTOR LOGIN' }).isVisible()).toBe(true);
    await emailLogin(page, director.email, director.password);
    const menu = page.getByRole('navigation', { name: 'Director Dashboard' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Register Manager' }).count()).toBe(0);

    // A director cannot open the admin's director registration.
    await page.goto('/admin/register-director');
    await expect.poll(() => page.getByRole('heading', { name: '403 - Forbidden' }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Name' }).count()).toBe(0);
    // Nor the admin's list of directors, where their access is taken away.
    await page.goto('/admin/directors');
    await expect
      .poll(() => visible(page, 'Only the admin manages directors. Your account cannot open this list.'))
      .toBe(true);
    expect(await page.getByRole('heading', { name: '403 - Forbidden' }).isVisible()).toBe(true);
    expect(await page.getByRole('table').count()).toBe(0);

    await page.goto('/director/register-center');
    await expect.poll(() => page.getByRole('heading', { name: 'REGISTER CENTER' }).isVisible()).toBe(true);
    const register = page.getByRole('button', { name: 'REGISTER' });
    await page.getByRole('textbox', { name: 'Center name' }).fill(center.name);
    await register.click();
    await expect.poll(() => visible(page, 'You must fill out all fields')).toBe(true);

    await page.getByRole('textbox', { name: 'Center password' }).fill(center.password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('something-else');
    const file = page.locator('input[type="file"]');
    // Only the server's four image types are offered in the file picker.
    expect(await file.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif');
    // A text file named .png is refused at the field when chosen, with no broken preview.
    await file.setInputFiles({ name: 'notimg.png', mimeType: 'image/png', buffer: Buffer.from('not an image\n') });
    const logoMessage = () => page.getByText('The logo must be a PNG, JPEG, WebP or GIF image').isVisible();
    await expect.poll(logoMessage).toBe(true);
    expect(await page.getByRole('img', { name: 'Preview of the chosen logo' }).count()).toBe(0);
    expect(await page.locator('form img').count()).toBe(0);
    // So is a file with an image's first bytes that no browser can draw (a truncated download):
    // the server would store it, and the manager's screen would never show it.
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen logo' }).isVisible()).toBe(true);
    await file.setInputFiles({ name: 'truncated.png', mimeType: 'image/png', buffer: logo.subarray(0, 20) });
    await expect.poll(logoMessage).toBe(true);
    expect(await page.locator('form img').count()).toBe(0);
    // So is an image over the server's 2 MB.
    const huge = Buffer.concat([logo, Buffer.alloc(2 * 1024 * 1024)]);
    await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
    await expect.poll(() => page.getByText('The logo must be at most 2 MB').isVisible()).toBe(true);
    expect(await page.locator('form img').count()).toBe(0);
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen logo' }).isVisible()).toBe(true);
    expect(await logoMessage()).toBe(false);
    await register.click();
    await expect.poll(() => visible(page, 'Passwords do not match')).toBe(true);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(center.password);
    await page.getByRole('radio', { name: /^EU/ }).check();
    await register.click();
    await expect.poll(() => visible(page, 'Center created')).toBe(true);

    // The same name again: the server's refusal as a danger alert.
    await page.getByRole('textbox', { name: 'Center name' }).fill(center.name.toUpperCase());
    await page.getByRole('textbox', { name: 'Center password' }).fill(center.password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(center.password);
    await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await register.click();
    await expect.poll(() => visible(page, 'A center with that name already exists')).toBe(true);
    // The name field says it too, and takes the focus to change it.
    expect(await fieldsInError(page)).toEqual([
      expect.stringMatching(/^Center name.*: A center with that name already exists$/),
    ]);
    await expect.poll(() => isFocused(page.getByRole('textbox', { name: 'Center name' }))).toBe(true);

    // Register Manager is reached from the center form, not the menu.
    await page.getByRole('link', { name: 'Register a named manager for a center' }).click();
    await page.waitForURL('**/director/register-manager');
    await expect.poll(() => page.getByRole('heading', { name: 'REGISTER MANAGER' }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'First name' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect.poll(() => visible(page, 'Choose a center first')).toBe(true);

    await page.getByRole('combobox', { name: 'Center' }).click();
    // Only the director's own centers are offered (counted once the list is there).
    await expect.poll(() => page.getByRole('option', { name: center.name }).isVisible()).toBe(true);
    expect(await page.getByRole('option', { name: WORLD.centerA.name }).count()).toBe(0);
    await page.getByRole('option', { name: center.name }).click();
    await expect.poll(() => page.getByRole('img', { name: `Logo of ${center.name}` }).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'First name' }).fill(manager.fname);
    await page.getByRole('textbox', { name: 'Last name' }).fill(manager.lname);
    await page.getByRole('textbox', { name: 'Email' }).fill(manager.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(manager.password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(`${manager.password}!`);
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect.poll(() => visible(page, 'Passwords do not match')).toBe(true);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(manager.password);
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect.poll(() => visible(page, 'Manager created')).toBe(true);
    await page.getByRole('button', { name: 'Logout' }).click();

    // The manager signs in with the center and the password the director set.
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Center' }).click();
    await page.getByRole('option', { name: center.name }).click();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(manager.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/manager');

    const token = await page.evaluate(() => localStorage.getItem('romtrack.token'));
    const me = await api<{ data: { email: string; center: string; name: string } }>('/api/v1/auth/me', { token });
    expect(me.data).toMatchObject({ email: manager.email.toLowerCase(), name: center.name });
    // The logo comes back byte for byte, with its type and nosniff.
    const res = await fetch(`${s.baseUrl}/api/v1/centers/${me.data.center}/uploads`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(logo)).toBe(true);
    // And the manager's layout shows it.
    const shown = page.getByRole('img', { name: new RegExp(center.name) });
    await expect
      .poll(async () => (await shown.count()) > 0 && (await shown.first().getAttribute('src')))
      .toMatch(/^data:image\/png;base64,/);
  });

  it('recovers a forgotten password by e-mail, once, and changes it again in Account Settings', async () => {
    const { page } = s;
    const admin = await signInAdmin(WORLD.admin);
    const person = { name: 'Director Recovery', email: 'recovery.e2e@example.org', password: 'recovery-pass-1' };
    await api('/api/v1/directors', { method: 'POST', token: admin, body: person });

    await page.goto('/admin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await expect.poll(() => page.getByRole('heading', { name: 'FORGOT PASSWORD' }).isVisible()).toBe(true);
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('not an email');
    await page.getByRole('button', { name: 'Send recovery email' }).click();
    await expect.poll(() => visible(page, 'Please enter a valid email address')).toBe(true);
    expect(await fieldsInError(page)).toEqual([expect.stringMatching(/^Email.*: Please enter a valid email address$/)]);
    await expect.poll(() => isFocused(email)).toBe(true);
    await email.fill(person.email);
    await page.getByRole('button', { name: 'Send recovery email' }).click();
    await expect.poll(() => visible(page, `A recovery email has been sent to ${person.email}`)).toBe(true);
    // Heard once, from the alert: the note that stays on the page is no second live message.
    const sentLive = page
      .locator('[role="alert"], [role="status"]')
      .filter({ hasText: 'A recovery email has been sent' });
    expect(await sentLive.count()).toBe(1);

    await expect.poll(() => newestMailTo(person.email), { timeout: 10_000 }).toBeDefined();
    const mail = (await newestMailTo(person.email))!;
    const link = resetLinkIn(mail.text);
    expect(link, mail.text).toMatch(new RegExp(`^${s.baseUrl}/forgot-password/`));

    // Pasted at the end of a sentence, the link still works, and the address bar shows it clean;
    // so does one cut inside the escape of a quote after it (%E2%80%9D).
    await page.goto(`${link}%E2%80`);
    await page.waitForURL(link);
    await expect.poll(() => page.getByRole('heading', { name: 'RESET PASSWORD' }).isVisible()).toBe(true);
    await page.goto(`${link}).`);
    await page.waitForURL(link);
    await expect.poll(() => page.getByRole('heading', { name: 'RESET PASSWORD' }).isVisible()).toBe(true);
    // A password manager files the new password under this account, not under no name.
    await expect.poll(() => page.locator('input[autocomplete="username"]').inputValue()).toBe(person.email);
    const password = page.getByRole('textbox', { name: 'New password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm new password' });
    const submit = page.getByRole('button', { name: 'Reset password' });
    await password.fill('abc');
    await confirm.fill('abc');
    await submit.click();
    await expect.poll(() => visible(page, 'Password too short')).toBe(true);
    expect(await fieldsInError(page)).toEqual([expect.stringMatching(/^New password.*: Password too short$/)]);
    await expect.poll(() => isFocused(password)).toBe(true);
    await password.fill('abcdefgh');
    await confirm.fill('abcdefgx');
    await submit.click();
    await expect.poll(() => visible(page, 'passwords do not match')).toBe(true);
    expect(await fieldsInError(page)).toEqual([
      expect.stringMatching(/^Confirm new password.*: passwords do not match$/),
    ]);
    await expect.poll(() => isFocused(confirm)).toBe(true);
    // Long enough for the spec's form, short for the server: the server's own refusal shows.
    await password.fill('seven77');
    await confirm.fill('seven77');
    await submit.click();
    await expect
      .poll(() =>
        page
          .getByText(/at least 8 characters/)
          .first()
          .isVisible(),
      )
      .toBe(true);

    const newPassword = 'recovered-pass-2';
    await password.fill(newPassword);
    await confirm.fill(newPassword);
    await submit.click();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.waitForURL('**/admin');
    await emailLogin(page, person.email, newPassword);
    await expect.poll(() => page.getByRole('navigation', { name: 'Admin Dashboard' }).isVisible()).toBe(true);

    // The link works once: opened again, its page says so before any password is typed.
    await page.goto(link);
    await expect.poll(() => visible(page, 'Token expired. Please submit new password reset request.')).toBe(true);
    expect(await page.getByRole('textbox', { name: 'New password', exact: true }).count()).toBe(0);

    // Account Settings in the director area (still signed in from /admin), with its messages.
    await page.goto('/director/settings');
    await expect.poll(() => page.getByRole('heading', { name: 'ACCOUNT SETTINGS' }).isVisible()).toBe(true);
    const update = page.getByRole('button', { name: 'Update password' });
    const current = page.getByRole('textbox', { name: 'Current password' });
    const fresh = page.getByRole('textbox', { name: 'New password', exact: true });
    const confirmation = page.getByRole('textbox', { name: 'Confirm new password' });
    const inError = () => fieldsInError(page);
    await update.click();
    await expect.poll(() => visible(page, 'Please fill out all password fields')).toBe(true);
    expect(await inError()).toEqual([
      expect.stringMatching(/^Current password.*: Please fill out all password fields$/),
      expect.stringMatching(/^New password.*: Please fill out all password fields$/),
      expect.stringMatching(/^Confirm new password.*: Please fill out all password fields$/),
    ]);
    await expect.poll(() => isFocused(current)).toBe(true);
    await current.fill(newPassword);
    await fresh.fill('settings-pass-4');
    await confirmation.fill('settings-pass-5');
    await update.click();
    await expect.poll(() => visible(page, 'New password does not match confirmation password')).toBe(true);
    expect(await inError()).toEqual([
      expect.stringMatching(/^Confirm new password.*: New password does not match confirmation password$/),
    ]);
    await expect.poll(() => isFocused(confirmation)).toBe(true);
    // The current password again as the new one: said at the new one, not sent.
    await fresh.fill(newPassword);
    await confirmation.fill(newPassword);
    await update.click();
    await expect.poll(() => visible(page, 'The new password must be different from the current one')).toBe(true);
    expect(await inError()).toEqual([
      expect.stringMatching(/^New password.*: The new password must be different from the current one$/),
    ]);
    await expect.poll(() => isFocused(fresh)).toBe(true);
    await fresh.fill('settings-pass-4');
    await confirmation.fill('settings-pass-4');
    await current.fill('wrong-current-pass');
    await update.click();
    await expect.poll(() => visible(page, 'Current password is incorrect')).toBe(true);
    await expect.poll(inError).toEqual([expect.stringMatching(/^Current password.*: Current password is incorrect$/)]);
    await expect.poll(() => isFocused(current)).toBe(true);
    await current.fill(newPassword);
    // Changed, the field no longer says it is wrong.
    expect(await inError()).toEqual([]);
    await update.click();
    await expect.poll(() => visible(page, 'Password updated successfully!')).toBe(true);
    await signInDirector({ email: person.email, password: 'settings-pass-4' });
  });

  it("recovers a center's password in Spanish from the manager login under /es: the form, the mail and the page its link opens", async () => {
    const { page } = s;
    // A center whose manager login its director has registered with an e-mail address.
    const center = { name: 'Centro Recuperación', password: 'centro-recuperacion-1' };
    const form = new FormData();
    form.set('name', center.name);
    form.set('password', center.password);
    form.set('upload', new Blob([new Uint8Array(makePng(4, 4, [28, 93, 153]))], { type: 'image/png' }), 'logo.png');
    const director = await signInDirector(WORLD.directorX);
    const { data } = await api<{ data: { id: string } }>('/api/v1/centers', { token: director, body: form });
    const email = 'gerente.recuperacion@example.org';
    await api('/api/v1/auth/register', {
      token: director,
      body: { role: 'manager', center: data.id, fname: 'Ana', lname: 'Ruiz', email, password: center.password },
    });

    await page.goto('/es');
    await page.getByRole('link', { name: esAuth.managerLogin.forgotLink, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/es/forgot-password');
    const asked = esAccount.forgotPassword;
    await expect.poll(() => page.getByRole('heading', { name: asked.title }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('textbox', { name: asked.email }).fill(email);
    await page.getByRole('button', { name: asked.submit }).click();
    await expect.poll(() => visible(page, asked.sent.replace('{{email}}', email))).toBe(true);

    // The mail is in Spanish, says whose password it sets and who a new one signs out, and its
    // link opens the Spanish page.
    await expect.poll(() => newestMailTo(email), { timeout: 10_000 }).toBeDefined();
    const mail = (await newestMailTo(email))!;
    expect(mail.subject).toBe('Restablezca su contraseña de ROMtrack');
    expect(mail.text).toContain(`Es la contraseña del inicio de sesión del centro «${center.name}»`);
    const link = resetLinkIn(mail.text);
    expect(link).toMatch(new RegExp(`^${s.baseUrl}/es/forgot-password/[A-Za-z0-9_-]{43}$`));

    // Pasted with the end of a sentence, it still opens the Spanish page, its address made clean.
    await page.goto(`${link}).`);
    await page.waitForURL(link);
    const reset = esAccount.resetPassword;
    await expect.poll(() => page.getByRole('heading', { name: reset.title }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    const password = 'nueva-clave-del-centro';
    await page.getByRole('textbox', { name: reset.password, exact: true }).fill(password);
    await page.getByRole('textbox', { name: reset.confirm }).fill(password);
    await page.getByRole('button', { name: reset.submit }).click();
    await expect.poll(() => visible(page, reset.success)).toBe(true);
    // Back to the manager login in Spanish, where the center's staff sign in with the new password.
    await page.getByRole('link', { name: reset.toLogin }).click();
    await page.waitForURL((url) => url.pathname === '/es');
    await expect.poll(() => page.getByRole('heading', { name: esAuth.managerLogin.title }).isVisible()).toBe(true);
    await expect(signInManager({ name: center.name, password })).resolves.toEqual(expect.any(String));

    // Used, the link says so in Spanish, and offers a new one on the Spanish form.
    await page.goto(link);
    await expect.poll(() => visible(page, reset.expired)).toBe(true);
    await page.getByRole('link', { name: reset.newRequest }).click();
    await page.waitForURL((url) => url.pathname === '/es/forgot-password');
  });

  it('says at the login, until the person signs in again, that the session ended while a form was open', async () => {
    const { page } = s;
    // A session of its own: ending it leaves the other journeys' sessions alone.
    const token = await signInAdmin(WORLD.admin);
    await signInWithToken(page, token);
    await page.goto('/admin/register-director');
    await page.getByRole('textbox', { name: 'Name' }).fill('Director Ended');

    // Signed out elsewhere (or idle too long) while the form was being filled.
    await api('/api/v1/auth/logout', { token });
    await page.getByRole('textbox', { name: 'Email' }).fill('ended@example.org');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('ended-password-1');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('ended-password-1');
    await page.getByRole('button', { name: 'REGISTER' }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'ADMIN LOGIN' }).isVisible()).toBe(true);
    const notice = page.getByRole('note').filter({ hasText: 'Your session has ended. Please sign in again.' });
    expect(await notice.isVisible()).toBe(true);
    // Still there once the failed call's alert has gone.
    await page.waitForTimeout(ALERT_TIMEOUT_MS + 500);
    expect(await page.getByRole('alert').filter({ hasText: 'Your session has ended' }).count()).toBe(0);
    expect(await notice.isVisible()).toBe(true);

    await emailLogin(page, WORLD.admin.email, WORLD.admin.password);
    await expect.poll(() => page.getByRole('navigation', { name: 'Admin Dashboard' }).isVisible()).toBe(true);
    expect(await notice.count()).toBe(0);
    // Back on the form as it was typed; the passwords were kept nowhere, and are typed again.
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Director Ended');
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('ended@example.org');
    expect(await page.getByRole('textbox', { name: 'Password', exact: true }).inputValue()).toBe('');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('ended-password-1');

    // Register Center, half typed when the session ends; at the same tab, someone else signs in.
    await page.goto('/admin/register-center');
    const centerName = page.getByRole('textbox', { name: 'Center name' });
    await centerName.fill('Center Left Open');
    await api('/api/v1/auth/logout', {
      token: await page.evaluate(() => localStorage.getItem('romtrack.token') ?? ''),
    });
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'ADMIN LOGIN' }).isVisible()).toBe(true);
    // The page learnt of the ended session as it opened, before its screens had loaded.
    await expect.poll(() => notice.isVisible()).toBe(true);
    await emailLogin(page, WORLD.directorX.email, WORLD.directorX.password);
    await expect.poll(() => centerName.isVisible()).toBe(true);
    // Not the admin's typing: it is gone from the tab, too.
    expect(await centerName.inputValue()).toBe('');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('Center Left Open');

    // What the director types is forgotten when they sign out themselves.
    await centerName.fill('Center Signed Out');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/director');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('Center Signed Out');
    await page.goto('/admin/register-center');
    await emailLogin(page, WORLD.directorX.email, WORLD.directorX.password);
    await expect.poll(() => centerName.isVisible()).toBe(true);
    expect(await centerName.inputValue()).toBe('');
  });

  it("keeps none of the screens' data in the tab's memory once the person signs out, or their session ends", async () => {
    const { page } = s;
    const adminToken = await signInAdmin(WORLD.admin);
    // Names found nowhere else in the page: only the Directors screen's answer brings them.
    const seen = [
      { name: 'Director Quillon Vareth', email: 'quillon.vareth@example.org', password: 'quillon-pass-1' },
      { name: 'Director Ysolde Marrack', email: 'ysolde.marrack@example.org', password: 'ysolde-pass-1' },
    ];
    for (const person of seen) await api('/api/v1/directors', { token: adminToken, body: person });
    const directorsScreen = async (token: string, person: (typeof seen)[number]) => {
      await signInWithToken(page, token);
      await page.goto('/admin/directors');
      await expect.poll(() => page.getByText(person.email).isVisible()).toBe(true);
      expect(await heapHolds(page, person.email)).toBe(true);
    };

    // Signed out with the Logout button, at a clinic's shared computer.
    await directorsScreen(adminToken, seen[0]!);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'ADMIN LOGIN' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin');
    expect(await heapHolds(page, seen[0]!.email)).toBe(false);

    // The session ended elsewhere; the screen learns of it at its next request.
    const ending = await signInAdmin(WORLD.admin);
    await directorsScreen(ending, seen[1]!);
    await api('/api/v1/auth/logout', { token: ending });
    await page.getByRole('link', { name: 'Register Director' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Director Never Sent');
    await page.getByRole('textbox', { name: 'Email' }).fill('never.sent@example.org');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('never-sent-1');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('never-sent-1');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'ADMIN LOGIN' }).isVisible()).toBe(true);
    expect(await heapHolds(page, seen[1]!.email)).toBe(false);
  });

  it('the admin deactivates a director who has left: their screen ends, their login says why, until reactivated', async () => {
    const { page } = s;
    /** The server's answer while its database restarts. */
    const UNAVAILABLE = {
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'unavailable', code: 'SERVICE_UNAVAILABLE' }),
    };
    const adminToken = await signInAdmin(WORLD.admin);
    const leaving = { name: 'Director Leaving', email: 'leaving.e2e@example.org', password: 'leaving-e2e-pass' };
    await api('/api/v1/directors', { token: adminToken, body: leaving });
    const successor = {
      name: 'Director Successor',
      email: 'successor.e2e@example.org',
      password: 'successor-e2e-pass',
    };
    await api('/api/v1/directors', { token: adminToken, body: successor });
    // A director the admin picks first, who is deactivated while the hand-over dialog is open.
    const interim = { name: 'Director Interim', email: 'interim.e2e@example.org', password: 'interim-e2e-pass' };
    const { data: interimRow } = await api<{ data: { id: string } }>('/api/v1/directors', {
      token: adminToken,
      body: interim,
    });
    // The leaver's one center, which the successor takes over.
    const form = new FormData();
    form.set('name', 'Leaving Center');
    form.set('password', 'leaving-center-pass');
    form.set('consentRegion', 'general');
    form.set('upload', new Blob([new Uint8Array(makePng(4, 4, [28, 93, 153]))], { type: 'image/png' }), 'logo.png');
    await api('/api/v1/centers', { token: await signInDirector(leaving), body: form });
    // The director, on a device of their own, at their dashboard.
    const theirs = await openBrowser();
    try {
      await signInWithToken(theirs.page, await signInDirector(leaving));
      await theirs.page.goto('/director');
      const theirMenu = theirs.page.getByRole('navigation', { name: 'Director Dashboard' });
      await expect.poll(() => theirMenu.isVisible()).toBe(true);

      await signInWithToken(page, adminToken);
      await page.goto('/admin');
      await page.getByRole('navigation', { name: 'Admin Dashboard' }).getByRole('link', { name: 'Directors' }).click();
      await page.waitForURL('**/admin/directors');
      await expect.poll(() => page.getByRole('heading', { name: 'DIRECTORS', level: 1 }).isVisible()).toBe(true);
      const row = page.getByRole('row').filter({ hasText: leaving.email });
      const status = () => row.getByRole('cell').nth(2).textContent();
      await expect.poll(status).toBe('Active');
      expect(await row.getByRole('rowheader').textContent()).toBe(leaving.name);

      // By keyboard; a change of mind first: Escape leaves the director as they were.
      const deactivate = page.getByRole('button', { name: `Deactivate ${leaving.name}` });
      await deactivate.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Deactivate ${leaving.name}?` });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await saveScreenshot(page, 'directors-confirm');
      expect(await dialog.textContent()).toContain(`${leaving.name} (${leaving.email}) is signed out at once`);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => isFocused(deactivate)).toBe(true);
      expect(await status()).toBe('Active');

      await page.keyboard.press('Enter');
      expect(await dialog.textContent()).toContain('ask each of their centers to change its password');
      // A request that fails: while it runs the dialog cannot be closed as if cancelled, and then it
      // stays open, saying the director still has access.
      let answer = () => {};
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/v1/directors/*', async (route) => {
        if (route.request().method() !== 'PATCH') return route.continue();
        await held;
        await route.fulfill(UNAVAILABLE);
      });
      const confirmButton = dialog.getByRole('button', { name: 'Deactivate', exact: true });
      await confirmButton.click();
      await expect.poll(() => confirmButton.getAttribute('aria-disabled')).toBe('true');
      await page.keyboard.press('Escape');
      const cancel = dialog.getByRole('button', { name: 'Cancel' });
      expect(await cancel.getAttribute('aria-disabled')).toBe('true');
      // Said unavailable, which Playwright would wait out; pressed anyway, as a person might.
      await cancel.click({ force: true });
      expect(await dialog.isVisible()).toBe(true);
      answer();
      const failed = dialog.getByRole('alert');
      await expect
        .poll(() => failed.textContent())
        .toContain(`${leaving.name} was not deactivated and still has access`);
      expect(await status()).toBe('Active');
      await page.unroute('**/api/v1/directors/*');

      await confirmButton.click();
      await expect.poll(() => visible(page, `${leaving.name} is deactivated and signed out`)).toBe(true);
      await expect.poll(status).toBe('Deactivated');
      // The confirmation gives the focus back to the row's button, now the way to undo it.
      const reactivate = page.getByRole('button', { name: `Reactivate ${leaving.name}` });
      await expect.poll(() => isFocused(reactivate)).toBe(true);
      await saveScreenshot(page, 'directors-deactivated');

      // Their open screen: its next request finds the session over, and the login says why they cannot sign in.
      await theirs.page.reload();
      const theirEmail = theirs.page.getByRole('textbox', { name: 'Email' });
      await expect.poll(() => theirEmail.isVisible()).toBe(true);
      await emailLogin(theirs.page, leaving.email, leaving.password);
      await expect
        .poll(() => visible(theirs.page, 'This account has been deactivated. Ask the admin to reactivate it.'))
        .toBe(true);
      expect(await theirMenu.count()).toBe(0);

      // The region picker still offers their region, marked; the owning-director picker no longer
      // offers them, as nobody could register a new center's manager.
      await page.goto('/admin/graph-browser');
      await page.getByRole('combobox', { name: 'Region (director)' }).click();
      await expect
        .poll(() => page.getByRole('option', { name: `${leaving.name} (deactivated)`, exact: true }).count())
        .toBe(1);
      await page.keyboard.press('Escape');
      await page.goto('/admin/register-center');
      await page.getByRole('combobox', { name: 'Director (region)' }).click();
      await expect.poll(() => page.getByRole('option', { name: successor.name, exact: true }).count()).toBe(1);
      const owners = await page.getByRole('option').allTextContents();
      expect(owners.filter((name) => name.startsWith(leaving.name))).toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto('/admin/directors');
      await expect.poll(status).toBe('Deactivated');

      // With nobody to take the centers over (the list as the server sends it once every other
      // director is deactivated), the dialog says so, links to registering one, and offers no
      // Hand over button.
      const centers = () => row.getByRole('cell').nth(1).textContent();
      const handOverButton = page.getByRole('button', { name: `Hand over centers of ${leaving.name}` });
      const handOver = page.getByRole('dialog', { name: `Hand over the centers of ${leaving.name}` });
      await page.route('**/api/v1/directors/?select=name', async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const list = (await response.json()) as { data: { email: string; active: boolean }[] };
        for (const other of list.data) other.active = other.email === leaving.email ? other.active : false;
        await route.fulfill({ response, json: list });
      });
      await page.reload();
      await expect.poll(status).toBe('Deactivated');
      await handOverButton.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => handOver.isVisible()).toBe(true);
      expect(await handOver.textContent()).toContain('There is no other active director to take the centers over.');
      expect(await handOver.getByRole('button', { name: 'Hand over', exact: true }).count()).toBe(0);
      expect(await handOver.getByRole('combobox').count()).toBe(0);
      expect(await handOver.getByRole('link', { name: 'Register a director' }).getAttribute('href')).toBe(
        '/admin/register-director',
      );
      // Escape gives the focus back to Hand over centers, not to Reactivate, where the keyboard's
      // next Enter would give the director their access back, unasked.
      await page.keyboard.press('Escape');
      await expect.poll(() => handOver.count()).toBe(0);
      await expect.poll(() => isFocused(handOverButton)).toBe(true);
      await page.unroute('**/api/v1/directors/?select=name');
      await page.reload();
      await expect.poll(status).toBe('Deactivated');

      // Their center goes to the successor, who can then give it a new manager login.
      expect(await centers()).toBe('1');
      // On a 320 px phone, the picker's placeholder is read whole, not cut off.
      const desktop = page.viewportSize()!;
      await page.setViewportSize({ width: 320, height: 640 });
      await handOverButton.click();
      await expect.poll(() => handOver.isVisible()).toBe(true);
      const picker = handOver.getByRole('combobox', { name: 'New director' });
      expect(await picker.getAttribute('placeholder')).toBe('Choose a director');
      // The placeholder's width in the field's font, against the room inside its padding (an
      // input's scroll width does not count a placeholder).
      const room = await picker.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const pen = document.createElement('canvas').getContext('2d')!;
        pen.font = style.font;
        const inside = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: pen.measureText(input.placeholder).width, inside };
      });
      expect(room.text).toBeLessThanOrEqual(room.inside);
      await page.keyboard.press('Escape');
      await expect.poll(() => handOver.count()).toBe(0);
      await page.setViewportSize(desktop);
      await handOverButton.click();
      await expect.poll(() => handOver.isVisible()).toBe(true);
      expect(await handOver.textContent()).toContain(
        `The 1 center of ${leaving.name} moves to the director you choose`,
      );
      await handOver.getByRole('button', { name: 'Hand over', exact: true }).click();
      await expect
        .poll(() => handOver.getByText('Please choose the director who takes the centers over').isVisible())
        .toBe(true);
      // The picker says it, and takes the focus so that a screen reader reads it.
      const newDirector = handOver.getByRole('combobox', { name: 'New director' });
      await expect.poll(() => isFocused(newDirector)).toBe(true);
      expect(await newDirector.getAttribute('aria-invalid')).toBe('true');
      await newDirector.click();
      // Offered: the active directors other than the leaver.
      const offered = await page.getByRole('option').allTextContents();
      expect(offered).toContain(successor.name);
      expect(offered).toContain(interim.name);
      expect(offered.some((name) => name.startsWith(leaving.name))).toBe(false);
      // The first choice is deactivated (elsewhere) before the admin confirms: the server refuses,
      // nothing moves, the dialog stays and says why, and no longer offers that director.
      await page.getByRole('option', { name: interim.name, exact: true }).click();
      await api(`/api/v1/directors/${interimRow.id}`, { method: 'PATCH', token: adminToken, body: { active: false } });
      await handOver.getByRole('button', { name: 'Hand over', exact: true }).click();
      const refused = handOver.getByRole('alert');
      await expect.poll(() => refused.textContent()).toContain(`The centers of ${leaving.name} were not handed over`);
      expect(await refused.textContent()).toContain(
        'The director you chose has been deactivated meanwhile. Choose another director.',
      );
      await expect.poll(() => newDirector.inputValue()).toBe('');
      expect(await centers()).toBe('1');
      await newDirector.click();
      await expect.poll(() => page.getByRole('option', { name: successor.name, exact: true }).count()).toBe(1);
      expect(await page.getByRole('option', { name: interim.name }).count()).toBe(0);
      await page.getByRole('option', { name: successor.name, exact: true }).click();
      await saveScreenshot(page, 'directors-hand-over');
      expect(await seriousViolations(page)).toEqual([]);
      await handOver.getByRole('button', { name: 'Hand over', exact: true }).click();
      await expect
        .poll(() => visible(page, `The centers of ${leaving.name} now belong to ${successor.name}`))
        .toBe(true);
      await expect.poll(centers).toBe('0');
      expect(
        await page.getByRole('row').filter({ hasText: successor.email }).getByRole('cell').nth(1).textContent(),
      ).toBe('1');
      await expect.poll(() => isFocused(reactivate)).toBe(true);

      // A reactivation that fails says whom it left deactivated, and why.
      await page.route('**/api/v1/directors/*', (route) =>
        route.request().method() === 'PATCH' ? route.fulfill(UNAVAILABLE) : route.continue(),
      );
      await reactivate.click();
      await expect
        .poll(() =>
          visible(
            page,
            `${leaving.name} was not reactivated. The service is temporarily unavailable. Please try again shortly.`,
          ),
        )
        .toBe(true);
      expect(await status()).toBe('Deactivated');
      await page.unroute('**/api/v1/directors/*');

      await reactivate.click();
      await expect.poll(() => visible(page, `${leaving.name} can sign in again`)).toBe(true);
      await expect.poll(status).toBe('Active');
      await emailLogin(theirs.page, leaving.email, leaving.password);
      await expect.poll(() => theirMenu.isVisible()).toBe(true);
    } finally {
      await theirs.close();
    }
  });

  it('finds a director among many by part of their name or e-mail, whatever its accents, on a phone', async () => {
    const { page } = s;
    const adminToken = await signInAdmin(WORLD.admin);
    const people = ['Zoe Zamora Ortega', 'ana de la Cruz Ortega', 'Álvaro Benítez Ortega'];
    for (const [i, name] of people.entries()) {
      const body = { name, email: `ortega${i}.e2e@example.org`, password: 'ortega-e2e-pass' };
      await api('/api/v1/directors', { token: adminToken, body });
    }
    await page.setViewportSize({ width: 360, height: 800 });
    await signInWithToken(page, adminToken);
    await page.goto('/admin/directors');
    // On the phone a card per director, their name its first line.
    const list = page.getByRole('list', { name: 'Registered directors' });
    const names = () =>
      list
        .getByRole('listitem')
        .evaluateAll((cards: HTMLElement[]) => cards.map((card) => card.innerText.split('\n')[0] ?? ''));
    const status = page.getByRole('status');
    const search = page.getByRole('searchbox', { name: 'Find a director' });
    await expect.poll(async () => (await names()).length).toBeGreaterThanOrEqual(3);
    const total = (await names()).length;
    // Alphabetical, as a reader expects: the accented and the lower-case initial among the others.
    expect((await names()).filter((name) => name.endsWith(' Ortega'))).toEqual([
      'Álvaro Benítez Ortega',
      'ana de la Cruz Ortega',
      'Zoe Zamora Ortega',
    ]);
    // The field is on the phone's screen, not beyond a sideways scroll.
    const box = (await search.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);

    await search.fill('ORTEGA');
    await expect.poll(names).toEqual(['Álvaro Benítez Ortega', 'ana de la Cruz Ortega', 'Zoe Zamora Ortega']);
    expect(await status.textContent()).toBe(`3 of ${total} directors match`);
    await search.fill('alvaro benitez');
    await expect.poll(names).toEqual(['Álvaro Benítez Ortega']);
    expect(await status.textContent()).toBe(`1 of ${total} directors matches`);
    await search.fill('  cruz   ANA ');
    await expect.poll(names).toEqual(['ana de la Cruz Ortega']);
    await search.fill('ortega0.e2e');
    await expect.poll(names).toEqual(['Zoe Zamora Ortega']);
    await search.fill('ortega1.e2e');
    await expect.poll(names).toEqual(['ana de la Cruz Ortega']);
    await search.fill('nobody by this name');
    await expect.poll(() => status.textContent()).toBe('No director matches this search');
    expect(await list.count()).toBe(0);
    await search.fill('');
    await expect.poll(async () => (await names()).length).toBe(total);
    expect(await status.textContent()).toBe('');
  });

  it('reactivates two directors one after the other before the first has answered, and says how each went', async () => {
    const { page } = s;
    const adminToken = await signInAdmin(WORLD.admin);
    const [first, second] = await Promise.all(
      ['Director Returning', 'Director Rejoining'].map(async (name, i) => {
        const director = { name, email: `returning${i}.e2e@example.org`, password: 'returning-e2e-pass' };
        const { data } = await api<{ data: { id: string } }>('/api/v1/directors', {
          token: adminToken,
          body: director,
        });
        await api(`/api/v1/directors/${data.id}`, { method: 'PATCH', token: adminToken, body: { active: false } });
        return { ...director, id: data.id };
      }),
    );
    // The first's answer is slow, and a failure; the second's goes through meanwhile.
    await page.route(`**/api/v1/directors/${first!.id}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'unavailable', code: 'SERVICE_UNAVAILABLE' }),
      });
    });
    await signInWithToken(page, adminToken);
    await page.goto('/admin/directors');
    const reactivateFirst = page.getByRole('button', { name: `Reactivate ${first!.name}` });
    await reactivateFirst.click();
    await expect.poll(() => reactivateFirst.getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('button', { name: `Reactivate ${second!.name}` }).click();
    await expect.poll(() => visible(page, `${second!.name} can sign in again`)).toBe(true);
    // The first still shows its request running, then says it failed.
    expect(await reactivateFirst.getAttribute('aria-disabled')).toBe('true');
    await expect
      .poll(() =>
        visible(
          page,
          `${first!.name} was not reactivated. The service is temporarily unavailable. Please try again shortly.`,
        ),
      )
      .toBe(true);
    const status = (director: { email: string }) =>
      page.getByRole('row').filter({ hasText: director.email }).getByRole('cell').nth(2).textContent();
    expect(await status(first!)).toBe('Deactivated');
    expect(await status(second!)).toBe('Active');
  });

  it('Register Center for a director deactivated while the form was open: the director field says to choose another', async () => {
    const { page } = s;
    const adminToken = await signInAdmin(WORLD.admin);
    const going = { name: 'Director Going', email: 'going.e2e@example.org', password: 'going-e2e-pass' };
    const { data: goingRow } = await api<{ data: { id: string } }>('/api/v1/directors', {
      token: adminToken,
      body: going,
    });
    await signInWithToken(page, adminToken);
    await page.goto('/admin/register-center');
    const picker = page.getByRole('combobox', { name: 'Director (region)' });
    await expect.poll(() => picker.isVisible()).toBe(true);
    await picker.click();
    await page.getByRole('option', { name: going.name, exact: true }).click();
    await page.getByRole('textbox', { name: 'Center name' }).fill('Going Center');
    await page.getByRole('textbox', { name: 'Center password' }).fill('going-center-pass');
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('going-center-pass');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(8, 8, [28, 93, 153]) });
    // Meanwhile, on another screen, the director is deactivated.
    await api(`/api/v1/directors/${goingRow.id}`, { method: 'PATCH', token: adminToken, body: { active: false } });

    await page.getByRole('button', { name: 'REGISTER' }).click();
    const message = 'This director can no longer own centers (deactivated or gone): choose another';
    await expect.poll(() => picker.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(message, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('The server did not accept what was entered', { exact: false }).count()).toBe(0);
    // The picker, refreshed, no longer offers them; the other directors are still there.
    await picker.click();
    await expect.poll(() => page.getByRole('option', { name: going.name, exact: true }).count()).toBe(0);
    expect(await page.getByRole('option').count()).toBeGreaterThan(0);
  });

  it('folds the admin menu into a drawer on a 360 px phone', async () => {
    await s.close();
    s = await openBrowser({ width: 360, height: 740 });
    const { page } = s;
    await page.goto('/admin');
    await emailLogin(page, WORLD.admin.email, WORLD.admin.password);
    const burger = page.getByRole('button', { name: 'Open the menu' });
    await expect.poll(() => burger.isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Admin Dashboard' }).isVisible()).toBe(false);
    await burger.click();
    const drawerMenu = page.getByRole('dialog').getByRole('navigation', { name: 'Admin Dashboard' });
    await expect.poll(() => drawerMenu.isVisible()).toBe(true);
    await drawerMenu.getByRole('link', { name: 'Instructions' }).click();
    await page.waitForURL('**/admin/guide');
    await expect.poll(() => page.getByRole('heading', { name: 'Instructions', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("shows a director's buttons beside their name on a phone, with nothing to scroll sideways, and the table on a laptop", async () => {
    const { page } = s;
    const adminToken = await signInAdmin(WORLD.admin);
    // Deactivated with a center: the most a director's entry holds (Reactivate and Hand over centers).
    const away = { name: 'Director Faraway', email: 'faraway.e2e@example.org', password: 'faraway-e2e-pass' };
    const { data: awayRow } = await api<{ data: { id: string } }>('/api/v1/directors', {
      token: adminToken,
      body: away,
    });
    const form = new FormData();
    form.set('name', 'Faraway Center');
    form.set('password', 'faraway-center-pass');
    form.set('consentRegion', 'general');
    form.set('upload', new Blob([new Uint8Array(makePng(4, 4, [28, 93, 153]))], { type: 'image/png' }), 'logo.png');
    await api('/api/v1/centers', { token: await signInDirector(away), body: form });
    await api(`/api/v1/directors/${awayRow.id}`, { method: 'PATCH', token: adminToken, body: { active: false } });
    await signInWithToken(page, adminToken);

    const name = page.getByText(away.name, { exact: true });
    // Their buttons name them, so that a screen reader says whose they are wherever they stand.
    const reactivate = page.getByRole('button', { name: `Reactivate ${away.name}`, exact: true });
    const handOverButton = page.getByRole('button', { name: `Hand over centers of ${away.name}`, exact: true });
    const search = page.getByRole('searchbox', { name: 'Find a director' });
    /** Whether the element lies wholly within the window's width, where the page shows it. */
    const inSight = (target: Locator) =>
      target.evaluate((element) => {
        const drawn = element.getBoundingClientRect();
        return drawn.left >= 0 && drawn.right <= window.innerWidth;
      });
    /** What scrolls sideways: the page, or a box in the screen (a table's scroll container). */
    const sidewaysScrolling = () =>
      page.evaluate(() => {
        const root = document.documentElement;
        const found =
          root.scrollWidth > root.clientWidth ? [`the page, by ${root.scrollWidth - root.clientWidth}px`] : [];
        for (const box of document.querySelectorAll<HTMLElement>('main *')) {
          const { overflowX } = getComputedStyle(box);
          if ((overflowX === 'auto' || overflowX === 'scroll') && box.scrollWidth > box.clientWidth) {
            found.push(`${box.className || box.tagName}, by ${box.scrollWidth - box.clientWidth}px`);
          }
        }
        return found;
      });

    // Phones, one with text at 200%, and a 1280 px laptop zoomed to 200% (640 px), where the side
    // menu is a drawer.
    for (const [width, height, largeText] of [
      [360, 740, false],
      [320, 568, false],
      [360, 740, true],
      [640, 360, false],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/admin/directors');
      if (largeText) await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      const size = `${width} px${largeText ? ', text at 200%' : ''}`;
      await expect.poll(() => reactivate.isVisible()).toBe(true);
      expect(await sidewaysScrolling(), size).toEqual([]);
      for (const part of [name, reactivate, handOverButton]) expect(await inSight(part), size).toBe(true);
      if (width === 360 && !largeText) expect(await seriousViolations(page)).toEqual([]);
      await search.fill(away.name);
      await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^1 of \d+ directors matches$/);
      for (const part of [name, reactivate, handOverButton]) expect(await inSight(part), size).toBe(true);
      // The hand-over cancelled gives the focus back to the director's button, in this layout too.
      await handOverButton.click();
      const handOver = page.getByRole('dialog', { name: `Hand over the centers of ${away.name}` });
      await expect.poll(() => handOver.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => handOver.count()).toBe(0);
      await expect.poll(() => isFocused(handOverButton)).toBe(true);
    }
    await saveScreenshot(page, 'directors-640');

    // The laptop keeps the table: the name heads its row, the buttons in it.
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto('/admin/directors');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: away.name, exact: true }) });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: `Reactivate ${away.name}`, exact: true }).isVisible()).toBe(true);
    expect(await row.getByRole('button', { name: `Hand over centers of ${away.name}`, exact: true }).isVisible()).toBe(
      true,
    );
    expect(await sidewaysScrolling()).toEqual([]);
  });
});

/**
 * The colours drawn at the left and right edges of an element, halfway down, as on the screen:
 * read from a screenshot of it, drawn on a canvas in the page.
 */
async function edgeColours(page: Page, target: Locator): Promise<{ left: number[]; right: number[] }> {
  const shot = (await target.screenshot()).toString('base64');
  return page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const at = (x: number) => [...context.getImageData(x, Math.floor(image.height / 2), 1, 1).data.slice(0, 3)];
    return { left: at(Math.floor(image.width * 0.1)), right: at(Math.floor(image.width * 0.9)) };
  }, shot);
}

describe('a center’s logo in the staff screens', () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(() => s.close());

  // A banner three times as wide as high, red, green and blue from left to right. Drawn to cover
  // the square avatar, only its green middle showed: the center's name, on most real logos, cut
  // off at both ends. (The menu asked for the whole logo, but Mantine's own style of the image
  // replaced the one it was given.)
  it("draws the whole logo in the manager's menu and beside Register Manager's center picker", async () => {
    const red: [number, number, number] = [220, 0, 0];
    const blue: [number, number, number] = [0, 0, 220];
    const center = { name: 'Banner Logo Center', password: 'banner-logo-pass' };
    const form = new FormData();
    form.set('name', center.name);
    form.set('password', center.password);
    const logo = makePng(300, 100, [red, [0, 160, 0], blue]);
    form.set('upload', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'banner.png');
    await api('/api/v1/centers', { token: await signInDirector(WORLD.directorX), body: form });
    const near = (colour: number[], expected: number[]) => colour.every((c, i) => Math.abs(c - expected[i]!) < 40);

    const { page } = s;
    await signInWithToken(page, await signInManager(center));
    await page.goto('/manager');
    const inMenu = page.getByRole('img', { name: `Logo of ${center.name}` });
    await expect.poll(async () => (await inMenu.count()) > 0 && (await inMenu.getAttribute('src'))).toMatch(/^data:/);
    const menu = await edgeColours(page, inMenu);
    expect(near(menu.left, red), `left edge ${menu.left}`).toBe(true);
    expect(near(menu.right, blue), `right edge ${menu.right}`).toBe(true);

    await signInWithToken(page, await signInDirector(WORLD.directorX));
    await page.goto('/director/register-manager');
    await page.getByRole('combobox', { name: 'Center' }).click();
    await page.getByRole('option', { name: center.name }).click();
    const besidePicker = page.getByRole('img', { name: `Logo of ${center.name}` });
    await expect
      .poll(async () => (await besidePicker.count()) > 0 && (await besidePicker.getAttribute('src')))
      .toMatch(/^data:/);
    const picker = await edgeColours(page, besidePicker);
    expect(near(picker.left, red), `left edge ${picker.left}`).toBe(true);
    expect(near(picker.right, blue), `right edge ${picker.right}`).toBe(true);
  });
  // The server refuses a logo over 4096 pixels a side (a decompression bomb, or merely a huge
  // scan); the field says so at once, in the form's words, before the browser tries to draw it.
  it('refuses at the field a logo wider or higher than 4096 pixels, and keeps what was typed', async () => {
    const { page } = s;
    await signInWithToken(page, await signInDirector(WORLD.directorX));
    await page.goto('/director/register-center');
    await expect.poll(() => page.getByRole('heading', { name: 'REGISTER CENTER' }).isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Center name' }).fill('Huge Scan Center');
    const file = page.locator('input[type="file"]');
    const message = page.getByText('The logo must be at most 4096 × 4096 pixels', { exact: true });
    for (const [width, height] of [
      [4097, 2],
      [2, 4097],
    ] as const) {
      await file.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: makePng(width, height, [9, 9, 9]) });
      await expect.poll(() => message.isVisible(), { message: `${width} × ${height}` }).toBe(true);
      expect(await page.locator('form img').count()).toBe(0);
    }
    await page.getByRole('button', { name: 'REGISTER' }).click();
    expect(await page.getByRole('textbox', { name: 'Center name' }).inputValue()).toBe('Huge Scan Center');
    expect(await message.isVisible()).toBe(true);
    // 4096 a side is taken.
    await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(4096, 2, [9, 9, 9]) });
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the chosen logo' }).isVisible()).toBe(true);
    expect(await message.isVisible()).toBe(false);
  });
});

describe('the admin and a director on a 320 px phone', () => {
  const PHONE = { width: 320, height: 568 };
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser(PHONE);
  });
  afterEach(() => s.close());

  it("keeps a 200-character name without spaces inside the director's card and the pickers' lists, the status and button whole", async () => {
    const adminToken = await signInAdmin(WORLD.admin);
    // A name at the longest allowed, with no space to break at.
    const name = `Directorwithoutspaces${Date.now().toString(36)}`.padEnd(200, 'x');
    await api('/api/v1/directors', {
      token: adminToken,
      body: { name, email: `nospace-${Date.now()}@example.org`, password: 'nospace-e2e-pass' },
    });
    const { page } = s;
    await signInWithToken(page, adminToken);

    // A card per director on the phone: the name breaks inside it rather than widening it, which
    // (in a table's Name column) pushed the director's button over a thousand pixels away.
    await page.goto('/admin/directors');
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect.poll(() => card.isVisible()).toBe(true);
    const inCard = await card.evaluate(
      (el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth,
    );
    expect(inCard).toBe(true);
    const nameLine = card.getByText(name, { exact: true });
    expect(await nameLine.evaluate((line) => line.scrollWidth <= line.clientWidth)).toBe(true);
    // Below it, the status reads in full (not "AC…") and the button's label is one line, not
    // broken inside the word.
    const badge = card.getByText('Active', { exact: true });
    expect(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
    const lines = await card.getByRole('button', { name: `Deactivate ${name}` }).evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button.querySelector('.mantine-Button-label')!);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);

    // The admin's region picker: the option wraps inside the list, which shows all of it.
    await page.goto('/admin/graph-browser');
    await page.getByRole('combobox', { name: 'Region (director)' }).click();
    const option = page.getByRole('option', { name });
    await expect.poll(() => option.isVisible()).toBe(true);
    const fits = await option.evaluate((el) => {
      const list = el.closest('[role="listbox"]')!.getBoundingClientRect();
      return el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= list.right;
    });
    expect(fits).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it("shows a wide logo's preview inside the Register Center form, with no sideways scrolling", async () => {
    const { page } = s;
    await signInWithToken(page, await signInDirector(WORLD.directorX));
    await page.goto('/director/register-center');
    await expect.poll(() => page.getByRole('heading', { name: 'REGISTER CENTER' }).isVisible()).toBe(true);
    // A banner-shaped logo, three times as wide as high.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'wide-logo.png', mimeType: 'image/png', buffer: makePng(600, 200, [28, 93, 153]) });
    const preview = page.getByRole('img', { name: 'Preview of the chosen logo' });
    await expect.poll(() => preview.isVisible()).toBe(true);
    const form = (await page.locator('form').boundingBox())!;
    const drawn = (await preview.boundingBox())!;
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(form.x + form.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, 'register-center-wide-logo-320');
  });
});
