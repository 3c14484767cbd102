import { expect, test, type Request } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';

type SentEvent = { type: string; path: string; slot?: string };
const eventsOf = (request: Request): SentEvent[] =>
  (JSON.parse(request.postData() ?? '{}') as { events?: SentEvent[] }).events ?? [];

test('the home ad slot: a house ad of 220 px, counted once seen for a second, with the page view', async ({
  page,
}) => {
  const sent: SentEvent[] = [];
  // Through a route, the beacon's body is readable (a plain request event does not carry it).
  await page.route('**/events', async (route) => {
    sent.push(...eventsOf(route.request()));
    await route.continue();
  });
  await page.goto('/');
  const slot = page.getByRole('complementary', { name: 'Annonce' });
  await expect(slot).toBeVisible();
  await expect(slot).toHaveCSS('height', '220px');
  await expect(slot.getByRole('link', { name: /Gagnez de l’argent avec votre trafic/ })).toHaveAttribute(
    'href',
    '/partners',
  );
  await slot.scrollIntoViewIfNeeded();
  // The batch leaves on its own after a few seconds (or when the page hides).
  await expect
    .poll(() => sent, { timeout: 10_000 })
    .toEqual(
      expect.arrayContaining([
        { type: 'page_view', path: '/' },
        { type: 'ad_filled', slot: 'home', path: '/' },
      ]),
    );
  expect(sent.filter((e) => e.type === 'ad_filled')).toHaveLength(1);
});

test('hiding the page (tab switched, app left) sends its page views at once with a beacon', async ({
  page,
}) => {
  const sent: SentEvent[] = [];
  await page.route('**/events', async (route) => {
    sent.push(...eventsOf(route.request()));
    await route.continue();
  });
  await page.goto('/search?q=Lyon');
  await expect(page.locator('.web-results h2').first()).toBeVisible();
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // Well before the 5 s timer: the hide sent it.
  await expect.poll(() => sent, { timeout: 2000 }).toContainEqual({ type: 'page_view', path: '/search' });
});

test('the slot fits a phone: never wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const box = await page.getByRole('complementary', { name: 'Annonce' }).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  expect(box!.height).toBe(220);
});

test('a visitor of an active partner sees only the slots the partner is allowed', async ({ page }) => {
  const db = new Database(join(process.env.E2E_DATA_DIR!, 'portail.sqlite'));
  db.prepare(
    `insert into partners (code, name, email, status, revenue_share_percent, payout_threshold_cents, adsense_channel_pattern)
     values ('ADSONLY', 'Annonces', 'ads.e2e@example.fr', 'active', 50, 7000, '{"slots":["cse_search"]}')`,
  ).run();
  db.close();
  const slots = page.waitForResponse((r) => r.url().endsWith('/api/ads/slots'));
  await page.goto('/?ref=ADSONLY');
  await slots;
  await expect(page.getByRole('button', { name: 'Recherche', exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Annonce' })).toHaveCount(0);
  await page.goto('/search?q=Lyon');
  await expect(page.getByRole('complementary', { name: 'Annonce' })).toBeVisible();
});
