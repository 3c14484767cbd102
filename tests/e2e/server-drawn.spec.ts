// The public pages come drawn by the server, readable and usable before any script runs (or
// without one), then hydrated by React without a mismatch and without asking the API again.
import { expect, test } from './support/test';
import { untilLive } from './support/live';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page’s form opens the results page, with its results', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Votre recherche' });
    await box.fill('Lyon');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Lyon$/);
    await expect(page).toHaveTitle('Lyon – Recherche');
    await expect(page.locator('.web-results h2').first()).toHaveText('Lyon (69) – commune du Rhône');
  });

  for (const path of [
    '/partners',
    '/partners/how-it-works',
    '/privacy',
    '/licences',
    '/extension/setup',
    '/error/403',
  ])
    test(`${path} is readable`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
});

test('the results page hydrates without a mismatch and without calling the API for what it shows', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // A guest (no session cookie) is drawn signed out: the browser does not ask who it is either.
    if (['/api/config/client', '/api/search', '/api/knowledge', '/auth/user'].includes(pathname))
      calls.push(pathname);
  });
  await page.goto('/search?q=Lyon');
  // Hydrated: the settings menu answers a click.
  await page.getByRole('button', { name: 'Paramètres' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.locator('.web-results h2').first()).toHaveText('Lyon (69) – commune du Rhône');
  expect(calls).toEqual([]);
  expect(problems).toEqual([]);
  // A new search from the page is the browser's own: it asks the API.
  const searched = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/search');
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Votre recherche' }).fill('Bordeaux');
  await page.getByRole('combobox', { name: 'Votre recherche' }).press('Enter');
  await searched;
});

test('hydration takes over the server’s page as it is: no node replaced, text typed before kept', async ({
  page,
}) => {
  // Counts every child of #root removed from the start: a second render from scratch would remove them all.
  await page.addInitScript(() => {
    const seen = window as unknown as { rootRemovals: number };
    seen.rootRemovals = 0;
    new MutationObserver((records) => {
      for (const record of records)
        if ((record.target as Element).id === 'root') seen.rootRemovals += record.removedNodes.length;
    }).observe(document, { childList: true, subtree: true });
  });
  // The app's script waits until the visitor has typed in the server's box.
  let releaseScript = () => {};
  const typed = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  // Only the page's own bytes: its module script would hold DOMContentLoaded back.
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('combobox', { name: 'Votre recherche' });
  await box.fill('Bordeaux');
  const serverBox = await box.elementHandle();
  releaseScript();
  await untilLive(page);
  await page.getByRole('button', { name: 'Paramètres' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await serverBox?.evaluate((node) => node.isConnected)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { rootRemovals: number }).rootRemovals)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('Bordeaux');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Bordeaux/);
});

test('a browser that remembers an account forgets it when the server drew the page signed out', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('userAccounts', JSON.stringify([{ id: '7', email: 'a@example.fr', name: 'A' }])),
  );
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/user') asked.push(request.url());
  });
  await page.goto('/');
  // The server knows no session and said so in the page: the browser forgets the account, without asking again.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userAccounts'))).toBe('[]');
  await expect(page.getByRole('link', { name: 'Connexion', exact: true })).toBeVisible();
  expect(asked).toEqual([]);
});
