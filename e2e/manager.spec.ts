/**
 * The center manager's day (issue 4), in English, Spanish and Traditional Chinese: sign in,
 * make a PID, a link, let a participant take the survey on another device, see it in the
 * graph, revoke its consent (checked from the director's side), delete the PID. Also the PID
 * search, the paging of more than 10 PIDs, and the phone layout.
 */
import { questionnaires } from '@romtrack/sf36/questionnaire/index';
import { PID_PAGE_SIZE } from '@romtrack/shared/contracts/participants';
import type { Locator, Page, Route } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../apps/web/src/lib/api-fetch.ts';
import commonEn from '../apps/web/src/locales/en/common.json';
import commonEs from '../apps/web/src/locales/es/common.json';
import commonZh from '../apps/web/src/locales/zh-TW/common.json';
import enManager from '../apps/web/src/locales/en/manager.json';
import esManager from '../apps/web/src/locales/es/manager.json';
import enAuth from '../apps/web/src/locales/en/auth.json';
import esAuth from '../apps/web/src/locales/es/auth.json';
import zhAccount from '../apps/web/src/locales/zh-TW/account.json';
import zhAuth from '../apps/web/src/locales/zh-TW/auth.json';
import zhManager from '../apps/web/src/locales/zh-TW/manager.json';
import {
  api,
  createParticipant,
  findParticipant,
  openSurveyLink,
  signInDirector,
  signInManager,
  submitSurvey,
} from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { contrast } from './support/contrast.ts';
import {
  describedText,
  heapHolds,
  isFocused,
  openBrowser,
  sameStatusFromNowOn,
  saveScreenshot,
  signInWithToken,
  type BrowserSession,
} from './support/browser.ts';
import { tapAnswer } from './support/survey.ts';
import { WORLD } from './support/world.ts';
import { canvasTexts, drawnTexts, overlappingTexts, recordCanvasText, type DrawnText } from './support/canvas.ts';

const PHONE = { width: 360, height: 740 };

/** Waits for what the server and the screen need a moment for (vitest's default is 1 s). */
// Generous: a busy 2-core machine can take seconds to serve a page of PIDs.
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
const english = questionnaires.en;

let baseUrl = '';
let managerToken = '';
let centerId = '';
let directorToken = '';
let directorId = '';

interface ParticipantRow {
  id: string;
  pid: number;
  surveyCount: number;
}

const createPid = () => createParticipant<ParticipantRow>(managerToken);

/** Every PID of Harbor Center, through the paged listing. */
async function allPids(): Promise<number[]> {
  const pids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await api<{ data: ParticipantRow[]; pagination: { total: number } }>(
      `/api/v1/centers/${centerId}/users?page=${page}&limit=100`,
      { token: managerToken },
    );
    pids.push(...res.data.map((p) => p.pid));
    if (pids.length >= res.pagination.total || res.data.length === 0) return pids;
  }
}

/** A survey link for this PID, made through the API as another of the manager's devices would. */
async function handOutLinkElsewhere(pid: number): Promise<void> {
  const participant = await findParticipant<ParticipantRow>(centerId, pid, managerToken);
  if (!participant) throw new Error(`PID ${pid} is not in the center`);
  await openSurveyLink(participant.id, managerToken);
}

/** Whether director X (owner of Harbor Center) sees a survey of this PID. */
async function directorSeesSurveyOf(pid: number): Promise<boolean> {
  const surveys = await api<{ data: { pid: number; center: string }[] }>(`/api/v1/surveys?director=${directorId}`, {
    token: directorToken,
  });
  return surveys.data.some((s) => s.pid === pid && s.center === centerId);
}

/** The option answered for item i: varied, always valid. */
const choice = (i: number) => (i * 7 + 3) % (english.items[i]?.options.length ?? 1);

/** A consented survey taken through the API, as on the participant's phone; `variant` shifts every answer. */
async function submitSurveyElsewhere(participantId: string, variant = 0): Promise<void> {
  const answers = english.items.map((item, i) => item.options[(choice(i) + variant) % item.options.length]!.value);
  await submitSurvey(participantId, managerToken, answers);
}

/** The participant's side, on their own phone: the real survey page, from language choice to thank-you. */
async function takeSurvey(url: string) {
  const phone = await openBrowser(PHONE);
  try {
    const { page } = phone;
    await page.goto(url);
    await page.getByRole('button', { name: english.nativeName }).click();
    await page.locator('.p-nav .p-btn--primary').click();
    for (let i = 0; i < english.items.length; i++) {
      const item = english.items[i]!;
      await eventually(() => page.locator('.p-question-text').textContent()).toBe(item.text);
      await tapAnswer(page, item.options[choice(i)]!.text);
    }
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await eventually(() => page.getByRole('heading', { name: 'Thank you!' }).isVisible()).toBe(true);
  } finally {
    await phone.close();
  }
}

/** The words a journey looks for, per interface language. */
interface Words {
  prefix: string;
  menuTitle: string;
  generate: string;
  created: RegExp;
  newBadge: string;
  linkButton: string;
  linkDialog: string;
  /** The dialog's "PID: 1234" and "Next survey: 1" as their text (the space is a margin). */
  linkLines: (pid: number, surveyNo: number) => [string, string];
  generateLink: string;
  url: string;
  done: string;
  copyLink: string;
  replaceNote: string;
  linkOpen: string;
  close: string;
  refresh: string;
  search: string;
  noResults: string;
  pidsMenu: string;
  /** The demo survey link, as a screen reader names it (with the new-tab note). */
  demoMenu: string;
  surveyCenterMenu: string;
  openLinkCard: (pid: number) => string;
  /** "in 47 hours", as the language says it. */
  hoursLeft: RegExp;
  graphsMenu: string;
  selectAll: string;
  findPid: string;
  tableName: (center: string) => string;
  surveyColumn: (n: number) => string;
  consentButton: string;
  consentDialog: string;
  save: string;
  saved: (pid: number) => string;
  deleteButton: string;
  /** The Delete dialog's name, which says which PID it deletes (a screen reader hears only that, at first). */
  deleteDialog: (pid: number) => string;
  deleteFields: [string, string, string];
  deleteConfirm: string;
  deleted: (pid: number) => string;
  closeWindow: string;
}

type ManagerJson = typeof esManager;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

function wordsFrom(json: ManagerJson, prefix: string): Words {
  return {
    prefix,
    menuTitle: json.menu.title,
    generate: json.pid.generate,
    created: new RegExp(fill(json.pid.created, { pid: '(\\d{4})' })),
    newBadge: json.pid.new,
    linkButton: json.pid.linkButton,
    linkDialog: json.link.title,
    linkLines: (pid, surveyNo) => [`${json.link.pid}${pid}`, `${json.link.nextSurvey}${surveyNo}`],
    generateLink: json.link.generate,
    url: json.link.url,
    done: json.link.done,
    copyLink: json.link.copy,
    replaceNote: json.link.replaceNote,
    linkOpen: json.pid.linkOpen.split('{{')[0]!,
    close: json.close,
    refresh: json.pid.refresh,
    search: json.pid.search,
    noResults: json.pid.noResults,
    pidsMenu: json.menu.pids,
    demoMenu: `${json.menu.demo} ${json.menu.newTab}`,
    surveyCenterMenu: json.menu.surveyCenter,
    openLinkCard: (pid) => fill(json.surveyCenter.pid, { pid }),
    hoursLeft: prefix === '/es' ? /dentro de 4[78] horas/ : /4[78] 小時後/,
    graphsMenu: json.menu.graphs,
    selectAll: json.graphs.selectAll,
    findPid: json.graphs.searchPid,
    tableName: (center) => fill(json.graphs.tableCaption, { title: center }),
    surveyColumn: (n) => fill(json.graphs.survey, { surveyNo: n }),
    consentButton: json.pid.consentButton,
    consentDialog: json.consent.title,
    save: json.consent.save,
    saved: (pid) => fill(json.consent.saved, { pid }),
    deleteButton: json.pid.deleteButton,
    deleteDialog: (pid) => fill(json.delete.title, { pid }),
    deleteFields: [json.delete.first, json.delete.second, json.delete.third],
    deleteConfirm: json.delete.button,
    deleted: (pid) => fill(json.delete.success, { pid }),
    closeWindow: json.delete.closeWindow,
  };
}

/** English is written out: these are the spec's own words. */
const EN: Words = {
  prefix: '',
  menuTitle: 'Manager Dashboard',
  generate: 'Generate New PID +',
  created: /New PID (\d{4}) created/,
  newBadge: 'New',
  linkButton: 'Survey link',
  linkDialog: 'Generate survey link',
  linkLines: (pid, surveyNo) => [`PID:${pid}`, `Next survey:${surveyNo}`],
  generateLink: 'Generate',
  url: 'Survey link',
  done: 'DONE!',
  copyLink: 'Copy link',
  replaceNote: 'Generating a new link replaces the open one.',
  linkOpen: 'Open to survey',
  close: 'Close',
  refresh: 'Refresh',
  search: 'Search by PID',
  noResults: 'No results found',
  pidsMenu: 'Participant Center (PID Center)',
  demoMenu: 'Demo Survey (opens in a new tab)',
  surveyCenterMenu: 'Survey Center',
  openLinkCard: (pid) => `PID ${pid}`,
  hoursLeft: /Expires in 4[78] hours/,
  graphsMenu: 'Graph Browser',
  selectAll: 'Select all users',
  findPid: 'Find a PID',
  tableName: (center) => `${center}: average score per survey number (0–100)`,
  surveyColumn: (n) => `Survey ${n}`,
  consentButton: 'Consent',
  consentDialog: 'Manage Consent Permissions',
  save: 'Save',
  saved: (pid) => `Consent permissions of PID ${pid} saved`,
  deleteButton: 'Delete',
  deleteDialog: (pid) => `Delete PID ${pid}`,
  deleteFields: ['Type the PID', 'Type the PID again', 'Type the PID a third time'],
  deleteConfirm: 'DELETE',
  deleted: (pid) => `PID ${pid} and its surveys were deleted.`,
  closeWindow: 'close this window',
};

async function signIn(page: Page, prefix: string) {
  await page.goto(prefix || '/');
  await signInOnForm(page);
  await page.waitForURL(`**${prefix}/manager`);
}

/** Signs Harbor Center's manager in on the login form already on screen, in any of its languages. */
async function signInOnForm(page: Page) {
  await page.getByRole('combobox', { name: /center|centro|中心/i }).click();
  await page.getByRole('option', { name: WORLD.centerA.name }).click();
  await page.getByRole('textbox', { name: /^(password|contraseña|密碼)/i }).fill(WORLD.centerA.password);
  await page.getByRole('button', { name: /login|iniciar|登入/i }).click();
}

/**
 * Opens a manager screen's paged list, signed in, on page `n`, pressed in its pager (named
 * `label`); returns the pager.
 */
