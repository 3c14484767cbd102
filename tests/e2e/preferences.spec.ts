// « Paramètres » (/preferences): each setting changes the next search, drawn by the server and after hydration,
// for a guest (one cookie) and for an account (on the server, on every device); at sign-in a guest's settings are
// offered to the account, never moved silently; a file or a link carries them to another browser.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Response } from '@playwright/test';
import { expect, test, waitingForTheApp } from './support/test';

const SHOTS = 'tests/e2e/screenshots/preferences';
const QUERY = '/search?q=france';

test.beforeEach(async ({ context }) => {
  // Nothing leaves the machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort());
});

const radio = (page: Page, group: string, name: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true });

/** Saved where the settings live: for an account, once the server has answered. */
async function choose(page: Page, signedIn: boolean, act: () => Promise<void>) {
  const saved = signedIn
    ? page.waitForResponse((r) => r.url().endsWith('/api/user/preferences') && r.request().method() === 'PUT')
    : null;
  await act();
  if (saved) expect((await saved).status()).toBe(200);
}

async function openSettings(page: Page) {
  await page.goto('/preferences');
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
}

/** 20 results, new tabs, moderate safe search, the dark theme. */
async function chooseSome(page: Page, signedIn: boolean) {
  await choose(page, signedIn, () => radio(page, 'Résultats par page', '20').check());
  await choose(page, signedIn, () => page.getByLabel('Ouvrir les résultats dans un nouvel onglet').check());
  await choose(page, signedIn, () => radio(page, 'Recherche sécurisée', 'Modérée').check());
  await choose(page, signedIn, () => radio(page, 'Thème', 'Sombre').check());
}

/** The search call a page's state hands to the browser (the server drew it with these settings). */
async function drawnSearch(response: Response | null): Promise<{ html: string; call: URLSearchParams }> {
  const html = (await response?.text()) ?? '';
  const json = /id="page-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '{"queries":{"queries":[]}}';
  const queries = (JSON.parse(json) as { queries: { queries: Array<{ queryKey: unknown[] }> } }).queries
    .queries;
  const search = queries.find((q) => q.queryKey[0] === 'search');
  return { html, call: new URLSearchParams(String(search?.queryKey[1] ?? '')) };
}

/** The `data-theme` of the page's <html>, as the server wrote it. */
const themeOf = (html: string) => /<html[^>]* data-theme="([a-z]+)"/.exec(html)?.[1] ?? null;

/** The server's page and the live one follow the settings chosen by `chooseSome`; then the next search does. */
async function expectChosenSettings(page: Page, theme = 'dark', perPage = '20') {
  const { html, call } = await drawnSearch(await page.goto(QUERY));
  expect(themeOf(html)).toBe(theme);
  expect(call.get('num')).toBe(perPage);
  expect(call.get('safesearch')).toBe('moderate');
  expect(html.match(/class="web-result-link" target="_blank"/g)?.length ?? 0).toBeGreaterThan(10);
  // Hydrated: the same page, live.
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const links = page.locator('.web-results .web-result-link');
  expect(await links.count()).toBeGreaterThan(10);
  await expect(links.first()).toHaveAttribute('target', '_blank');
  // The next search, asked by the app itself.
  const asked = page.waitForRequest((r) => r.url().includes('/api/search?') && r.url().includes('lyon'));
  const box = page.getByRole('combobox', { name: 'Votre recherche' });
  await box.fill('lyon');
  await box.press('Enter');
  const next = new URL((await asked).url()).searchParams;
  expect(next.get('num')).toBe(perPage);
  expect(next.get('safesearch')).toBe('moderate');
  await expect(page.locator('.web-results .web-result-link').first()).toHaveAttribute('target', '_blank');
}

async function signIn(page: Page, name: string, email: string) {
  await page.getByRole('link', { name: 'Connexion', exact: true }).click();
  await page.getByLabel('Nom affiché').fill(name);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('button', { name: `Compte de ${name}` })).toBeVisible();
}

