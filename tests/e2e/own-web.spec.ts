// « Votre web »: a site hidden from a result's menu leaves the next results and comes back when undone; a raised
// site comes first; the settings page lists them, with the person's own bangs, and carries them in the file;
// an own bang sends the browser to its address.
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test, waitingForTheApp } from './support/test';

const SHOTS = 'tests/e2e/screenshots/settings';
const QUERY = '/search?q=lyon';

test.beforeEach(async ({ context }) => {
  // Nothing leaves the machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort());
});

const results = (page: Page) => page.locator('.web-results > li');
const hostOf = (href: string) => new URL(href).hostname.replace(/^www\./, '');
const domainsShown = async (page: Page) =>
  (
    await page
      .locator('.web-results .web-result-link')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))
  ).map(hostOf);

/** The result's « ⋮ » menu, then one of its items. */
async function fromMenu(page: Page, domain: string, item: string) {
  await expect(async () => {
    await page
      .getByRole('button', { name: `Options pour ${domain}` })
      .first()
      .click();
    await page.getByRole('menuitem', { name: item }).click({ timeout: 1000 });
  }).toPass();
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort());
  return waitingForTheApp(await context.newPage());
}

async function openSettings(page: Page) {
  await page.goto('/preferences');
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
}

test('a site hidden from a result’s menu leaves the next results, drawn and live, and comes back when undone', async ({
  page,
}) => {
  await page.goto(QUERY);
  const before = await domainsShown(page);
  expect(new Set(before).size).toBeGreaterThanOrEqual(3);
  const hidden = before[0]!;

  await fromMenu(page, hidden, 'Masquer ce site');
  const toast = page.getByRole('status').filter({ hasText: `Site masqué — ${hidden}` });
  await expect(toast).toBeVisible();
  await expect.poll(() => domainsShown(page)).not.toContain(hidden);
  await expect(page.getByText(/résultats? masqués? selon vos paramètres/)).toBeVisible();

  // Undone: the site is back where the sources put it.
  await toast.getByRole('button', { name: 'Annuler' }).click();
  await expect.poll(() => domainsShown(page)).toEqual(before);

  // Hidden again, then the next page the server draws leaves it out before any script runs.
  await fromMenu(page, hidden, 'Masquer ce site');
  await expect.poll(() => domainsShown(page)).not.toContain(hidden);
  const drawn = await (await page.goto(QUERY))!.text();
  expect(drawn).not.toMatch(
    new RegExp(`class="web-result-link"[^>]*href="https?://(www\\.)?${hidden.replace(/\./g, '\\.')}`),
  );
  expect(drawn).not.toContain(`href="https://${hidden}`);
  expect(await domainsShown(page)).not.toContain(hidden);
});

test('a raised site comes first, marked « Favori »; lowered, it goes last', async ({ page }) => {
  await page.goto(QUERY);
  const before = await domainsShown(page);
  const raised = before.at(-1)!;
  await fromMenu(page, raised, 'Favoriser');
  await expect(page.getByRole('status').filter({ hasText: `Site favorisé — ${raised}` })).toBeVisible();
  await expect.poll(async () => (await domainsShown(page))[0]).toBe(raised);
  await expect(results(page).first().getByText('Favori', { exact: true })).toBeVisible();

  const lowered = (await domainsShown(page)).find((d) => d !== raised)!;
  await fromMenu(page, lowered, 'Rétrograder');
  await expect.poll(async () => (await domainsShown(page)).at(-1)).toBe(lowered);
  // The menu offers to take it back.
  await page
    .getByRole('button', { name: `Options pour ${raised}` })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Ne plus favoriser' })).toBeVisible();
});

test('at sign-in a guest’s hidden site is offered to the account, which then hides and raises from the menu too', async ({
  page,
  context,
}) => {
  await page.goto(QUERY);
  const before = await domainsShown(page);
  const hidden = before[0]!;
  const raised = before.filter((domain) => domain !== hidden).at(-1)!;
  await fromMenu(page, hidden, 'Masquer ce site');
  await expect.poll(() => domainsShown(page)).not.toContain(hidden);

  await page.goto('/');
  await page.getByRole('link', { name: 'Connexion', exact: true }).click();
  await page.getByLabel('Nom affiché').fill('Vera Votreweb');
  await page.getByLabel('Adresse e-mail').fill(`vera.${Date.now()}@example.fr`);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const offer = page.getByRole('dialog', { name: /avant de vous connecter/ });
  await expect(offer).toHaveAccessibleName(
    'Vous aviez changé un paramètre avant de vous connecter. L’appliquer à votre compte ?',
  );
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/preferences'));
  await offer.getByRole('button', { name: 'Appliquer' }).click();
  expect((await saved).status()).toBe(200);
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'prefs')).toBeUndefined();

  // The account's own sites now: the page drawn for it leaves the site out, and its menu writes to the account.
  await page.goto(QUERY);
  expect(await domainsShown(page)).not.toContain(hidden);
  const put = page.waitForResponse(
    (r) => r.url().includes('/api/user/sites/') && r.request().method() === 'PUT',
  );
  await fromMenu(page, raised, 'Favoriser');
  expect((await put).status()).toBe(200);
  await expect.poll(async () => (await domainsShown(page))[0]).toBe(raised);
  const preferences = await (await page.request.get('/api/user/preferences')).json();
  expect(preferences.data.settings.sites).toEqual([
    { domain: hidden, action: 'hide' },
    { domain: raised, action: 'raise' },
  ]);
});

