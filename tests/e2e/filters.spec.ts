// The tabs and filters under the box: on the keyless default only what the local index can do (no news or videos
// tab, no time filter), and behind SearXNG (a recorded stand-in on 127.0.0.1, served to a product server of this
// file's own) the news and videos tabs and the time filter, handed on to SearXNG. Safe search's three levels are
// chosen in the settings menu and reach the search call.
import { expect, test } from './support/test';
import { freePort, spawnServer, type ServerProcess } from '../fixtures/serverProcess';
import { ownFixture } from '../fixtures/providers/answers';
import { startRecordedServer, type RecordedServer } from '../fixtures/recordedServer';
import { signIn } from './support/session';

test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ context }) => {
  // Nothing leaves the machine: any address but this one's servers is refused.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});

test.describe('on the keyless default', () => {
  test('shows the web and images tabs only, no time filter, and the sort the local index applies', async ({
    page,
  }) => {
    await page.goto('/search?q=lyon');
    const tabs = page.getByRole('navigation', { name: 'Type de résultats' });
    await expect(tabs.getByRole('link')).toHaveText(['Tous', 'Images']);
    await expect(page.locator('.results-meta')).toBeVisible();
    await expect(page.getByLabel('Trier par')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Date', exact: true })).toHaveCount(0);
  });

  test('offers safe search in three levels, and the search asks the one chosen', async ({ page }) => {
    await page.goto('/search?q=lyon');
    await page.getByRole('button', { name: 'Paramètres' }).click();
    const levels = page.getByRole('group', { name: 'Recherche sécurisée' }).getByRole('menuitemradio');
    await expect(levels).toHaveText(['Stricte', 'Modérée', 'Désactivée']);
    await expect(levels.nth(0)).toHaveAttribute('aria-checked', 'true');
    const asked = page.waitForRequest((request) => request.url().includes('/api/search?'));
    await levels.nth(1).click();
    expect(new URL((await asked).url()).searchParams.get('safesearch')).toBe('moderate');
    await expect(levels.nth(1)).toHaveAttribute('aria-checked', 'true');
    // Kept in the guest's settings cookie, which the server reads to draw the next page.
    expect((await page.context().cookies()).find((c) => c.name === 'prefs')?.value).toBe('safe=moderate');
  });
});

test('a signed-in person’s level: kept on the account, the spec’s on/off beside it', async ({ page }) => {
  await signIn(
    page,
    `niveaux${test.info().repeatEachIndex}.e2e@example.fr`,
    'Nina Niveaux',
    '/search?q=lyon',
  );
  const menu = page.getByRole('button', { name: 'Compte de Nina Niveaux' });
  const level = (name: string) =>
    page.getByRole('group', { name: 'Recherche sécurisée' }).getByRole('menuitemradio', { name });
  const preference = async () =>
    (await (await page.request.get('/api/user/preferences')).json()).data.safesearch_enabled;

  // The page is drawn by the server signed in: a click before the script has hydrated it opens nothing yet.
  await expect(async () => {
    await menu.click();
    await expect(level('Stricte')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(level('Stricte')).toBeChecked();
  const moderate = page.waitForRequest(
    (r) => r.url().includes('/api/search?') && r.url().includes('moderate'),
  );
  await level('Modérée').click();
  await moderate;
  await expect(level('Modérée')).toBeChecked();
  expect(await preference()).toBe(true);

  await level('Désactivée').click();
  await expect(level('Désactivée')).toBeChecked();
  await expect.poll(preference).toBe(false);
});

test.describe('behind SearXNG', () => {
  let searxng: RecordedServer;
  let product: ServerProcess;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    searxng = await startRecordedServer({ '/search': ownFixture('searxng-search.json') });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    product = spawnServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      NODE_ENV: 'test',
      SEARCH_PROVIDER: 'searxng,local',
      SEARXNG_URL: searxng.baseUrl,
      KNOWLEDGE_SOURCE: 'off',
      SEARCH_CACHE_TTL_S: '0',
      ...(process.env.WEB_ROOT ? { WEB_ROOT: process.env.WEB_ROOT } : {}),
    });
    await Promise.race([
      product.listening,
      product.exited.then((run) => Promise.reject(new Error(`server exited: ${run.stderr}`))),
    ]);
  });

  test.afterAll(async () => {
    product?.child.kill();
    await product?.exited;
    await searxng?.close();
  });

  test('shows the news and videos tabs; the news tab lists articles with their outlet and date', async ({
    page,
  }) => {
    await page.goto(`${base}/search?q=tour+de+france`);
    const tabs = page.getByRole('navigation', { name: 'Type de résultats' });
    await expect(tabs.getByRole('link')).toHaveText(['Tous', 'Images', 'Actualités', 'Vidéos']);
    // SearXNG does not sort by date: no « Trier par ».
    await expect(page.locator('.results-meta')).toBeVisible();
    await expect(page.getByLabel('Trier par')).toHaveCount(0);

    searxng.answer('/search', ownFixture('searxng-news.json'));
    await tabs.getByRole('link', { name: 'Actualités' }).click();
    await expect(page).toHaveURL(/tab=news/);
    const first = page.locator('.web-results > li').first();
    await expect(first.locator('h2')).toHaveText('Le parcours du Tour de France 2027 dévoilé');
    await expect(first.locator('cite')).toHaveText("L'Équipe · 27 nov. 2026");
    expect(searxng.last().query.get('categories')).toBe('news');
  });

  test('hands the time filter on to SearXNG and keeps it in the address', async ({ page }) => {
    searxng.answer('/search', ownFixture('searxng-news.json'));
    await page.goto(`${base}/search?q=tour+de+france&tab=news`);
    const time = page.getByRole('combobox', { name: 'Date', exact: true });
    await expect(time).toBeVisible();
    await time.selectOption({ label: 'Cette semaine' });
    await expect(page).toHaveURL(/time=week/);
    // The earlier list stays on screen while the filtered one loads: wait for SearXNG's request itself.
    await expect.poll(() => searxng.last().query.get('time_range')).toBe('week');
    await expect(page.locator('.web-results > li').first()).toBeVisible();
  });

  test('lists videos with their still and length', async ({ page }) => {
    searxng.answer('/search', ownFixture('searxng-videos.json'));
    await page.goto(`${base}/search?q=tour+de+france&tab=videos`);
    const first = page.locator('.web-results > li').first();
    await expect(first.locator('h2')).toHaveText('Présentation du parcours du Tour de France 2027');
    await expect(first.locator('.video-duration')).toHaveText('12:04');
    await expect(first.locator('cite')).toHaveText('Tour de France · 27 nov. 2026');
  });
});
