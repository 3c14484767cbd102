// A guest who chose settings before the settings cookie existed kept them in localStorage: the first page carries
// them into the cookie once (the history left off stays off), removes the old keys, and is drawn again with them.
import type { Page } from '@playwright/test';
import { settingsFromCookies } from '../../common/settings';
import { LEGACY_SETTING_KEYS } from '../../web/state/legacySettings';
import { expect, test } from './support/test';

test.beforeEach(async ({ context }) => {
  // Nothing leaves the machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort());
});

const OLD_KEYS = Object.values(LEGACY_SETTING_KEYS);

async function keepTheOldWay(page: Page, values: Record<string, unknown>) {
  await page.goto('/privacy');
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, JSON.stringify(value));
  }, Object.entries(values));
}

const cookieText = async (page: Page) =>
  (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

/** The search call the server drew the page with (handed to the browser in the page's state). */
async function drawnCall(page: Page, path: string): Promise<URLSearchParams> {
  const html = (await (await page.goto(path))?.text()) ?? '';
  const state = JSON.parse(/id="page-state">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as {
    queries?: { queries: Array<{ queryKey: unknown[] }> };
  };
  const search = state.queries?.queries.find((q) => q.queryKey[0] === 'search');
  return new URLSearchParams(String(search?.queryKey[1] ?? ''));
}

test('the old keys are carried into the settings cookie, removed, and the next pages are drawn with them', async ({
  page,
}) => {
  await keepTheOldWay(page, {
    guestHistoryEnabled: false,
    safeSearchEnabled: true,
    safeSearchModerate: true,
    languageFilter: 'de',
  });
  await page.goto('/search?q=france');
  await expect
    .poll(async () => settingsFromCookies(await cookieText(page)))
    .toMatchObject({ history: false, safeSearch: 'moderate', lang: 'de' });
  expect(await page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), OLD_KEYS)).toEqual(
    OLD_KEYS.map(() => null),
  );
  const call = await drawnCall(page, '/search?q=france');
  expect(call.get('safesearch')).toBe('moderate');
  expect(call.get('lang')).toBe('de');
  // The history left off stays off: a search typed in the box is not remembered in the browser.
  const box = page.getByRole('combobox', { name: 'Votre recherche' });
  const asked = page.waitForRequest((r) => r.url().includes('/api/search?') && r.url().includes('lyon'));
  await expect(async () => {
    await box.fill('lyon');
    await box.press('Enter');
    await asked;
  }).toPass();
  await expect(page).toHaveURL(/q=lyon/);
  expect(await page.evaluate(() => localStorage.getItem('guestSearchHistory'))).toBeNull();
});

test('a browser that already has a settings cookie keeps it: the old keys are removed, not applied', async ({
  page,
}) => {
  await page.goto('/privacy');
  await page.context().addCookies([{ name: 'prefs', value: 'n=20', url: page.url() }]);
  await keepTheOldWay(page, { safeSearchEnabled: false, languageFilter: 'es' });
  await page.goto('/search?q=france');
  await expect
    .poll(() => page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), OLD_KEYS))
    .toEqual(OLD_KEYS.map(() => null));
  const settings = settingsFromCookies(await cookieText(page));
  expect(settings).toMatchObject({ perPage: 20, safeSearch: 'active', lang: 'auto' });
});

test('junk in the old keys is ignored, each on its own, and never breaks the page', async ({ page }) => {
  await page.goto('/privacy');
  await page.evaluate(() => {
    localStorage.setItem('guestHistoryEnabled', '{not json');
    localStorage.setItem('safeSearchEnabled', '"oui"');
    localStorage.setItem('languageFilter', '"zz"');
    localStorage.setItem('safeSearchModerate', 'true');
  });
  await page.goto('/search?q=france');
  await expect(page.getByRole('combobox', { name: 'Votre recherche' })).toHaveValue('france');
  await expect
    .poll(async () => settingsFromCookies(await cookieText(page)))
    .toMatchObject({ history: true, safeSearch: 'moderate', lang: 'auto' });
});