async function openOnPage(page: Page, path: string, label: string, n: number): Promise<Locator> {
  await signInWithToken(page, managerToken);
  await page.goto(path);
  const pager = page.getByRole('navigation', { name: label });
  await pager.getByRole('button', { name: `Page ${n}`, exact: true }).click();
  return pager;
}

/** The PID's row of the table (its row header is the PID). */
const rowOf = (page: Page, pid: number) =>
  page.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${pid}`) }) });

async function searchPid(page: Page, words: Words, pid: number | string) {
  await page.getByRole('searchbox', { name: words.search }).fill(String(pid));
}

async function managerJourney(page: Page, words: Words) {
  await signIn(page, words.prefix);

  // The menu: title, the center's name beside its logo (or initials), the PID Center link.
  const menu = page.getByRole('navigation', { name: words.menuTitle });
  await eventually(() => menu.getByText(WORLD.centerA.name, { exact: true }).isVisible()).toBe(true);
  // The demo opens in a new tab, and its link says so to a screen reader.
  expect(await menu.getByRole('link', { name: words.demoMenu, exact: true }).getAttribute('target')).toBe('_blank');
  await menu.getByRole('link', { name: words.pidsMenu }).click();
  await page.waitForURL(`**${words.prefix}/manager/pid-browser`);

  // A new PID, marked 'New', with next survey 1.
  await page.getByRole('button', { name: words.generate }).click();
  const createdText = await page.getByText(words.created).first().textContent();
  const pid = Number(words.created.exec(createdText ?? '')?.[1]);
  expect(pid).toBeGreaterThanOrEqual(1000);
  const row = rowOf(page, pid);
  await eventually(() => row.count()).toBe(1);
  expect(await row.getByText(words.newBadge, { exact: true }).isVisible()).toBe(true);
  expect(await row.getByRole('cell').first().textContent()).toBe('1');

  // Generate survey link: PID and next survey shown, then DONE! with the link, copy and QR code.
  await row.getByRole('button', { name: new RegExp(`^${words.linkButton}`) }).click();
  const linkDialog = page.getByRole('dialog', { name: words.linkDialog });
  await eventually(() => linkDialog.isVisible()).toBe(true);
  for (const line of words.linkLines(pid, 1)) expect(await linkDialog.textContent()).toContain(line);
  expect(await linkDialog.getByRole('textbox', { name: words.url }).inputValue()).toBe('');
  await linkDialog.getByRole('button', { name: words.generateLink, exact: true }).click();
  await eventually(() => linkDialog.getByText(words.done, { exact: true }).isVisible()).toBe(true);
  const url = await linkDialog.getByRole('textbox', { name: words.url }).inputValue();
  expect(url).toMatch(new RegExp(`^${baseUrl}/survey/[A-Za-z0-9_-]{43}$`));
  // The keyboard has moved on to Copy link: a second Enter copies the link just made rather than
  // replacing it (the generate button now makes a new one, as the note under it says).
  const copyLink = linkDialog.getByRole('button', { name: words.copyLink, exact: true });
  await eventually(() => isFocused(copyLink)).toBe(true);
  expect(await linkDialog.getByText(words.replaceNote, { exact: true }).isVisible()).toBe(true);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.keyboard.press('Enter');
  await eventually(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(await linkDialog.getByRole('textbox', { name: words.url }).inputValue()).toBe(url);
  await eventually(() => linkDialog.getByRole('img', { name: new RegExp(`QR.*${pid}|${pid}.*QR`) }).isVisible()).toBe(
    true,
  );
  await saveScreenshot(page, `link-dialog-${words.prefix.slice(1) || 'en'}`);
  // Focus stays inside the dialog while it is open.
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await linkDialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  // The Close under the dialog's text; the ✕ in its header is named Close too.
  await linkDialog.locator('.mantine-Modal-body').getByRole('button', { name: words.close, exact: true }).click();
  await eventually(() => linkDialog.isVisible()).toBe(false);
  await eventually(() => row.textContent()).toContain(words.linkOpen);

  // The survey center lists the open link with its time left.
  await menu.getByRole('link', { name: words.surveyCenterMenu }).click();
  const card = page.getByRole('article', { name: words.openLinkCard(pid) });
  await eventually(() => card.isVisible()).toBe(true);
  expect(await card.getByRole('textbox').inputValue()).toBe(url);
  expect(await card.textContent()).toMatch(words.hoursLeft);

  // The participant takes the survey on another device; the survey center's Refresh shows the
  // link used up. It reads every PID list again, so the PID Center, a moment ago in the cache
  // with next survey 1, shows next survey 2 at once.
  await takeSurvey(url);
  await page.getByRole('button', { name: words.refresh }).click();
  await eventually(() => card.count()).toBe(0);
  await menu.getByRole('link', { name: words.pidsMenu }).click();
  await eventually(() => row.getByRole('cell').first().textContent()).toBe('2');
  expect(await row.getByText(words.newBadge, { exact: true }).count()).toBe(0);
  expect(await row.textContent()).not.toContain(words.linkOpen);
  // Another device hands this PID its next link; the PID browser's own Refresh shows it open.
  await handOutLinkElsewhere(pid);
  await page.getByRole('button', { name: words.refresh }).click();
  await eventually(() => row.textContent()).toContain(words.linkOpen);

  // The graph browser: only this PID ticked, the chart is drawn and the table says n = 1.
  await menu.getByRole('link', { name: words.graphsMenu }).click();
  await page.getByRole('checkbox', { name: words.selectAll }).uncheck();
  await page.getByRole('searchbox', { name: words.findPid }).fill(String(pid));
  await page.getByRole('checkbox', { name: `PID ${pid}` }).check();
  const table = page.getByRole('table', { name: words.tableName(WORLD.centerA.name) });
  await eventually(() => table.isVisible()).toBe(true);
  await eventually(() => page.locator('canvas[role="img"]').count()).toBe(1);
  // Polled: until the answer for this one PID arrives, the table keeps the previous selection's.
  await eventually(() =>
    table.getByRole('columnheader', { name: new RegExp(`^${words.surveyColumn(1)}`) }).textContent(),
  ).toMatch(/n = 1$/);
  // At least 4 survey columns; the empty ones say n = 0.
  expect(
    await table.getByRole('columnheader', { name: new RegExp(`^${words.surveyColumn(4)}`) }).textContent(),
  ).toMatch(/n = 0$/);

  // The participant consented in the survey, so the director sees it, until the manager records a revocation.
  expect(await directorSeesSurveyOf(pid)).toBe(true);
  await page.goto(`${words.prefix}/manager/pid-browser`);
  await searchPid(page, words, pid);
  await eventually(() => page.locator('tbody tr').count()).toBe(1);
  await row.getByRole('button', { name: new RegExp(`^${words.consentButton}`) }).click();
  const consentDialog = page.getByRole('dialog', { name: words.consentDialog });
  const survey1 = consentDialog.getByRole('checkbox').nth(0);
  await eventually(() => survey1.isChecked()).toBe(true);
  expect(await consentDialog.getByRole('checkbox').count()).toBe(4);
  expect(await consentDialog.getByRole('checkbox').nth(1).isDisabled()).toBe(true);
  await saveScreenshot(page, `consent-dialog-${words.prefix.slice(1) || 'en'}`);
  await survey1.uncheck();
  await consentDialog.getByRole('button', { name: words.save, exact: true }).click();
  await eventually(() => page.getByText(words.saved(pid)).isVisible()).toBe(true);
  await eventually(() => consentDialog.isVisible()).toBe(false);
  expect(await directorSeesSurveyOf(pid)).toBe(false);

  // Delete PID: DELETE appears only once the PID is typed correctly three times.
  await row.getByRole('button', { name: new RegExp(`^${words.deleteButton}`) }).click();
  // Its name, the title a screen reader announces as it opens, says which PID is about to go.
  const deleteDialog = page.getByRole('dialog', { name: words.deleteDialog(pid), exact: true });
  await eventually(() => deleteDialog.isVisible()).toBe(true);
  const deleteButton = deleteDialog.getByRole('button', { name: words.deleteConfirm, exact: true });
  await deleteDialog.getByRole('textbox', { name: words.deleteFields[0], exact: true }).fill(String(pid));
  await deleteDialog.getByRole('textbox', { name: words.deleteFields[1], exact: true }).fill(String(pid));
  await deleteDialog.getByRole('textbox', { name: words.deleteFields[2], exact: true }).fill('1');
  expect(await deleteButton.count()).toBe(0);
  await deleteDialog.getByRole('textbox', { name: words.deleteFields[2], exact: true }).fill(String(pid));
  await saveScreenshot(page, `delete-dialog-${words.prefix.slice(1) || 'en'}`);
  await deleteButton.click();
  await eventually(() => deleteDialog.getByText(words.deleted(pid)).isVisible()).toBe(true);
  expect(await deleteDialog.textContent()).toContain(words.closeWindow);
  // The list refreshes when the dialog closes: the row is gone.
  await deleteDialog.locator('.mantine-Modal-body').getByRole('button', { name: words.close, exact: true }).click();
  await eventually(() => page.getByText(words.noResults, { exact: true }).isVisible()).toBe(true);
  expect(await row.count()).toBe(0);
  expect(await allPids()).not.toContain(pid);
}

beforeAll(async () => {
  baseUrl = inject('baseUrl');
  managerToken = await signInManager(WORLD.centerA);
  centerId = (await api<{ data: { center: string } }>('/api/v1/auth/me', { token: managerToken })).data.center;
  directorToken = await signInDirector(WORLD.directorX);
  directorId = (await api<{ data: { id: string } }>('/api/v1/directorAuth/me', { token: directorToken })).data.id;
});

/** The staff pages' background, as the browser gives a colour. */
const WHITE = 'rgb(255, 255, 255)';

/**
 * Presses the pager's arrow `name` ("Next page", "Previous page") by keyboard until it can go no
 * further, then expects the focus on the page now shown: the arrow turned disabled under the
 * keyboard, and the next Tab must carry on from the pager, not from the top of the page.
 */
async function pressArrowToTheEnd(page: Page, pager: Locator, name: string) {
  const arrow = pager.getByRole('button', { name, exact: true });
  const current = pager.locator('[aria-current="page"]');
  await arrow.focus();
  while (await arrow.isEnabled()) {
    const shown = await current.textContent();
    await page.keyboard.press('Enter');
    await eventually(() => current.textContent()).not.toBe(shown);
  }
  // Named as a screen reader says it ("Page 2"), or BODY when the focus is lost.
  const focused = () =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);
  await eventually(focused).toBe(await current.getAttribute('aria-label'));
}

describe('manager area', () => {
  let s: BrowserSession;
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(() => s.close());

  it('runs the whole PID journey in English', { timeout: 150_000 }, async () => {
    await managerJourney(s.page, EN);
  });

  it('runs the whole PID journey in Spanish (/es)', { timeout: 150_000 }, async () => {
    await managerJourney(s.page, wordsFrom(esManager, '/es'));
  });

  it('runs the whole PID journey in Traditional Chinese (/tw)', { timeout: 150_000 }, async () => {
    await managerJourney(s.page, wordsFrom(zhManager as ManagerJson, '/tw'));
  });

  it('says in the delete dialog, in English and Spanish, what deleting this PID does: its surveys, its open link, and its number kept for good once it had surveys', async () => {
    const { page } = s;
    // One PID with two surveys and a link open; one with neither, whose number is freed (ADR 019).
    const surveyed = await createPid();
    await submitSurveyElsewhere(surveyed.id);
    await submitSurveyElsewhere(surveyed.id, 1);
    await openSurveyLink(surveyed.id, managerToken);
    const unused = await createPid();
    const expected = {
      '': {
        surveyed: [
          `Deleting PID ${surveyed.pid} also deletes all 2 of its surveys, for good.`,
          'Its open survey link stops working at once.',
          `Its number, ${surveyed.pid}, will never be given to another participant, so exports already taken cannot mix two people under it.`,
        ],
        unused: [`PID ${unused.pid} has no surveys yet: deleting it removes only the PID.`],
      },
      '/es': {
        surveyed: [
          `Al eliminar el PID ${surveyed.pid} también se eliminan para siempre sus 2 encuestas.`,
          'Su enlace de encuesta abierto deja de funcionar de inmediato.',
          `Su número, ${surveyed.pid}, nunca se asignará a otro participante, para que las exportaciones ya hechas no mezclen a dos personas con el mismo número.`,
        ],
        unused: [`El PID ${unused.pid} aún no tiene encuestas: al eliminarlo solo se elimina el PID.`],
      },
    };
    await signInWithToken(page, managerToken);
    for (const [prefix, json] of [
      ['', enManager],
      ['/es', esManager],
    ] as const) {
      await page.goto(`${prefix}/manager/pid-browser`);
      for (const which of ['surveyed', 'unused'] as const) {
        const { pid } = which === 'surveyed' ? surveyed : unused;
        await page.getByRole('searchbox', { name: json.pid.search }).fill(String(pid));
        const row = rowOf(page, pid);
        await eventually(() => row.count()).toBe(1);
        await row.getByRole('button', { name: new RegExp(`^${json.pid.deleteButton}`) }).click();
        const dialog = page.getByRole('dialog', { name: fill(json.delete.title, { pid }), exact: true });
        await eventually(() => dialog.isVisible()).toBe(true);
        // The warning, as it reads: its title, then one sentence a paragraph.
        const warning = dialog.locator('.mantine-Alert-root').filter({ hasText: json.delete.warningTitle });
        const lines = (await warning.innerText()).split('\n').filter((line) => line.trim() !== '');
        expect(lines, `${prefix} ${which}`).toEqual([json.delete.warningTitle, ...expected[prefix][which]]);
        await dialog.getByRole('button', { name: json.cancel, exact: true }).click();
        await eventually(() => dialog.isVisible()).toBe(false);
      }
    }
  });

  it('shows a survey taken elsewhere in the graph and the participant view once Refresh is pressed', async () => {
    const { page } = s;
    const participant = await createPid();
    await submitSurveyElsewhere(participant.id);
    await signInWithToken(page, managerToken);
    const menu = page.getByRole('navigation', { name: EN.menuTitle });
    const progressColumn = (n: number) =>
      page.getByRole('columnheader', {
        name: new RegExp(`^${fill(enManager.progress.surveyColumn, { surveyNo: n })}`),
      });
    const surveyTwoCount = async () => {
      const table = page.getByRole('table', { name: EN.tableName(WORLD.centerA.name) });
      const header = await table
        .getByRole('columnheader', { name: new RegExp(`^${EN.surveyColumn(2)}`) })
        .textContent();
      return Number(/n = (\d+)$/.exec(header ?? '')?.[1]);
    };

    // The participant view and the graph, each seen once: their answers now sit in the page's cache.
    await page.goto(`/manager/participants/${participant.id}`);
    await eventually(() => progressColumn(1).isVisible()).toBe(true);
    expect(await progressColumn(2).count()).toBe(0);
    await menu.getByRole('link', { name: EN.graphsMenu }).click();
    await eventually(surveyTwoCount).toBeGreaterThanOrEqual(0);
    const before = await surveyTwoCount();

    // The participant takes survey 2 on their phone; the manager presses the PID Center's Refresh.
    await submitSurveyElsewhere(participant.id, 1);
    await menu.getByRole('link', { name: EN.pidsMenu }).click();
    await searchPid(page, EN, participant.pid);
    const row = rowOf(page, participant.pid);
    await eventually(() => row.count()).toBe(1);
    await page.getByRole('button', { name: EN.refresh }).click();
    await eventually(() => row.getByRole('cell').first().textContent()).toBe('3');

    // Both screens show survey 2 at once, not their cached answers of a few seconds before.
    await row
      .getByRole('link', {
        name: `${enManager.pid.progressButton} ${fill(enManager.pid.forPid, { pid: participant.pid })}`,
      })
      .filter({ visible: true })
      .click();
    await eventually(() => progressColumn(2).isVisible()).toBe(true);
    await menu.getByRole('link', { name: EN.graphsMenu }).click();
    await eventually(surveyTwoCount).toBe(before + 1);
  });

  it('searches PIDs on the server and pages through more than 10 of them, and says why letters find none', async () => {
    const { page } = s;
    for (let i = 0; i < 12; i++) await createPid();
    const pids = await allPids();
    expect(pids.length).toBeGreaterThan(10);
    await signInWithToken(page, managerToken);
    const asked: string[] = [];
    const record = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    };
    page.on('request', record);
    await page.goto('/manager/pid-browser');

    await eventually(() => page.locator('tbody tr').count()).toBe(10);
    page.off('request', record);
    // boot.ts asks for the session, the names, the center and the first page of PIDs before the
    // app has arrived; the screens then use those answers instead of asking again.
    const once = (pattern: RegExp) => asked.filter((path) => pattern.test(path)).length;
    expect(once(/^\/api\/v1\/auth\/me$/)).toBe(1);
    expect(once(/^\/api\/v1\/config$/)).toBe(1);
    expect(once(/^\/api\/v1\/centers\/[^/]+$/)).toBe(1);
    expect(once(/^\/api\/v1\/centers\/[^/]+\/users\?/)).toBe(1);
    expect(asked).toContainEqual(expect.stringMatching(/^\/api\/v1\/centers\/[^/]+\/users\?page=1&limit=10$/));
    const pages = page.getByRole('navigation', { name: 'PID pages' });
    await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await eventually(() => page.getByText(new RegExp(`^11–\\d+ of ${pids.length} PIDs$`)).isVisible()).toBe(true);
    const secondPage = Math.min(10, pids.length - 10);
    await eventually(() => page.locator('tbody tr').count()).toBe(secondPage);
    // One status, always in the page, says what the list holds, and what the searches below find.
    const listStatus = await sameStatusFromNowOn(
      page.getByRole('status').filter({ hasText: new RegExp(`^11–\\d+ of ${pids.length} PIDs$`) }),
    );

    // An existing PID is found; a four-digit value no PID has finds nothing.
    const known = pids[0]!;
    await searchPid(page, EN, known);
    await eventually(() => page.locator('tbody tr').count()).toBe(1);
    expect(await rowOf(page, known).count()).toBe(1);
    let unused = 1000;
    while (pids.includes(unused)) unused++;
    await searchPid(page, EN, unused);
    await eventually(() => listStatus.textContent()).toBe('No results found');
    expect(await page.locator('tbody tr').count()).toBe(0);
    // Letters find nothing, and the field says why as the message appears (an alert): a change
    // to its description alone is not heard while typing.
    await searchPid(page, EN, '12a');
    const digitsOnly = page.getByRole('alert').filter({ hasText: 'Use digits only (up to 4)' });
    await eventually(() => digitsOnly.isVisible()).toBe(true);

    // The same in the graph's PID picker, where letters were ignored without a word.
    await page.goto('/manager/graph-browser');
    const find = page.getByRole('searchbox', { name: EN.findPid });
    await eventually(() => find.isVisible()).toBe(true);
    await find.fill('12a');
    await eventually(() => digitsOnly.isVisible()).toBe(true);
    const noResults = page.getByRole('status').filter({ hasText: /^No results found$/ });
    await eventually(() => noResults.isVisible()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^PID \d{4}$/ }).count()).toBe(0);
    await find.fill(String(unused));
    await eventually(() => digitsOnly.count()).toBe(0);
    await eventually(() => noResults.isVisible()).toBe(true);
    await find.fill(String(known));
    await eventually(() => page.getByRole('checkbox', { name: `PID ${known}` }).isVisible()).toBe(true);
  });

  it("comes back to the PID Center's page and search from a progress report, by the browser's Back or the report's own link, and after a reload", async () => {
    const { page } = s;
    // A PID with a survey (so it has a progress report), on page 2 under ten newer PIDs.
    const participant = await createPid();
    await submitSurveyElsewhere(participant.id);
    for (let i = 0; i < PID_PAGE_SIZE; i++) await createPid();
    const row = rowOf(page, participant.pid);
    const progress = row
      .getByRole('link', {
        name: `${enManager.pid.progressButton} ${fill(enManager.pid.forPid, { pid: participant.pid })}`,
      })
      .filter({ visible: true });
    const pager = await openOnPage(page, '/manager/pid-browser', enManager.pid.pagesLabel, 2);
    await eventually(() => row.count()).toBe(1);

    await progress.click();
    await page.waitForURL(`**/manager/participants/${participant.id}`);
    await eventually(() => page.getByRole('link', { name: enManager.progress.back }).isVisible()).toBe(true);
    await page.goBack();
    // The rows the manager left, not the first page of every PID.
    await eventually(() => row.count()).toBe(1);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe('2');
    await progress.click();
    await page.getByRole('link', { name: enManager.progress.back }).click();
    await page.waitForURL('**/manager/pid-browser?page=2');
    await eventually(() => row.count()).toBe(1);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe('2');
    // A report opened by its address alone (a bookmark) leads back to the first page.
    await page.goto(`/manager/participants/${participant.id}`);
    await page.getByRole('link', { name: enManager.progress.back }).click();
    await page.waitForURL(/\/manager\/pid-browser$/);
    await eventually(() => pager.locator('[aria-current="page"]').textContent()).toBe('1');
    await openOnPage(page, '/manager/pid-browser', enManager.pid.pagesLabel, 2);

    // The same for a search, which a reload keeps too.
    const search = page.getByRole('searchbox', { name: EN.search });
    await searchPid(page, EN, participant.pid);
    await eventually(() => page.locator('tbody tr').count()).toBe(1);
    await progress.click();
    await page.waitForURL(`**/manager/participants/${participant.id}`);
    await eventually(() => page.getByRole('link', { name: enManager.progress.back }).isVisible()).toBe(true);
    await page.goBack();
    await eventually(() => search.inputValue()).toBe(String(participant.pid));
    await eventually(() => page.locator('tbody tr').count()).toBe(1);
    // The report's "Back to the PID Center" leads to the same rows, not to the first page.
    await progress.click();
    await page.waitForURL(`**/manager/participants/${participant.id}`);
    await page.getByRole('link', { name: enManager.progress.back }).click();
    await page.waitForURL(`**/manager/pid-browser?pid=${participant.pid}`);
    await eventually(() => search.inputValue()).toBe(String(participant.pid));
    await eventually(() => page.locator('tbody tr').count()).toBe(1);
    await page.reload();
    await eventually(() => search.inputValue()).toBe(String(participant.pid));
    await eventually(() => page.locator('tbody tr').count()).toBe(1);
    expect(await row.count()).toBe(1);
  });

  it('keeps no survey link it made in memory once signed out in another tab of the browser', async () => {
    const { page } = s;
    // A session of its own: signing it out leaves the other journeys' session alone.
    await signInWithToken(page, await signInManager(WORLD.centerA));
    const participant = await createPid();
    await page.goto('/manager/pid-browser');
    await searchPid(page, EN, participant.pid);
    const row = rowOf(page, participant.pid);
    await eventually(() => row.count()).toBe(1);
    await row
      .getByRole('button', { name: new RegExp(`^${EN.linkButton}`) })
      .filter({ visible: true })
      .click();
    const linkDialog = page.getByRole('dialog', { name: EN.linkDialog });
    await linkDialog.getByRole('button', { name: EN.generateLink, exact: true }).click();
    await eventually(() => linkDialog.getByText(EN.done, { exact: true }).isVisible()).toBe(true);
    const url = await linkDialog.getByRole('textbox', { name: EN.url }).inputValue();
    const token = url.slice(url.lastIndexOf('/') + 1);

    // The manager signs out in another tab and leaves the clinic's computer; the dialog goes with
    // the screen, and the link it showed, which works for two days, is nowhere in this page's memory
    // for the browser's developer tools to find.
    const other = await s.context.newPage();
    await other.goto('/manager');
    await other.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((address) => address.pathname === '/');
    await eventually(() => linkDialog.count()).toBe(0);
    expect(await heapHolds(page, token)).toBe(false);
    await other.close();
  });

  it('goes back to the last page when PIDs deleted on another device leave the page shown past the end', async () => {
    const { page } = s;
    // Three pages at least (as 23 PIDs make), the last of 3 PIDs, and 3 PIDs of this journey's
    // own to delete: whichever PIDs go, the list then ends a page sooner (set up through the API:
    // not the subject here).
    const mine: ParticipantRow[] = [];
    let total = (await allPids()).length;
    while (mine.length < 3 || total < 2 * PID_PAGE_SIZE + 3 || total % PID_PAGE_SIZE !== 3) {
      mine.push(await createPid());
      total++;
    }
    const lastPage = Math.ceil(total / PID_PAGE_SIZE);
    const pager = await openOnPage(page, '/manager/pid-browser', enManager.pid.pagesLabel, lastPage);
    const from = (lastPage - 1) * PID_PAGE_SIZE + 1;
    await eventually(() => page.getByText(`${from}–${total} of ${total} PIDs`, { exact: true }).isVisible()).toBe(true);
    await eventually(() => page.locator('tbody tr').count()).toBe(3);

    // Three PIDs deleted from another device; this one presses Refresh.
    for (const participant of mine.slice(-3)) {
      await api(`/api/v1/users/${participant.id}`, { method: 'DELETE', token: managerToken });
    }
    await page.getByRole('button', { name: EN.refresh }).click();

    // The page before is shown, full, and marked in the pager: not "21–20 of 20 PIDs" over an
    // empty table and a pager with no page current.
    const left = total - 3;
    const range = `${from - PID_PAGE_SIZE}–${left} of ${left} PIDs`;
    await eventually(() => page.getByText(range, { exact: true }).isVisible()).toBe(true);
    await eventually(() => page.locator('tbody tr').count()).toBe(PID_PAGE_SIZE);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe(String(lastPage - 1));
    expect(await pager.getByRole('button', { name: `Page ${lastPage}`, exact: true }).count()).toBe(0);
  });

  it('goes back to the last page of open links when a link used on a phone leaves the page shown past the end', async () => {
    const { page } = s;
    // Three pages of open links at least, the last holding one (set up through the API).
    const openLinks = async () =>
      (
        await api<{ pagination: { total: number } }>(`/api/v1/centers/${centerId}/users?open=true&limit=1`, {
          token: managerToken,
        })
      ).pagination.total;
    const mine: ParticipantRow[] = [];
    let total = await openLinks();
    while (mine.length < 1 || total < 2 * PID_PAGE_SIZE + 1 || total % PID_PAGE_SIZE !== 1) {
      const participant = await createPid();
      await openSurveyLink(participant.id, managerToken);
      mine.push(participant);
      total++;
    }
    const lastPage = Math.ceil(total / PID_PAGE_SIZE);
    const pager = await openOnPage(page, '/manager/survey-center', enManager.surveyCenter.pagesLabel, lastPage);
    const cards = page.getByRole('article');
    await eventually(() => cards.count()).toBe(1);

    // One of these links is used on the participant's phone; the manager presses Refresh.
    await submitSurveyElsewhere(mine.at(-1)!.id);
    await page.getByRole('button', { name: EN.refresh }).click();
    await eventually(() => cards.count()).toBe(PID_PAGE_SIZE);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe(String(lastPage - 1));
  });

  it("keeps the focus in the pager when its arrow turns disabled, and draws its buttons at 3:1, in the PID Center and the graph's PID picker", async () => {
    const { page } = s;
    // Two pages at least, whichever journeys ran before.
    while ((await allPids()).length <= PID_PAGE_SIZE) await createPid();
    await signInWithToken(page, managerToken);
    for (const [screen, label] of [
      ['/manager/pid-browser', 'PID pages'],
      ['/manager/graph-browser', 'Pages of PIDs'],
    ] as const) {
      await page.goto(screen);
      const pager = page.getByRole('navigation', { name: label });
      await eventually(() => pager.isVisible()).toBe(true);
      // Each button's outline is all that shows it is one (WCAG 1.4.11); the page shown is filled.
      const borders = await pager
        .locator('button:not([data-active], :disabled)')
        .evaluateAll((buttons) => buttons.map((button) => getComputedStyle(button).borderTopColor));
      expect(borders.length, screen).toBeGreaterThanOrEqual(2);
      for (const border of borders) expect(contrast(border, WHITE), `${screen}: ${border}`).toBeGreaterThanOrEqual(3);
      await pressArrowToTheEnd(page, pager, 'Next page');
      await pressArrowToTheEnd(page, pager, 'Previous page');
      expect(await pager.locator('[aria-current="page"]').textContent(), screen).toBe('1');
    }
  });

  it("puts the focus on 'Select all users' when 'Untick all' goes away under the keyboard", async () => {
    const { page } = s;
    const { pid } = await createPid();
    await signInWithToken(page, managerToken);
    await page.goto('/manager/graph-browser');
    const selectAll = page.getByRole('checkbox', { name: EN.selectAll });
    await selectAll.uncheck();
    await page.getByRole('searchbox', { name: EN.findPid }).fill(String(pid));
    await page.getByRole('checkbox', { name: `PID ${pid}` }).check();
    const untickAll = page.getByRole('button', { name: 'Untick all', exact: true });
    await untickAll.focus();
    await page.keyboard.press('Enter');
    await eventually(() => untickAll.count()).toBe(0);
    // Not lost to the page's body: the next Tab goes on from the PID choice.
    await eventually(() => isFocused(selectAll)).toBe(true);
    expect(await selectAll.isChecked()).toBe(false);
  });

  it('says in one status, always in the page, what the graph holds as the PIDs change', async () => {
    const { page } = s;
    const words = enManager.graphs;
    const participant = await createPid();
    await submitSurveyElsewhere(participant.id);
    await submitSurveyElsewhere(participant.id, 1);
    const empty = await createPid();
    await signInWithToken(page, managerToken);
    // As on a slow connection, so that "Loading…" is there to be heard.
    await page.route('**/api/v1/surveys/summary?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.goto('/manager/graph-browser');
    const surveysShown = /^Surveys in the graph: \d+\.$/;
    const first = page.getByRole('status').filter({ hasText: surveysShown });
    await eventually(() => first.count()).toBe(1);
    const status = await sameStatusFromNowOn(first);

    await page.getByRole('checkbox', { name: EN.selectAll }).uncheck();
    await eventually(() => status.textContent()).toBe(words.pickSome);
    await page.getByRole('searchbox', { name: EN.findPid }).fill(String(participant.pid));
    await page.getByRole('checkbox', { name: `PID ${participant.pid}` }).check();
    await eventually(() => status.textContent()).toBe(enManager.loading);
    await eventually(() => status.textContent()).toBe(words.graphSurveys.replace('{{count}}', '2'));

    await page.getByRole('checkbox', { name: `PID ${participant.pid}` }).uncheck();
    await page.getByRole('searchbox', { name: EN.findPid }).fill(String(empty.pid));
    await page.getByRole('checkbox', { name: `PID ${empty.pid}` }).check();
    await eventually(() => status.textContent()).toBe(words.noGraphs);
    expect(await page.getByRole('link', { name: words.toPids }).isVisible()).toBe(true);
    // Heard once: the explanation under it is no second status.
    expect(await page.getByRole('status').filter({ hasText: words.noGraphs }).count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: words.noGraphsText }).count()).toBe(0);
  });

  it('checks the password fields in Account Settings, in English and Chinese', async () => {
    const { page } = s;
    await signInWithToken(page, managerToken);
    await page.goto('/manager');
    await page
      .getByRole('navigation', { name: 'Manager Dashboard' })
      .getByRole('link', { name: 'Account Settings' })
      .click();
    await page.waitForURL('**/manager/settings');
    await page.getByRole('button', { name: 'Update password' }).click();
    // Said in the alert, and under each empty field.
    await eventually(() => page.getByText('Please fill out all password fields').count()).toBe(4);
    await page.getByLabel(/^Current password/).fill('anything-at-all');
    await page.getByLabel(/^New password/).fill('new-password-1');
    await page.getByLabel(/^Confirm new password/).fill('new-password-2');
    await page.getByRole('button', { name: 'Update password' }).click();
    await eventually(() => page.getByText('New password does not match confirmation password').count()).toBe(2);

    await page.goto('/tw/manager/settings');
    await page.getByRole('button', { name: zhAccount.changePassword.submit }).click();
    await eventually(() => page.getByText(zhAccount.changePassword.fillAll).count()).toBe(4);
  });

  it("names, in each staff language, the manager login's link for a forgotten password as that login shows it", async () => {
    const { page } = s;
    await signInWithToken(page, managerToken);
    const languages = [
      ['', enManager, enAuth],
      ['/es', esManager, esAuth],
      ['/tw', zhManager, zhAuth],
    ] as const;
    for (const [prefix, manager, auth] of languages) {
      await page.goto(`${prefix}/manager/guide`);
      const sentence = manager.guide.accountForgot;
      await eventually(() => page.getByText(sentence, { exact: true }).isVisible()).toBe(true);
      expect(sentence.toLowerCase(), `${prefix || 'en'} guide`).toContain(auth.managerLogin.title.toLowerCase());
      expect(sentence, `${prefix || 'en'} guide`).toContain(auth.managerLogin.forgotLink);
    }
    // Where the guide sends a manager who forgot the password: their own login, signed out, where
    // the link leads to the recovery screen (sign-in.spec follows it).
    const signedOut = await openBrowser();
    try {
      for (const [prefix, , auth] of languages) {
        await signedOut.page.goto(prefix || '/');
        const link = signedOut.page.getByRole('link', { name: auth.managerLogin.forgotLink, exact: true });
        await eventually(() => link.getAttribute('href')).toBe(`${prefix}/forgot-password`);
        expect(await signedOut.page.getByRole('heading', { name: auth.managerLogin.title }).isVisible()).toBe(true);
      }
    } finally {
      await signedOut.close();
    }
  });

  it("explains, in each staff language, one PID's progress report, the paired view, the export and who a new password signs out, in the words of the screens its links lead to", async () => {
    const { page } = s;
    // A PID with a survey, so that its row has the button the guide names (set up through the API).
    const participant = await createPid();
    await submitSurveyElsewhere(participant.id);
    await signInWithToken(page, managerToken);
    const screenTitle = () => page.getByRole('heading', { level: 1 }).textContent();
    const languages: [string, ManagerJson][] = [
      ['', enManager],
      ['/es', esManager],
      ['/tw', zhManager as ManagerJson],
    ];
    for (const [prefix, json] of languages) {
      const { guide } = json;
      const language = `${prefix || 'en'} guide`;
      const section = (title: string) =>
        page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
      const items = (title: string) => section(title).getByRole('listitem').allTextContents();
      await page.goto(`${prefix}/manager/guide`);

      // A new password: said among the account's points, naming the screen where it is changed.
      await eventually(() => items(guide.accountTitle)).toContain(guide.accountSignOut);
      expect(guide.accountSignOut, language).toContain(json.menu.settings);

      // The progress report, named as its screens name it: the row's button, the flags, printing.
      expect(await items(guide.progressTitle), language).toEqual([
        fill(guide.progressOpen, { link: json.menu.pids }),
        guide.progressScores,
        guide.progressChange,
        guide.progressPrint,
      ]);
      expect(guide.progressOpen, language).toContain(json.pid.progressButton);
      for (const flag of Object.values(json.progress.flag)) expect(guide.progressChange, language).toContain(flag);
      expect(guide.progressPrint, language).toContain(json.progress.print);

      // The paired view, named as its switch and its table name it.
      await eventually(() => section(guide.graphTitle).getByText(guide.graphPaired).isVisible()).toBe(true);
      for (const name of [json.paired.switch, json.paired.sharesTitle])
        expect(guide.graphPaired, language).toContain(name);
      for (const outcome of [json.paired.share.improved, json.paired.share.unchanged, json.paired.share.worse]) {
        expect(guide.graphPaired.toLowerCase(), language).toContain(outcome.toLowerCase());
      }

      // The export, named as the graph browser's panel names it.
      expect(await items(guide.exportTitle), language).toEqual([
        fill(guide.exportWhere, { link: json.menu.graphs }),
        guide.exportContents,
        guide.exportCodebook,
        guide.exportPrivacy,
      ]);
      for (const name of [json.exports.title, json.exports.csv, json.exports.xlsx]) {
        expect(guide.exportWhere, language).toContain(name);
      }
      expect(guide.exportCodebook, language).toContain(json.exports.codebook);

      // Its link leads to the PID Center, where the PID's button opens its report, with Print.
      const pidCenter = section(guide.progressTitle).getByRole('link', { name: json.menu.pids, exact: true });
      await pidCenter.click();
      await page.waitForURL(`**${prefix}/manager/pid-browser`);
      await eventually(screenTitle).toBe(json.menu.pids);
      await page.getByRole('searchbox', { name: json.pid.search }).fill(String(participant.pid));
      await page
        .getByRole('link', { name: `${json.pid.progressButton} ${fill(json.pid.forPid, { pid: participant.pid })}` })
        .filter({ visible: true })
        .click();
      await eventually(screenTitle).toBe(fill(json.progress.heading, { pid: participant.pid }));
      expect(await page.getByRole('button', { name: json.progress.print, exact: true }).isVisible()).toBe(true);

      // And the export's link to the graph browser, where the panel has the three downloads.
      await page.goto(`${prefix}/manager/guide`);
      await section(guide.exportTitle).getByRole('link', { name: json.menu.graphs, exact: true }).click();
      await page.waitForURL(`**${prefix}/manager/graph-browser`);
      await eventually(screenTitle).toBe(json.menu.graphs);
      const panel = page.getByRole('region', { name: json.exports.title });
      for (const name of [json.exports.csv, json.exports.xlsx, json.exports.codebook]) {
        await eventually(() => panel.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
      }
    }
  });

  it('forgets the session only when the server refuses it, not when the check fails otherwise', async () => {
    const { page } = s;
    const storedToken = () => page.evaluate(() => localStorage.getItem('romtrack.token'));
    await signInWithToken(page, managerToken);
    const answer = (status: number) => (route: Route) =>
      route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'x' }) });

    // The server is briefly unavailable: the manager is not let in, but stays signed in.
    await page.route('**/api/v1/auth/me', answer(503));
    const unavailable = page.waitForResponse('**/api/v1/auth/me');
    await page.goto('/manager');
    await unavailable;
    await eventually(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await storedToken()).toBe(managerToken);

    // Back again: a reload shows the manager area with no new sign-in.
    await page.unroute('**/api/v1/auth/me');
    await page.reload();
    await eventually(() => page.getByRole('navigation', { name: 'Manager Dashboard' }).isVisible()).toBe(true);

    // The server refuses the session: now the token goes.
    await page.route('**/api/v1/auth/me', answer(401));
    await page.reload();
    await eventually(storedToken).toBeNull();
  });

  it('makes one PID of a double click on Generate New PID', async () => {
    const { page } = s;
    await signInWithToken(page, managerToken);
    await page.goto('/manager/pid-browser');
    const generate = page.getByRole('button', { name: EN.generate });
    await eventually(() => generate.isEnabled()).toBe(true);
    let creations = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/auth/register')) creations++;
    });
    // The server takes a moment, as on a busy day: the second click lands while the first waits.
    await page.route('**/api/v1/auth/register', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await generate.dblclick();
    await eventually(() => page.getByText(/^New PID \d{4} created/).isVisible()).toBe(true);
    expect(creations).toBe(1);
    expect(await page.getByText(/^New PID \d{4} created/).count()).toBe(1);
  });

  it('says the server cannot be reached when the Wi-Fi is down, and does nothing later that was pressed then', async () => {
    const { page, context } = s;
    const participant = await createPid();
    const pidsBefore = await allPids();
    await signInWithToken(page, managerToken);
    await page.goto('/manager/pid-browser');
    const generate = page.getByRole('button', { name: EN.generate });
    await eventually(() => generate.isEnabled()).toBe(true);
    await searchPid(page, EN, participant.pid);
    const row = rowOf(page, participant.pid);
    await eventually(() => row.count()).toBe(1);

    // A while after the page opened (once the browser was idle and the page had loaded where its
    // alerts show: staff-root.tsx), the clinic's Wi-Fi drops, and the browser knows it is offline.
    await eventually(() => page.locator('.mantine-Notifications-root').count()).toBeGreaterThan(0);
    await context.setOffline(true);
    const unreachable = page.getByRole('alert').filter({ hasText: commonEn.errors.unreachable });
    await generate.click();
    await eventually(() => unreachable.isVisible()).toBe(true);
    await eventually(() => generate.isEnabled()).toBe(true);

    await row.getByRole('button', { name: new RegExp(`^${EN.linkButton}`) }).click();
    const linkDialog = page.getByRole('dialog', { name: EN.linkDialog });
    await linkDialog.getByRole('button', { name: EN.generateLink, exact: true }).click();
    await eventually(() => linkDialog.getByText(commonEn.errors.unreachable).isVisible()).toBe(true);
    // The manager gives up on the link for now.
    await linkDialog.locator('.mantine-Modal-body').getByRole('button', { name: EN.close, exact: true }).click();

    // The connection returns: nothing pressed while it was down is sent behind the manager's back.
    await context.setOffline(false);
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    expect(await allPids()).toEqual(pidsBefore);
    const afterwards = await findParticipant<ParticipantRow & { surveyToken: string | null }>(
      centerId,
      participant.pid,
      managerToken,
    );
    expect(afterwards).toMatchObject({ surveyToken: null });
  });

  it('shows the PID the server made when its answer was lost on the way back, so that it is not made again', async () => {
    const { page } = s;
    await signInWithToken(page, managerToken);
    await page.goto('/manager/pid-browser');
    const generate = page.getByRole('button', { name: EN.generate });
    await eventually(() => generate.isEnabled()).toBe(true);
    const pidsBefore = await allPids();
    // The request reaches the server, which makes the PID; the Wi-Fi drops before its answer arrives.
    await page.route('**/api/v1/auth/register', async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
    await generate.click();
    await eventually(() => page.getByRole('alert').filter({ hasText: commonEn.errors.unreachable }).isVisible()).toBe(
      true,
    );
    const [made] = (await allPids()).filter((pid) => !pidsBefore.includes(pid));
    expect(made).toBeDefined();
    // The list shows it, without a reload: the manager sees that pressing again is not needed.
    await eventually(() => rowOf(page, made!).count()).toBe(1);
  });

  it('says in time, in Chinese, that a PID list the server never answers did not load, and loads it on Try again', async () => {
    const { page } = s;
    const participant = await createPid();
    await signInWithToken(page, managerToken);
    // The page's clock, moved on by the test: the wait is long, as a slow clinic line needs.
    await page.clock.install();
    // The list's request leaves and nothing comes back: a captive portal, a proxy holding it.
    const listUrl = `**/api/v1/centers/${centerId}/users?*`;
    let sent: () => void = () => {};
    const asked = new Promise<void>((resolve) => (sent = resolve));
    await page.route(listUrl, () => sent());
    await page.goto('/tw/manager/pid-browser');
    await asked;
    const loading = page.getByText(zhManager.loading, { exact: true });
    await eventually(() => loading.isVisible()).toBe(true);
    await page.clock.fastForward(REQUEST_TIMEOUT_MS.read - 1000);
    // Still given its time: a slow line is not a lost request.
    expect(await loading.isVisible()).toBe(true);

    // Past its wait, not asked again behind the manager's back (another wait as long): said at once.
    await page.clock.fastForward(2000);
    const failed = page.getByRole('alert').filter({ hasText: zhManager.pid.loadError });
    await eventually(() => failed.isVisible()).toBe(true);
    expect(await failed.textContent()).toBe(`${zhManager.pid.loadError}${commonZh.errors.noAnswer}${commonZh.retry}`);
    expect(await loading.count()).toBe(0);

    // The connection is back: Try again loads the list.
    await page.unroute(listUrl);
    await failed.getByRole('button', { name: commonZh.retry }).click();
    await eventually(() => rowOf(page, participant.pid).count()).toBe(1);
    expect(await failed.count()).toBe(0);
  });

  it('says it is not known whether a PID was made when Generate gets no answer in time, frees the button and lists the PID the server made', async () => {
    const { page } = s;
    await signInWithToken(page, managerToken);
    await page.clock.install();
    await page.goto('/manager/pid-browser');
    const generate = page.getByRole('button', { name: EN.generate });
    await eventually(() => generate.getAttribute('aria-disabled')).toBeNull();
    const pidsBefore = await allPids();
    // The request reaches the server, which makes the PID; its answer never comes back.
    let madeAtServer: () => void = () => {};
    const made = new Promise<void>((resolve) => (madeAtServer = resolve));
    await page.route('**/api/v1/auth/register', async (route) => {
      await route.fetch();
      madeAtServer();
    });
    await generate.click();
    await made;
    await page.clock.fastForward(REQUEST_TIMEOUT_MS.action - 1000);
    expect(await generate.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('alert').filter({ hasText: commonEn.errors.unconfirmed }).count()).toBe(0);

    // Past its wait: not called a failure, since the server may have made it; the button is free.
    await page.clock.fastForward(2000);
    const unconfirmed = page.getByRole('alert').filter({ hasText: commonEn.errors.unconfirmed });
    await eventually(() => unconfirmed.isVisible()).toBe(true);
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /could not|failed/i })
        .count(),
    ).toBe(0);
    expect(await generate.getAttribute('aria-disabled')).toBeNull();
    // What to check is in sight: the list, refreshed, shows the PID the server made.
    const [pid] = (await allPids()).filter((p) => !pidsBefore.includes(p));
    expect(pid).toBeDefined();
    await eventually(() => rowOf(page, pid!).count()).toBe(1);

    // And the button works: with the answers coming back, the next press makes a PID.
    await page.unroute('**/api/v1/auth/register');
    await generate.click();
    await eventually(() => page.getByText(EN.created).isVisible()).toBe(true);
  });

  it('frees an export button whose download gets no answer for a minute, saying so in Spanish', async () => {
    const { page } = s;
    await signInWithToken(page, managerToken);
    await page.clock.install();
    await page.goto('/es/manager/graph-browser');
    const csv = page
      .getByRole('region', { name: esManager.exports.title })
      .getByRole('button', { name: esManager.exports.csv, exact: true });
    await eventually(() => csv.isVisible()).toBe(true);
    let sent: () => void = () => {};
    const asked = new Promise<void>((resolve) => (sent = resolve));
    await page.route('**/api/v1/exports/**', () => sent());
    await csv.click();
    await asked;
    // An export may take minutes on a slow line: it is waited for while anything arrives.
    await page.clock.fastForward(REQUEST_TIMEOUT_MS.downloadSilence - 1000);
    expect(await csv.getAttribute('aria-disabled')).toBe('true');

    await page.clock.fastForward(2000);
    await eventually(() => page.getByRole('alert').filter({ hasText: commonEs.errors.noAnswer }).isVisible()).toBe(
      true,
    );
    expect(await csv.getAttribute('aria-disabled')).toBeNull();
  });

  it('says the server cannot be reached when the Wi-Fi dropped before the page had loaded where alerts show', async () => {
    const { page, context } = s;
    await signInWithToken(page, managerToken);
    // The Wi-Fi drops seconds after the screen opened, before the page has downloaded where its
    // alerts show (staff-root.tsx): that download fails.
    const hostCode = '**/assets/alerts-host-*';
    await page.route(hostCode, (route) => route.abort('internetdisconnected'));
    await page.goto('/manager/pid-browser');
    const generate = page.getByRole('button', { name: EN.generate });
    await eventually(() => generate.isEnabled()).toBe(true);
    await context.setOffline(true);
    await page.waitForTimeout(2500); // The page is idle: it has asked for the alerts' code, and failed.
    expect(await page.locator('.mantine-Notifications-root').count()).toBe(0);

    await generate.click();
    const unreachable = page.getByRole('alert').filter({ hasText: commonEn.errors.unreachable });

    await eventually(() => unreachable.isVisible()).toBe(true);
    // Gone after its time, as any alert.
    await eventually(() => unreachable.count()).toBe(0);

    // When the connection returns, the page fetches its alerts' code again.
    await page.unroute(hostCode);
    await context.setOffline(false);
    await eventually(() => page.locator('.mantine-Notifications-root').count()).toBeGreaterThan(0);
  });

  it('hands out one survey link for a double click on Generate, and shows the link that opens', async () => {
    const { page } = s;
    const participant = await createParticipant(managerToken);
    await signInWithToken(page, managerToken);
    await page.goto('/manager/pid-browser');
    await searchPid(page, EN, participant.pid);
    const row = rowOf(page, participant.pid);
    await eventually(() => row.count()).toBe(1);
    await row.getByRole('button', { name: new RegExp(`^${EN.linkButton}`) }).click();
    const linkDialog = page.getByRole('dialog', { name: EN.linkDialog });
    await eventually(() => linkDialog.isVisible()).toBe(true);
    let links = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/v1/auth/survey/${participant.id}`)) links++;
    });
    // Slow, as on a busy day: a second link would replace the first, and the dialog could show
    // whichever the server made first, dead before the participant opens it.
    await page.route(`**/api/v1/auth/survey/${participant.id}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await linkDialog.getByRole('button', { name: EN.generateLink, exact: true }).dblclick();
    await eventually(() => linkDialog.getByText(EN.done, { exact: true }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(links).toBe(1);
    const url = await linkDialog.getByRole('textbox', { name: EN.url }).inputValue();
    const token = url.slice(url.lastIndexOf('/') + 1);
    expect((await fetch(`${baseUrl}/api/v1/users/surveys/${token}`)).status).toBe(200);
    // A browser that cannot copy (a page not served over HTTPS has no clipboard: a phone on the
    // clinic's network reaching the server by its address) says so, and how else to hand it over.
    await page.evaluate(() => Reflect.deleteProperty(Navigator.prototype, 'clipboard'));
    await linkDialog.getByRole('button', { name: EN.copyLink, exact: true }).click();
    const refused = linkDialog.getByRole('alert').filter({ hasText: enManager.link.copyFailed });
    await eventually(() => refused.isVisible()).toBe(true);
  });

  it('sends the manager to the login, saying why, once the session has ended elsewhere', async () => {
    const { page } = s;
    // A session of its own: ending it leaves the other journeys' session alone.
    const token = await signInManager(WORLD.centerA);
    await signInWithToken(page, token);
    await page.goto('/manager/pid-browser');
    const generate = page.getByRole('button', { name: EN.generate });
    await eventually(() => generate.isEnabled()).toBe(true);

    // Signed out from another tab or computer (a password change there does the same).
    await api('/api/v1/auth/logout', { token });
    await generate.click();

    await page.waitForURL((url) => url.pathname === '/');
    // Said at the login, beside the failed call's alert, and kept there.
    const notice = page.getByRole('note').filter({ hasText: 'Your session has ended. Please sign in again.' });
    await eventually(() => notice.isVisible()).toBe(true);
    await eventually(() => page.getByRole('button', { name: /login/i }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('romtrack.token'))).toBeNull();
    expect(await page.getByRole('navigation', { name: 'Manager Dashboard' }).count()).toBe(0);

    // Signing in again brings the manager back to the screen they were on, not to the dashboard.
    await signInOnForm(page);
    await page.waitForURL((url) => url.pathname === '/manager/pid-browser');
    await eventually(() => page.getByRole('button', { name: EN.generate }).isVisible()).toBe(true);

    // A bookmark opened after the session ended (the next morning, say) says so too, although the
    // page learns of it before its screens have loaded.
    await api('/api/v1/auth/logout', {
      token: await page.evaluate(() => localStorage.getItem('romtrack.token') ?? ''),
    });
    await page.goto('/manager/survey-center');
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => notice.isVisible()).toBe(true);
    await signInOnForm(page);
    await page.waitForURL((url) => url.pathname === '/manager/survey-center');
    expect(await notice.count()).toBe(0);

    // So does a bookmark opened signed out, in the interface language it was made in.
    await page.evaluate(() => localStorage.removeItem('romtrack.token'));
    await page.goto('/es/manager/survey-center?x=1');
    await page.waitForURL((url) => url.pathname === '/es');
    await signInOnForm(page);
    await page.waitForURL((url) => url.pathname + url.search === '/es/manager/survey-center?x=1');
  });

  it('brings the graph back with the PIDs the manager had ticked, after the session ends and they sign in again', async () => {
    const { page } = s;
    const participant = await createPid();
    await submitSurveyElsewhere(participant.id);
    const token = await signInManager(WORLD.centerA);
    await signInWithToken(page, token);
    await page.goto('/manager/graph-browser');
    const status = page.getByRole('status').filter({ hasText: /^Surveys in the graph: \d+\.$/ });
    await eventually(() => status.count()).toBe(1);
    // Only this PID: a choice kept in the screen's history entry, not in its address.
    await page.getByRole('checkbox', { name: EN.selectAll }).uncheck();
    await page.getByRole('searchbox', { name: EN.findPid }).fill(String(participant.pid));
    await page.getByRole('checkbox', { name: `PID ${participant.pid}` }).check();
    await eventually(() => status.textContent()).toBe(enManager.graphs.graphSurveys.replace('{{count}}', '1'));

    // The session ends while the graph is open (its maximum age, a password changed elsewhere),
    // and the page learns of it at its next call: here, as the manager reloads it the next morning.
    await api('/api/v1/auth/logout', { token });
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/');
    await signInOnForm(page);
    await page.waitForURL((url) => url.pathname === '/manager/graph-browser');

    // The same one PID, not every PID of the center since 2019.
    await eventually(() => status.textContent()).toBe(enManager.graphs.graphSurveys.replace('{{count}}', '1'));
    expect(await page.getByRole('checkbox', { name: EN.selectAll }).isChecked()).toBe(false);
  });
});

describe('manager screens on a 360 px phone', () => {
  beforeAll(async () => {
    // A few submitted surveys, so the graph has bars (set up through the API: not the subject here).
    for (let n = 0; n < 2; n++) await submitSurveyElsewhere((await createPid()).id, n);
  });

  it('deletes a PID by keyboard on a phone, naming the PID, saying the question as it appears and bringing the focus back to the search', async () => {
    const s = await openBrowser({ width: 360, height: 740 });
    try {
      const { page } = s;
      const { pid } = await createPid();
      await signInWithToken(page, managerToken);
      await page.goto(`/manager/pid-browser?pid=${pid}`);
      const open = page.getByRole('button', { name: `Delete for PID ${pid}`, exact: true });
      await eventually(() => open.isVisible()).toBe(true);
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Delete PID' });
      await eventually(() => dialog.isVisible()).toBe(true);
      // The focus in the first field, in sight; the dialog's description names the PID and what
      // deleting it does.
      const first = dialog.getByRole('textbox', { name: 'Type the PID', exact: true });
      await eventually(() => isFocused(first)).toBe(true);
      expect(await first.evaluate((field) => field.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
      expect(await describedText(dialog)).toContain(
        `PID ${pid} has no surveys yet: deleting it removes only the PID.To confirm, type the PID ${pid}`,
      );

      // The dialog's status is there, silent, before the PID is typed: a status put in the page
      // together with its question is not heard on every screen reader (ScreenStatus).
      const status = dialog.getByRole('status');
      expect(await status.count()).toBe(1);
      expect(await status.textContent()).toBe('');
      await status.evaluate((box) => box.setAttribute('data-seen', ''));
      for (let i = 0; i < 3; i++) {
        await page.keyboard.type(String(pid));
        if (i < 2) await page.keyboard.press('Tab');
      }
      await eventually(() => dialog.locator('[role="status"][data-seen]').textContent()).toBe(
        `Are you sure? PID ${pid} and all of its surveys will be deleted.`,
      );
      // Only the one status: the question is not said twice.
      expect(await status.count()).toBe(1);

      // Tab reaches DELETE; after it, the focus is on Close, and then back on the search.
      await page.keyboard.press('Tab');
      await eventually(() => isFocused(dialog.getByRole('button', { name: 'DELETE', exact: true }))).toBe(true);
      await page.keyboard.press('Enter');
      await eventually(() => dialog.getByRole('alert').textContent()).toBe(
        `PID ${pid} and its surveys were deleted.You can close this window now.`,
      );
      const close = dialog.locator('.mantine-Modal-body').getByRole('button', { name: 'Close', exact: true });
      await eventually(() => isFocused(close)).toBe(true);
      await page.keyboard.press('Enter');
      await eventually(() => dialog.count()).toBe(0);
      await eventually(() => isFocused(page.getByRole('searchbox', { name: EN.search }))).toBe(true);
      await eventually(() => page.getByText(EN.noResults, { exact: true }).isVisible()).toBe(true);
    } finally {
      await s.close();
    }
  });

  it('opens an alert below the navbar, leaving Logout free to tap while it shows', async () => {
    const s = await openBrowser({ width: 360, height: 740 });
    try {
      const { page } = s;
      await signInWithToken(page, managerToken);
      await page.goto('/manager/pid-browser');
      const generate = page.getByRole('button', { name: EN.generate });
      await eventually(() => generate.isEnabled()).toBe(true);
      await generate.click();
      const created = page.getByText(/^New PID \d{4} created/);
      await eventually(() => created.isVisible()).toBe(true);

      // Once it has slid into place (it comes down from above, and overshoots a little): below
      // the navbar, and a tap on Logout reaches Logout.
      const header = (await page.locator('header').boundingBox())!;
      const notification = page.locator('.mantine-Notification-root');
      const restsBelowTheNavbar = () =>
        notification.evaluate((el, navbarBottom) => {
          const sliding = el.closest('.mantine-Notifications-root')!.getAnimations({ subtree: true });
          return sliding.every((a) => a.playState !== 'running') && el.getBoundingClientRect().top >= navbarBottom;
        }, header.y + header.height);
      await eventually(restsBelowTheNavbar).toBe(true);
      const logout = page.getByRole('button', { name: 'Logout' });
      const tapped = await logout.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      });
      expect(tapped).toBe(true);
      // Still on the screen, not pushed past its bottom.
      const alert = (await notification.boundingBox())!;
      expect(alert.y + alert.height).toBeLessThan(740);
    } finally {
      await s.close();
    }
  });

  it('shows every column of the graph table on a 1280 px laptop in Spanish (/es)', async () => {
    const s = await openBrowser({ width: 1280, height: 860 });
    try {
      const { page } = s;
      await signInWithToken(page, managerToken);
      await recordCanvasText(page);
      await page.goto('/es/manager/graph-browser');
      await eventually(() => page.locator('canvas').count()).toBe(1);
      const table = page.getByRole('table', {
        name: esManager.graphs.tableCaption.replace('{{title}}', WORLD.centerA.name),
      });

      // The numbers above the bars are written as the table under the chart writes them: "25,5".
      await eventually(() => table.locator('tbody td').count()).toBeGreaterThan(0);
      // That table is the chart's only one: a screen reader reads the numbers once.
      expect(await page.getByRole('table').count()).toBe(1);
      const cells = (await table.locator('tbody td').allInnerTexts()).map((text) => text.trim());
      expect(cells.some((text) => /^\d+,\d$/.test(text))).toBe(true);
      // Which labels are drawn depends on how many surveys earlier journeys left in the center (a
      // label that would touch its neighbour is left out; the laptop test below draws them all
      // for data of its own): each one drawn with a decimal is the table's, with its comma.
      const drawnDecimals = async () => (await canvasTexts(page)).filter((text) => /^\d+[.,]\d+$/.test(text));
      await eventually(async () => (await drawnDecimals()).length).toBeGreaterThan(0);
      const decimals = await drawnDecimals();
      expect(decimals.filter((text) => !cells.includes(text))).toEqual([]);
      const last = table.getByRole('columnheader', { name: esManager.graphs.reference });
      await eventually(() => last.isVisible()).toBe(true);
      await saveScreenshot(page, 'graph-browser-es-1280', { fullPage: true });
      const fit = await last.evaluate((th) => {
        let box = th.parentElement;
        while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
        const header = th.getBoundingClientRect();
        const area = (box ?? document.documentElement).getBoundingClientRect();
        return {
          headerRight: header.right,
          boxRight: area.right,
          text: (th as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
          clipped: th.scrollWidth > th.clientWidth + 1,
        };
      });
      // The last header, "Referencia de EE. UU. (RAND)", is whole and in sight without scrolling.
      expect(fit.text).toBe(esManager.graphs.reference);
      expect(fit.clipped).toBe(false);
      expect(fit.headerRight, 'the last column is past the edge of the table box').toBeLessThanOrEqual(
        fit.boxRight + 1,
      );
      expect(fit.headerRight, 'the last column is past the edge of the window').toBeLessThanOrEqual(1280);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `the page overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    } finally {
      await s.close();
    }
  });

  it("writes the graph's numbers above the bars without running them together, on a 360 px phone and a laptop", async () => {
    // One PID whose surveys all give the same scores: bars of equal height side by side, the
    // closest their labels can come (set up through the API: not the subject here).
    const participant = await createPid();
    await submitSurveyElsewhere(participant.id);
    await submitSurveyElsewhere(participant.id);

    const s = await openBrowser(PHONE);
    try {
      const { page } = s;
      await signInWithToken(page, managerToken);
      await recordCanvasText(page);
      // No entry animation: the last picture drawn is the one that stays.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      /** The chart for this PID alone, and the numbers of the table under it that get a label. */
      const showGraph = async () => {
        await page.goto('/manager/graph-browser');
        await page.getByRole('checkbox', { name: EN.selectAll }).uncheck();
        await page.getByRole('searchbox', { name: EN.findPid }).fill(String(participant.pid));
        await page.getByRole('checkbox', { name: `PID ${participant.pid}` }).check();
        const table = page.getByRole('table', { name: EN.tableName(WORLD.centerA.name) });
        await eventually(() => table.getByRole('columnheader', { name: /^Survey 1/ }).textContent()).toMatch(/n = 1$/);
        await eventually(() => page.locator('canvas').count()).toBe(1);
        await page.locator('canvas').scrollIntoViewIfNeeded();
        const cells = (await table.locator('tbody td').allInnerTexts()).map((text) => text.trim());
        return cells.filter((text) => /^\d+(\.\d)?$/.test(text) && Number(text) > 4).sort();
      };
      const valueLabels = async () => (await drawnTexts(page)).filter((text) => text.font.startsWith('bold 10px'));
      /** The chart's drawn width (CSS px) as the page goes to paper, and once printed. */
      const chartWidthOnPaper = async () => {
        const canvas = page.locator('canvas');
        // Heard after the chart's own listener: what goes on paper.
        await canvas.evaluate((el: HTMLCanvasElement) =>
          window.addEventListener('beforeprint', () => (el.dataset.onPaper = el.style.width), { once: true }),
        );
        await page.pdf({ format: 'A4' });
        return canvas.evaluate((el: HTMLCanvasElement) => ({
          onPaper: parseFloat(el.dataset.onPaper ?? ''),
          after: parseFloat(el.style.width),
        }));
      };

      // Two surveys: three bars a category. Every number of the table is above its bar, and
      // no two of them overlap.
      const numbers = await showGraph();
      expect(numbers.length).toBeGreaterThan(8);
      await eventually(async () => (await valueLabels()).map((label) => label.text).sort()).toEqual(numbers);
      const overlaps = (labels: DrawnText[]) => overlappingTexts(labels).map(([a, b]) => `${a.text} over ${b.text}`);
      expect(overlaps(await valueLabels())).toEqual([]);
      await saveScreenshot(page, 'graph-browser-values-360');

      // A third survey: four bars in 30 px. Labels that would still touch are left out (each
      // number stays in the table under the chart); those drawn are apart, and each is the
      // table's.
      await submitSurveyElsewhere(participant.id);
      const more = await showGraph();
      await eventually(async () => {
        const drawn = await valueLabels();
        return drawn.length > 8 && drawn.every((label) => more.includes(label.text));
      }).toBe(true);
      expect(overlaps(await valueLabels())).toEqual([]);
      await saveScreenshot(page, 'graph-browser-values-360-four-bars');

      // The table under the chart is wider than the phone: its box is a named stop for the
      // keyboard, which scrolls it, and its category column stays at the box's left edge.
      expect(await seriousViolations(page)).toEqual([]);
      const tableBox = page.getByRole('region', { name: EN.tableName(WORLD.centerA.name) });
      await tableBox.focus();
      await page.keyboard.press('ArrowRight');
      await eventually(() => tableBox.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      const edge = (await tableBox.boundingBox())!.x;
      for (const row of await tableBox.getByRole('rowheader').all()) {
        expect(Math.abs((await row.boundingBox())!.x - edge)).toBeLessThanOrEqual(1);
      }

      // Printed from the phone, the chart is drawn at the paper's width, not phone-sized with its
      // legend over the bars, and goes back to the phone's width after.
      expect(await chartWidthOnPaper()).toEqual({ onPaper: 680, after: PHONE.width - 32 });

      // On a laptop, the reference and three surveys: four bars in about 60 px, level labels
      // would run together ("55.055.0"); upright, every number of the table is drawn, apart.
      await page.setViewportSize({ width: 1280, height: 900 });
      const laptop = await showGraph();
      await eventually(async () => (await valueLabels()).map((label) => label.text).sort()).toEqual(laptop);
      expect(overlaps(await valueLabels())).toEqual([]);
      await saveScreenshot(page, 'graph-browser-values-1280-four-bars');
      // Printed from the laptop, the chart wider than the paper is drawn at the paper's width.
      expect((await chartWidthOnPaper()).onPaper).toBe(680);
    } finally {
      await s.close();
    }
  });

  /** A laptop's browser on the manager's graph, its canvas text recorded, drawn without animation. */
  async function openStillGraph(): Promise<BrowserSession> {
    const s = await openBrowser({ width: 1280, height: 860 });
    try {
      await signInWithToken(s.page, managerToken);
      await recordCanvasText(s.page);
      // No animation: what a click changes is in the next picture at once.
      await s.page.emulateMedia({ reducedMotion: 'reduce' });
      await s.page.goto('/manager/graph-browser');
      await eventually(() => s.page.locator('canvas').count()).toBe(1);
      return s;
    } catch (error) {
      await s.close();
      throw error;
    }
  }

  it('keeps every series in the graph when its legend is clicked: a change only a mouse could make, and unannounced', async () => {
    const s = await openStillGraph();
    try {
      const { page } = s;
      const valueLabels = async () =>
        (await drawnTexts(page)).filter((text) => text.font.startsWith('bold 10px')).map((label) => label.text);
      await eventually(async () => (await valueLabels()).length).toBeGreaterThan(8);
      const before = (await valueLabels()).sort();
      const legend = (await drawnTexts(page)).filter((text) => text.font.startsWith('13px'));
      expect(legend.map((entry) => entry.text)).toContain(enManager.graphs.reference);
      // Each entry of the legend clicked, as Chart.js would hide its series on a click by default.
      for (const entry of legend) {
        await page.mouse.click((entry.left + entry.right) / 2, (entry.top + entry.bottom) / 2);
        // Chart.js handles a click on the next animation frame; the picture is redrawn in the same one.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        expect((await valueLabels()).sort(), `after a click on "${entry.text}"`).toEqual(before);
      }
    } finally {
      await s.close();
    }
  });

  it('draws the US reference bars at 3:1 on white (WCAG 1.4.11), in a grey lighter than every series', async () => {
    const s = await openStillGraph();
    try {
      const { page } = s;
      const legendTexts = async () => (await drawnTexts(page)).filter((text) => text.font.startsWith('13px'));
      await eventually(async () => (await legendTexts()).length).toBeGreaterThan(1);
      // Each legend entry's colour, read off the canvas from the middle of its box: the box
      // (14 px wide) ends half the font's size (6.5 px) before the entry's text.
      const colours = await page.locator('canvas').evaluate(
        (canvas: HTMLCanvasElement, entries) => {
          const rect = canvas.getBoundingClientRect();
          const scale = canvas.width / rect.width;
          const ctx = canvas.getContext('2d')!;
          return entries.map((entry) => {
            const x = (entry.left - 6.5 - 7 - rect.left) * scale;
            const y = ((entry.top + entry.bottom) / 2 - rect.top) * scale;
            const [r, g, b] = ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data;
            return { text: entry.text, colour: `rgb(${r}, ${g}, ${b})` };
          });
        },
        (await legendTexts()).map(({ text, left, top, bottom }) => ({ text, left, top, bottom })),
      );
      const reference = colours.find((entry) => entry.text === enManager.graphs.reference)!;
      expect(contrast(reference.colour, WHITE), reference.colour).toBeGreaterThanOrEqual(3);
      for (const series of colours.filter((entry) => entry !== reference)) {
        expect(contrast(series.colour, WHITE), series.text).toBeGreaterThan(contrast(reference.colour, WHITE) + 1);
      }
    } finally {
      await s.close();
    }
  });

  it('shows every column of the PID list whole beside the menu on tablets and small laptops, in English, Spanish and Chinese, and at 200%', async () => {
    // On page 1 (newest first): a PID with a survey (its Progress button), one with an open
    // link (the longest text of a row) and a new one (its "New" badge).
    await submitSurveyElsewhere((await createPid()).id);
    await openSurveyLink((await createPid()).id, managerToken);
    const fresh = await createPid();
    const languages = [
      { prefix: '', json: enManager },
      { prefix: '/es', json: esManager },
      { prefix: '/tw', json: zhManager as ManagerJson },
    ];

    /** What would keep a manager from reading the list: words broken across lines, cut text, columns out of sight. */
    const unreadable = (page: Page) =>
      page.locator('main').evaluate((main) => {
        const list = main.querySelector('table') ?? main.querySelector('ul:has(> li)');
        if (!list) return ['no PID list'];
        const problems: string[] = [];
        // A word (for Chinese, a run of characters between spaces) whose pieces lie on two lines.
        const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('.mantine-VisuallyHidden-root')) continue;
          for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1) problems.push(`"${word[0]}" is broken over ${lines.size} lines`);
          }
        }
        for (const label of list.querySelectorAll<HTMLElement>('.mantine-Badge-label, .mantine-Button-label')) {
          if (label.scrollWidth > label.clientWidth + 1) problems.push(`"${label.innerText}" is cut off`);
        }
        // A table's every column in its box, and the box in the window: none waits off to the side.
        if (list.tagName === 'TABLE') {
          const box = list.closest('.mantine-Table-scrollContainer')?.getBoundingClientRect();
          for (const header of list.querySelectorAll<HTMLElement>('thead th')) {
            const right = header.getBoundingClientRect().right;
            if (right > Math.min(box?.right ?? Infinity, window.innerWidth) + 1) {
              problems.push(`column "${header.innerText}" is out of sight`);
            }
          }
        }
        const overflow = document.documentElement.scrollWidth - window.innerWidth;
        if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow}px`);
        return problems;
      });

    /** The PID Center in each language at the browser's size: readable, with the new PID's badge and buttons. */
    const checkEachLanguage = async (page: Page, size: string) => {
      for (const { prefix, json } of languages) {
        await page.goto(`${prefix}/manager/pid-browser`);
        const buttons = page.getByRole('button', { name: json.pid.consentButton });
        await eventually(() => buttons.count()).toBeGreaterThanOrEqual(3);
        // "4023" in a row of the table, "PID 4023" on a card.
        const newest = page.getByText(new RegExp(`^(PID )?${fresh.pid}$`));
        await eventually(() => newest.isVisible()).toBe(true);
        await saveScreenshot(page, `pid-browser-${prefix.slice(1) || 'en'}-${size}`);
        expect(await unreadable(page), `${prefix || 'en'} at ${size}`).toEqual([]);
        expect(await page.getByText(json.pid.new, { exact: true }).first().isVisible()).toBe(true);
      }
    };

    // 768 and 800 px tablets upright, a 1024 px tablet on its side or small laptop, a 1280 px laptop.
    const s = await openBrowser({ width: 768, height: 1024 });
    try {
      await signInWithToken(s.page, managerToken);
      for (const [width, height] of [
        [768, 1024],
        [800, 1280],
        [1024, 768],
        [1280, 720],
      ] as const) {
        await s.page.setViewportSize({ width, height });
        await checkEachLanguage(s.page, `${width}x${height}`);
      }
    } finally {
      await s.close();
    }
    // The 1280 x 720 laptop zoomed to 200%: 640 x 360 CSS pixels, and still no sideways scrolling.
    const zoomed = await openBrowser({ width: 640, height: 360 }, { deviceScaleFactor: 2 });
    try {
      await signInWithToken(zoomed.page, managerToken);
      await checkEachLanguage(zoomed.page, '1280x720-200pct');
    } finally {
      await zoomed.close();
    }
  });

  for (const prefix of ['', '/tw']) {
    for (const width of [1280, 360]) {
      it(`fits the manager screens at ${width} px (${prefix || 'en'})`, async () => {
        // Seven pages of PIDs and more: the most buttons the PID Center's pager shows.
        if (width === 360) for (let i = (await allPids()).length; i <= 6 * PID_PAGE_SIZE; i++) await createPid();
        const s = await openBrowser({ width, height: width === 360 ? 740 : 860 });
        try {
          const { page } = s;
          await signInWithToken(page, managerToken);
          for (const screen of ['pid-browser', 'graph-browser', 'survey-center', 'guide']) {
            await page.goto(`${prefix}/manager/${screen}`);
            await eventually(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
            if (screen === 'pid-browser') {
              // A table from tablet width up, a card per PID on a phone: either way each has its buttons.
              const consent = prefix ? zhManager.pid.consentButton : 'Consent';
              const buttons = page.getByRole('button', { name: new RegExp(`^${consent}`) });
              await eventually(() => buttons.count()).toBeGreaterThan(0);
              // The pager's buttons share one row, the Next arrow beside the pages it goes through.
              const pager = page.getByRole('navigation', { name: (prefix ? zhManager : enManager).pid.pagesLabel });
              const rows = await pager
                .getByRole('button')
                .evaluateAll((all) => new Set(all.map((button) => button.getBoundingClientRect().top)).size);
              expect(rows, 'rows of page buttons').toBe(1);
            } else if (screen === 'graph-browser') {
              await eventually(() => page.locator('canvas').count()).toBe(1);
              // The summary table's caption wraps within the screen, where the table scrolls sideways.
              const caption = await page.locator('.rt-category-table-box caption').boundingBox();
              expect(caption!.x + caption!.width).toBeLessThanOrEqual(width);
            } else if (screen === 'guide') {
              // A link sits inside its sentence, with the language's own punctuation around it.
              const settings = page.getByRole('link', { name: prefix ? '帳戶設定' : 'Account Settings', exact: true });
              const sentence = await page.locator('.mantine-List-item').filter({ has: settings }).textContent();
              expect(sentence).toMatch(prefix ? /您可在「帳戶設定」變更密碼。$/ : /Change it in Account Settings\.$/);
            }
            if (process.env.E2E_SCREENSHOT_DIR) {
              // Let the chart finish its entry animation first.
              await page.waitForTimeout(1500);
              await saveScreenshot(page, `${screen}-${prefix.slice(1) || 'en'}-${width}`, { fullPage: true });
            }
            // Wide tables scroll inside their own box; the page itself never scrolls sideways.
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow, `${screen} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
          }
          if (width === 360) {
            // On a phone the menu is behind the burger button.
            const burger = page.getByRole('button', { name: prefix ? zhManager.menu.open : 'Open the manager menu' });
            await burger.click();
            const drawer = page.getByRole('dialog');
            await eventually(() => drawer.isVisible()).toBe(true);
            expect(await drawer.getByRole('link').count()).toBe(7);
          }
        } finally {
          await s.close();
        }
      });
    }
  }
});