const unique = (name: string) => `${name}.${Date.now()}.${test.info().repeatEachIndex}@example.fr`;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort());
  return waitingForTheApp(await context.newPage());
}

test('the settings page is one click away from the top bar and from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Paramètres' }).click();
  await expect(page).toHaveURL(/\/preferences$/);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Paramètres' }).click();
  await page.getByRole('menuitem', { name: 'Tous les paramètres' }).click();
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
});

test('a guest’s settings live in one small cookie and change the next search, drawn and live', async ({
  page,
  context,
}) => {
  await page.goto('/search?q=france');
  expect((await context.cookies()).find((c) => c.name === 'prefs')).toBeUndefined();
  await openSettings(page);
  await chooseSome(page, false);
  const cookie = (await context.cookies()).find((c) => c.name === 'prefs');
  expect(cookie?.value).toBe('safe=moderate&n=20&newtab=1&theme=dark');
  expect(cookie?.sameSite).toBe('Lax');
  await expectChosenSettings(page);

  // « Système »: no attribute at all, on the server's page and on the live one.
  await openSettings(page);
  await radio(page, 'Thème', 'Système').check();
  const { html } = await drawnSearch(await page.goto(QUERY));
  expect(themeOf(html)).toBeNull();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
});

test('the theme, suggestions, voice and default tab follow the settings', async ({ page }) => {
  const voice = page.getByRole('button', { name: 'Recherche vocale' });
  await page.goto('/');
  const voiceShown = await voice.count();
  await openSettings(page);
  await radio(page, 'Thème', 'Clair').check();
  // Changed on this page: the attribute follows at once.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByLabel('Suggestions de recherche').uncheck();
  await page.getByLabel('Recherche vocale').uncheck();
  await page.getByLabel('Onglet par défaut').selectOption('images');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Rechercher des images' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(voiceShown, 'the voice button shows before it is switched off').toBe(1);
  await expect(voice).toHaveCount(0);
  let suggested = false;
  page.on('request', (r) => void (r.url().includes('/api/suggest') && (suggested = true)));
  await page.getByRole('combobox', { name: 'Votre recherche' }).pressSequentially('lyo', { delay: 60 });
  await page.waitForTimeout(600);
  expect(suggested).toBe(false);
  await page.getByRole('combobox', { name: 'Votre recherche' }).press('Enter');
  await expect(page).toHaveURL(/tab=images/);
});

test('an account’s settings are kept on the server, drawn with its pages and found on another device', async ({
  page,
  browser,
}) => {
  const email = unique('reglages');
  await page.goto('/');
  await signIn(page, 'Rémi Réglages', email);
  await openSettings(page);
  await expect(page.getByText('enregistrés sur votre compte')).toBeVisible();
  await chooseSome(page, true);
  await expectChosenSettings(page);
  expect((await page.context().cookies()).find((c) => c.name === 'prefs')).toBeUndefined();

  // Another browser, the same account: the same settings.
  const other = await newPage(browser);
  await other.goto('/');
  await signIn(other, 'Rémi Réglages', email);
  await expectChosenSettings(other);
  await other.context().close();
});

