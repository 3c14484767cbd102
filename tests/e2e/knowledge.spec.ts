import { expect, test, type Page } from '@playwright/test';
import { shoot } from './screenshots';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

const card = (page: Page) => page.locator('.knowledge-card:not(.knowledge-skeleton)');
const firstResult = (page: Page) => page.locator('.web-results > li').first();
const isKnowledgeCall = (url: URL) => url.pathname === '/api/knowledge';

/** The card's answer held back by `ms`, as a slow knowledge source would. */
async function delayKnowledge(page: Page, ms: number) {
  await page.route(isKnowledgeCall, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {});
  });
}

async function boxOf(page: Page) {
  const box = await firstResult(page).boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test('on a wide screen the card of Lyon stands in its own column beside the results', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/search?q=Lyon');
  await expect(card(page).getByRole('heading', { name: 'Lyon' })).toBeVisible();
  await expect(card(page).locator('.knowledge-type')).toHaveText('Commune française');
  const facts = card(page).locator('dl');
  await expect(facts.locator('dt', { hasText: 'Population' })).toBeVisible();
  await expect(facts.locator('dd').first()).toHaveText(/^519\s127 habitants$/);
  await expect(card(page).getByRole('link', { name: 'Fiche INSEE' })).toHaveAttribute('href', /COM-69123$/);
  await expect(card(page).getByRole('link', { name: 'Licence Ouverte 2.0' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Fiche d’information' })).toBeVisible();

  const result = await boxOf(page);
  const aside = (await card(page).boundingBox())!;
  expect(aside.x).toBeGreaterThanOrEqual(result.x + result.width);
  await shoot(page, 'knowledge-lyon');
});

test('on a phone the card of Lyon stands above the results', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/search?q=Lyon');
  await expect(card(page).getByRole('heading', { name: 'Lyon' })).toBeVisible();
  const result = await boxOf(page);
  const above = (await card(page).boundingBox())!;
  expect(above.y + above.height).toBeLessThanOrEqual(result.y);
});

test('a country gets its flag, with its alternative text', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/search?q=Italie');
  const flag = card(page).getByRole('img', { name: 'Drapeau : Italie' });
  await expect(flag).toBeVisible();
  await expect(flag).toHaveJSProperty('complete', true);
  expect(await flag.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card(page).locator('dt', { hasText: 'Capitale' })).toBeVisible();
  await shoot(page, 'knowledge-italie');
});

test('a stop word gets no card, and the card is not even asked for', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (isKnowledgeCall(new URL(request.url()))) asked.push(request.url());
  });
  await page.setViewportSize(WIDE);
  await page.goto('/search?q=le');
  await expect(page.locator('.results-meta, .no-results')).toBeVisible();
  await expect(page.locator('.knowledge')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('the images tab has no card', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto('/search?q=Italie&tab=images');
  await expect(page.locator('.image-grid img').first()).toBeVisible();
  await expect(page.locator('.knowledge')).toHaveCount(0);
});

test('on a wide screen the results do not move when a slow card arrives', async ({ page }) => {
  await delayKnowledge(page, 1500);
  await page.setViewportSize(WIDE);
  await page.goto('/search?q=Lyon');
  await expect(firstResult(page)).toBeVisible();
  // The results are there while the card still loads in its column.
  await expect(page.locator('.knowledge-skeleton')).toBeVisible();
  const before = await boxOf(page);
  await expect(card(page)).toBeVisible();
  expect(await boxOf(page)).toEqual(before);
});

test('on a phone the results wait for a card that comes soon, and come with it', async ({ page }) => {
  await delayKnowledge(page, 300);
  await page.setViewportSize(PHONE);
  await page.goto('/search?q=Lyon');
  await expect(firstResult(page)).toBeVisible();
  // Shown together: the card is already above when the first result appears.
  await expect(card(page)).toBeVisible({ timeout: 1 });
  const before = await boxOf(page);
  await page.waitForTimeout(500);
  expect(await boxOf(page)).toEqual(before);
});

test('on a phone a card later than the results is not shown above them', async ({ page }) => {
  await delayKnowledge(page, 1500);
  await page.setViewportSize(PHONE);
  await page.goto('/search?q=Lyon');
  await expect(firstResult(page)).toBeVisible();
  const before = await boxOf(page);
  await page.waitForResponse((response) => isKnowledgeCall(new URL(response.url())));
  await page.waitForTimeout(200);
  await expect(page.locator('.knowledge')).toHaveCount(0);
  expect(await boxOf(page)).toEqual(before);
});
