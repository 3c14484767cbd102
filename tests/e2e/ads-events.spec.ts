// Ad slots and the browser's events: house ad or AdSense, the impression once seen for 1 s, the beacon.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { AD_SLOT } from '../../common/constants';
import { admitScriptOrigins, fakeClientConfig } from './support/clientConfig';
import { runClockUntil, stopClock } from './support/clock';
import { hidePage, recordSentEvents, type SentEvent } from './support/siteEvents';

/** Opens `path` on a clock stopped from the start: the slot's 1 s and 2 s and the 5 s batch pass as the test says. */
async function openOnStoppedClock(page: Page, path: string) {
  await page.clock.install();
  await stopClock(page);
  await page.goto(path);
}

const wasSent = (sent: SentEvent[], event: SentEvent) =>
  sent.some((e) => e.type === event.type && e.path === event.path && e.slot === event.slot);
const HOME_VIEW: SentEvent = { type: 'page_view', path: '/' };
const HOME_AD: SentEvent = { type: 'ad_filled', slot: 'home', path: '/' };

test('the home ad slot: a house ad of 220 px, counted once seen for a second, with the page view', async ({
  page,
}) => {
  const sent = await recordSentEvents(page);
  await openOnStoppedClock(page, '/');
  const slot = page.getByRole('complementary', { name: 'Annonce' });
  const houseAd = slot.getByRole('link', { name: /Gagnez de l’argent avec votre trafic/ });
  await runClockUntil(page, () => houseAd.isVisible());
  await expect(slot).toHaveCSS('height', '220px');
  await expect(houseAd).toHaveAttribute('href', '/partners');
  await slot.scrollIntoViewIfNeeded();
  // Seen for a second, the ad counts; the batch leaves on its own 5 s after its first event (or when the page hides).
  await runClockUntil(
    page,
    async () => wasSent(sent, HOME_VIEW) && wasSent(sent, HOME_AD),
    AD_SLOT.visibleMs,
  );
  expect(sent.filter((e) => e.type === 'ad_filled')).toHaveLength(1);
});

test('hiding the page (tab switched, app left) sends its page views at once with a beacon', async ({
  page,
}) => {
  const sent = await recordSentEvents(page);
  await openOnStoppedClock(page, '/search?q=Lyon');
  await runClockUntil(page, () => page.locator('.web-results h2').first().isVisible());
  // The clock stands well before the 5 s timer: only the hide can send the page view.
  expect(sent).toEqual([]);
  await hidePage(page);
  await expect.poll(() => sent).toContainEqual({ type: 'page_view', path: '/search' });
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
  // The server draws the page with the partner's slots: the home slot never shows, not even for a moment.
  const drawn = await (await page.request.get('/?ref=ADSONLY')).text();
  expect(drawn).toContain('role="search"');
  expect(drawn).not.toContain('class="ad-slot"');
  await page.goto('/?ref=ADSONLY');
  await expect(page.getByRole('button', { name: 'Recherche', exact: true })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Annonce' })).toHaveCount(0);
  await page.goto('/search?q=Lyon');
  await expect(page.getByRole('complementary', { name: 'Annonce' })).toBeVisible();
});

/** This e2e server has no ad client: the page plays an install with one, and a stand-in for the ad script. */
async function withAdClient(page: Page, status: 'filled' | 'unfilled') {
  // Its policy would refuse the ad network's script, which an install with an ad client admits.
  await admitScriptOrigins(page, '/', ['https://pagead2.googlesyndication.com']);
  await fakeClientConfig(page, { adClient: 'ca-pub-1234567890' });
  // As far as the page relies on it: each push fills the next empty <ins> and says so in data-ad-status.
  await page.route('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const queue = window.adsbygoogle || [];
        const fill = () => {
          const ins = document.querySelector('ins.adsbygoogle:not([data-adsbygoogle-status])');
          if (!ins) throw new Error('All ins elements already have ads in them');
          ins.setAttribute('data-adsbygoogle-status', 'done');
          ins.setAttribute('data-ad-status', '${status}');
          if ('${status}' === 'filled') ins.textContent = 'Annonce de test';
        };
        window.adsbygoogle = { push: fill, requestNonPersonalizedAds: queue.requestNonPersonalizedAds };
        for (let i = 0; i < queue.length; i++) fill();
      })();`,
    }),
  );
}

test('with an ad client, the slot loads AdSense non-personalised without consent and counts the filled ad', async ({
  page,
}) => {
  const sent = await recordSentEvents(page);
  await withAdClient(page, 'filled');
  const script = page.waitForRequest((r) => r.url().includes('/pagead/js/adsbygoogle.js'));
  await openOnStoppedClock(page, '/');
  const slot = page.getByRole('complementary', { name: 'Annonce' });
  await runClockUntil(page, () => slot.locator('ins.adsbygoogle[data-ad-status="filled"]').isVisible());
  expect(new URL((await script).url()).searchParams.get('client')).toBe('ca-pub-1234567890');
  await expect(slot.locator('ins.adsbygoogle')).toHaveAttribute('data-ad-client', 'ca-pub-1234567890');
  await expect(slot).toHaveCSS('height', '220px');
  await expect(slot.getByRole('link', { name: /Gagnez de l’argent/ })).toHaveCount(0);
  expect(
    await page.evaluate(
      () =>
        (window as { adsbygoogle?: { requestNonPersonalizedAds?: number } }).adsbygoogle
          ?.requestNonPersonalizedAds,
    ),
  ).toBe(1);
  await slot.scrollIntoViewIfNeeded();
  await runClockUntil(page, async () => wasSent(sent, HOME_AD), AD_SLOT.visibleMs);
  expect(sent.filter((e) => e.type === 'ad_filled')).toHaveLength(1);
});

test('an ad the network leaves empty: the slot is gone after the check and nothing is counted', async ({
  page,
}) => {
  const sent = await recordSentEvents(page);
  await withAdClient(page, 'unfilled');
  await openOnStoppedClock(page, '/');
  const slot = page.getByRole('complementary', { name: 'Annonce' });
  await runClockUntil(page, () => slot.locator('ins.adsbygoogle[data-ad-status="unfilled"]').isVisible());
  // There until the check, 2 s after the slot appeared; gone once the clock passes it.
  await expect(slot).toHaveCount(1);
  await page.clock.runFor(AD_SLOT.unfilledCheckMs);
  await expect(slot).toHaveCount(0);
  await hidePage(page);
  await expect.poll(() => sent).toContainEqual({ type: 'page_view', path: '/' });
  expect(sent.filter((e) => e.type === 'ad_filled')).toHaveLength(0);
});
