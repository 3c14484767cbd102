import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const SHOTS = 'tests/e2e/screenshots/help';

/** Whether the page is wider than the window: a table or a code that does not wrap. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('the help page lists the operators and at least 80 bangs by category, at phone and desktop widths', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/help');
  await page.reload();
  expect(errors, 'drawn once, without an error').toEqual([]);
  await page.goto('/');
  await page.getByRole('link', { name: 'Aide à la recherche' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aide à la recherche' })).toBeVisible();
  await expect(page).toHaveTitle(/^Aide à la recherche – /);
  for (const syntax of ['"expression exacte"', '-mot', 'site:domaine', 'filetype:pdf', 'OR'])
    await expect(page.locator('.help-operators dt', { hasText: syntax })).toHaveCount(1);
  expect(await page.locator('[data-bang]').count()).toBeGreaterThanOrEqual(80);
  await expect(page.getByRole('region', { name: 'Services publics' })).toContainText('!legifrance');

  const filter = page.getByLabel('Filtrer les raccourcis');
  await filter.fill('carte');
  await expect(page.locator('[data-bang]')).toHaveCount(1);
  await expect(page.locator('[data-bang="carte"]')).toContainText('OpenStreetMap');
  await filter.fill('');

  mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 390, 1366]) {
    await page.setViewportSize({ width, height: width < 1000 ? 844 : 900 });
    expect(await overflows(page), `${width} px`).toBe(false);
    if (width !== 360) await page.screenshot({ path: `${SHOTS}/help-${width}.png`, fullPage: true });
  }
});

test('the help page is drawn by the server, bangs included', async ({ request }) => {
  const res = await request.get('/help');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html.match(/data-bang="/g)?.length ?? 0).toBeGreaterThanOrEqual(80);
  expect(html).toContain('Aide à la recherche');
});

test('"!w Lyon" typed on the home page lands on French Wikipedia\'s search', async ({ page }) => {
  const asked: string[] = [];
  // The browser never leaves for the internet: Wikipedia is answered here.
  await page.route('https://fr.wikipedia.org/**', async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<title>Wikipédia</title><p>Lyon</p>' });
  });
  await page.goto('/');
  await page.getByRole('combobox').first().fill('!w Lyon');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('https://fr.wikipedia.org/w/index.php?search=Lyon');
  expect(asked).toEqual(['https://fr.wikipedia.org/w/index.php?search=Lyon']);
});

test("without JavaScript, the search form's bang is answered by the server too", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const asked: string[] = [];
  await page.route('https://www.leboncoin.fr/**', async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<title>leboncoin</title>' });
  });
  await page.goto('/');
  await page.getByRole('combobox').first().fill('vélo !lbc');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('https://www.leboncoin.fr/recherche?text=v%C3%A9lo');
  expect(asked).toEqual(['https://www.leboncoin.fr/recherche?text=v%C3%A9lo']);
  await context.close();
});
