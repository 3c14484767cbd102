// The admin sees the queries that became public suggestions this week and removes or blocks them, at a
// phone's width and a laptop's.
import { request as http, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { shoot } from './screenshots';
import { ADMIN_EMAIL, signIn } from './support/session';

/** Five visitors, each a client of its own network behind the trusted proxy, search the query. */
async function searchedByFiveNetworks(baseURL: string, q: string, run: number) {
  for (let n = 1; n <= 5; n++) {
    const visitor = await http.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `10.${100 + run}.${n}.7` },
    });
    const res = await visitor.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status()).toBe(200);
    expect((await res.json()).data.results.length).toBeGreaterThan(0);
    await visitor.dispose();
  }
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('the admin removes one new public suggestion and blocks another; both leave the search box at once', async ({
  page,
  baseURL,
}) => {
  const run = test.info().repeatEachIndex;
  const removed = `Lyon Traboules ${run}`;
  const blocked = `Lyon Bouchons ${run}`;
  await searchedByFiveNetworks(baseURL!, removed, run);
  await searchedByFiveNetworks(baseURL!, blocked, run);

  await signIn(page, ADMIN_EMAIL, 'Ada Admin');
  await page.goto('/admin/suggestions');
  await expect(page.getByRole('heading', { name: 'Suggestions', level: 1 })).toBeVisible();
  const list = page.getByRole('region', { name: 'Nouvelles suggestions de la semaine' });
  // Searches are counted once a second: the page is read again until both are public.
  await expect(async () => {
    await page.reload();
    await expect(list.getByText(blocked, { exact: true })).toBeVisible({ timeout: 1000 });
    await expect(list.getByText(removed, { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(list.getByText('5 visiteurs').first()).toBeVisible();

  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole('button', { name: `Bloquer « ${blocked} »` })).toBeVisible();
    // The side menu follows the width from a media query in script: the layout settles a frame after the resize.
    await expect.poll(() => fitsWidth(page)).toBe(true);
  }
  await shoot(page, 'admin-suggestions');

  const suggested = async (typed: string) =>
    (await (await page.request.get(`/api/suggest?q=${encodeURIComponent(typed)}`)).json()).data.suggestions;
  expect(await suggested(removed.toLowerCase())).toContain(removed);

  await page.getByRole('button', { name: `Retirer « ${removed} »` }).click();
  await expect(page.getByText(`Suggestion « ${removed} » retirée`)).toBeVisible();
  await expect(list.getByText(removed, { exact: true })).toHaveCount(0);
  expect(await suggested(removed.toLowerCase())).not.toContain(removed);

  await page.getByRole('button', { name: `Bloquer « ${blocked} »` }).click();
  await expect(page.getByText(`Requête « ${blocked} » bloquée`)).toBeVisible();
  const blockedRow = page.getByTestId('suggestion-row').filter({ hasText: blocked });
  await expect(blockedRow.getByText('Bloquée')).toBeVisible();
  expect(await suggested(blocked.toUpperCase())).not.toContain(blocked);
});