test('the settings page lists the sites and own bangs; export then import in a new browser gives the same', async ({
  page,
  browser,
}) => {
  await openSettings(page);
  const form = page.locator('#votre-web');
  await form.getByLabel('Site (domaine ou adresse)').fill('https://www.exemple-masque.fr/page');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByRole('list', { name: /Votre web/ }).getByText('exemple-masque.fr')).toBeVisible();
  await form.getByLabel('Site (domaine ou adresse)').fill('favori.example');
  await form.getByLabel('Action').first().selectOption('raise');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByRole('list', { name: /Votre web/ }).getByText('favori.example')).toBeVisible();
  // Not a site: said in French, nothing kept.
  await form.getByLabel('Site (domaine ou adresse)').fill('pas un site');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(form.getByText('adresse de site invalide')).toBeVisible();

  await page.getByLabel('Raccourci', { exact: true }).fill('mdr');
  await page.getByLabel('Adresse avec {q}').fill('http://mon.exemple.fr/?q={q}');
  await page.getByRole('button', { name: 'Ajouter' }).nth(1).click();
  await expect(page.getByText('une adresse https contenant {q}')).toBeVisible();
  await page.getByLabel('Adresse avec {q}').fill('https://mon.exemple.fr/chercher?mots={q}');
  await page.getByRole('button', { name: 'Ajouter' }).nth(1).click();
  await expect(page.getByText('!mdr')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (JSON)' }).click();
  const file = join(tmpdir(), `parametres-votre-web-${Date.now()}.json`);
  await (await download).saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported.settings.sites).toEqual([
    { domain: 'exemple-masque.fr', action: 'hide' },
    { domain: 'favori.example', action: 'raise' },
  ]);
  expect(exported.settings.bangs).toEqual([
    { shortcut: 'mdr', url: 'https://mon.exemple.fr/chercher?mots={q}' },
  ]);

  const other = await newPage(browser);
  await openSettings(other);
  await other.locator('input[type=file]').setInputFiles(file);
  await expect(other.getByRole('list', { name: /Votre web/ }).getByText('favori.example')).toBeVisible();
  await expect(other.getByText('!mdr')).toBeVisible();
  const cookie = async (p: Page) => (await p.context().cookies()).find((c) => c.name === 'prefs')?.value;
  expect(await cookie(other)).toBe(await cookie(page));
  await other.context().close();
});

test('an own bang sends the search to its address', async ({ page }) => {
  await openSettings(page);
  await page.getByLabel('Raccourci', { exact: true }).fill('!mdr');
  await page.getByLabel('Adresse avec {q}').fill('https://mon.exemple.fr/chercher?mots={q}');
  await page.getByRole('button', { name: 'Ajouter' }).nth(1).click();
  await expect(page.getByText('!mdr')).toBeVisible();
  await page.goto('/');
  // The site itself is out of reach here (nothing leaves the machine): the browser's request to it is the proof.
  const left = page.waitForRequest((r) => r.url().startsWith('https://mon.exemple.fr/'));
  const box = page.getByRole('combobox', { name: 'Votre recherche' });
  await box.fill('vélo électrique !mdr');
  await box.press('Enter');
  expect((await left).url()).toBe('https://mon.exemple.fr/chercher?mots=v%C3%A9lo%20%C3%A9lectrique');
});

test('screenshots: the settings page and results with a hidden and a raised site, light and dark, 390 and 1366 px', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.goto(QUERY);
  const shown = await domainsShown(page);
  const raised = shown.filter((domain) => domain !== shown[0]).at(-1)!;
  await fromMenu(page, shown[0]!, 'Masquer ce site');
  await expect.poll(() => domainsShown(page)).not.toContain(shown[0]);
  await fromMenu(page, raised, 'Favoriser');
  await expect.poll(async () => (await domainsShown(page))[0]).toBe(raised);
  await openSettings(page);
  await page.getByLabel('Raccourci', { exact: true }).fill('mdr');
  await page.getByLabel('Adresse avec {q}').fill('https://mon.exemple.fr/chercher?mots={q}');
  await page.getByRole('button', { name: 'Ajouter' }).nth(1).click();
  await expect(page.getByText('!mdr')).toBeVisible();
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openSettings(page);
      await page.locator('#votre-web').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/settings-${theme}-${width}.png`, fullPage: true });
      await page.goto(QUERY);
      await expect(results(page).first().getByText('Favori', { exact: true })).toBeVisible();
      await page
        .getByRole('button', { name: `Options pour ${raised}` })
        .first()
        .click();
      await page.screenshot({ path: `${SHOTS}/results-${theme}-${width}.png`, fullPage: true });
      await page.keyboard.press('Escape');
    }
  }
});