test.describe('at sign-in, a guest’s settings are offered to the account', () => {
  const offer = (page: Page) => page.getByRole('dialog', { name: /avant de vous connecter/ });

  test('refused: the account keeps its own, the browser keeps the guest’s, and it is not asked again', async ({
    page,
    context,
  }) => {
    await openSettings(page);
    await radio(page, 'Résultats par page', '50').check();
    await radio(page, 'Thème', 'Sombre').check();
    await page.goto('/');
    await signIn(page, 'Rose Refus', unique('refus'));
    await expect(offer(page)).toHaveAccessibleName(
      'Vous aviez changé 2 paramètres avant de vous connecter. Les appliquer à votre compte ?',
    );
    await offer(page).getByRole('button', { name: 'Non merci' }).click();
    await expect(offer(page)).toHaveCount(0);
    const preferences = await (await page.request.get('/api/user/preferences')).json();
    expect(preferences.data.settings).toMatchObject({ perPage: 10, theme: 'system' });
    expect((await context.cookies()).find((c) => c.name === 'prefs')?.value).toBe('n=50&theme=dark');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Compte de Rose Refus' })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    // The account's own settings draw its pages, not the cookie's.
    const { html, call } = await drawnSearch(await page.goto(QUERY));
    expect(themeOf(html)).toBeNull();
    expect(call.get('num')).toBeNull();
  });

  test('accepted: the account takes them and the browser keeps them apart no more', async ({
    page,
    context,
  }) => {
    await openSettings(page);
    await radio(page, 'Résultats par page', '20').check();
    await page.goto('/');
    await signIn(page, 'Alain Accord', unique('accord'));
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/preferences'));
    await offer(page).getByRole('button', { name: 'Appliquer' }).click();
    expect((await saved).status()).toBe(200);
    await expect(offer(page)).toHaveCount(0);
    const preferences = await (await page.request.get('/api/user/preferences')).json();
    expect(preferences.data.settings.perPage).toBe(20);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'prefs')).toBeUndefined();
    const { call } = await drawnSearch(await page.goto(QUERY));
    expect(call.get('num')).toBe('20');
  });
});

test('export then import in another browser gives the same settings; a bad file changes nothing', async ({
  page,
  browser,
}) => {
  await openSettings(page);
  await chooseSome(page, false);
  await page.getByLabel('Région et langue des résultats').selectOption('de');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (JSON)' }).click();
  const file = join(tmpdir(), `parametres-${Date.now()}.json`);
  await (await download).saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported).toMatchObject({ format: 'recherche-parametres', version: 1 });
  expect(exported.settings).toMatchObject({
    perPage: 20,
    newTab: true,
    safeSearch: 'moderate',
    theme: 'dark',
    lang: 'de',
  });

  const other = await newPage(browser);
  await openSettings(other);
  // A file with one bad value: refused whole, in French, naming the setting.
  const bad = join(tmpdir(), `parametres-faux-${Date.now()}.json`);
  writeFileSync(bad, JSON.stringify({ ...exported, settings: { ...exported.settings, perPage: 30 } }));
  await other.locator('input[type=file]').setInputFiles(bad);
  await expect(other.getByRole('alert').filter({ hasText: 'n’est pas valable' })).toContainText(
    'Résultats par page',
  );
  await expect(radio(other, 'Résultats par page', '10')).toBeChecked();
  expect((await other.context().cookies()).find((c) => c.name === 'prefs')).toBeUndefined();
  // The exported file: every setting as it was.
  await other.locator('input[type=file]').setInputFiles(file);
  await expect(radio(other, 'Résultats par page', '20')).toBeChecked();
  await expect(radio(other, 'Thème', 'Sombre')).toBeChecked();
  await expect(other.getByLabel('Région et langue des résultats')).toHaveValue('de');
  expect((await other.context().cookies()).find((c) => c.name === 'prefs')?.value).toBe(
    (await page.context().cookies()).find((c) => c.name === 'prefs')?.value,
  );
  await other.context().close();
});

test('a settings link carries them to another browser, applied once the person says so', async ({
  page,
  browser,
}) => {
  await openSettings(page);
  await chooseSome(page, false);
  const link = await page.getByLabel('Lien des paramètres').inputValue();
  expect(link).toContain('/preferences?settings=');

  const other = await newPage(browser);
  await other.goto(link);
  await expect(other.getByText('Ce lien apporte des paramètres')).toBeVisible();
  expect((await other.context().cookies()).find((c) => c.name === 'prefs')).toBeUndefined();
  await other.getByRole('button', { name: 'Appliquer' }).click();
  await expect(other).toHaveURL(/\/preferences$/);
  await expect(radio(other, 'Résultats par page', '20')).toBeChecked();
  await expectChosenSettings(other);
  await other.context().close();
});

test('screenshots of the settings page at 390 and 1366 px', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openSettings(page);
    await page.screenshot({ path: `${SHOTS}/preferences-${width}.png`, fullPage: true });
  }
});
