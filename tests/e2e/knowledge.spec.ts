import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { KNOWLEDGE_PHONE_WAIT_MS } from '../../common/constants';
import { shoot } from './screenshots';
import { drawInBrowser } from './support/clientConfig';
import { runClockUntil, stopClock } from './support/clock';

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

const card = (page: Page) => page.locator('.knowledge-card:not(.knowledge-skeleton)');
const firstResult = (page: Page) => page.locator('.web-results > li').first();
const isKnowledgeCall = (url: URL) => url.pathname === '/api/knowledge';
const isSearchCall = (url: URL) => url.pathname === '/api/search';
/** Where the results and the card stand, as the page says it (`data-results`, `data-card`). */
const stateOf = (page: Page, of: 'results' | 'card') =>
  page.locator('.with-knowledge').getAttribute(`data-${of}`);

/** Holds back the answers to the calls `isCall` names until `release()`, as a slow source would. */
async function holdAnswers(page: Page, isCall: (url: URL) => boolean) {
  let release = () => {};
  let called = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (called = resolve));
  await page.route(isCall, async (route) => {
    called();
    await released;
    await route.continue().catch(() => {});
  });
  return { asked, release };
}

// The server draws a page with its results and card; these tests watch the browser wait for them, as after
// a search typed on the page (drawInBrowser).

/**
 * A phone's search whose answers are held back, its clock stopped once both calls are made: the 500 ms the
 * results wait for the card pass only as the test runs the clock, whatever the machine's speed.
 */
async function phoneSearchOnStoppedClock(page: Page) {
  await page.clock.install();
  const search = await holdAnswers(page, isSearchCall);
  const knowledge = await holdAnswers(page, isKnowledgeCall);
  await page.setViewportSize(PHONE);
  await drawInBrowser(page);
  await page.goto('/search?q=Lyon');
  await Promise.all([search.asked, knowledge.asked]);
  await stopClock(page);
  return { search, knowledge };
}

/** Runs the stopped clock on until the page says `state` of its results or its card. */
const runClockUntilState = (page: Page, of: 'results' | 'card', state: string) =>
  runClockUntil(page, async () => (await stateOf(page, of)) === state);

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
  // The results come once the card is there, so that they never wait for it.
  const search = await holdAnswers(page, isSearchCall);
  await page.setViewportSize(PHONE);
  await page.goto('/search?q=Lyon');
  await expect(card(page).getByRole('heading', { name: 'Lyon' })).toBeVisible();
  search.release();
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
  const knowledge = await holdAnswers(page, isKnowledgeCall);
  await page.setViewportSize(WIDE);
  await drawInBrowser(page);
  await page.goto('/search?q=Lyon');
  await expect(firstResult(page)).toBeVisible();
  // The results are there while the card still loads in its column.
  await expect(page.locator('.knowledge-skeleton')).toBeVisible();
  const before = await boxOf(page);
  knowledge.release();
  await expect(card(page)).toBeVisible();
  expect(await boxOf(page)).toEqual(before);
});

test('on a phone the results wait for a card that comes soon, and come with it', async ({ page }) => {
  const { search, knowledge } = await phoneSearchOnStoppedClock(page);
  search.release();
  await runClockUntilState(page, 'results', 'waiting-for-card');
  await expect(firstResult(page)).toHaveCount(0);
  // The card comes well within the wait.
  knowledge.release();
  await runClockUntilState(page, 'results', 'shown');
  // Shown together: the card is already above when the first result appears.
  expect(await card(page).isVisible()).toBe(true);
  const before = await boxOf(page);
  const above = (await card(page).boundingBox())!;
  expect(above.y + above.height).toBeLessThanOrEqual(before.y);
  // The end of the wait changes nothing.
  await page.clock.runFor(2 * KNOWLEDGE_PHONE_WAIT_MS);
  expect(await boxOf(page)).toEqual(before);
});

test('on a phone a card later than the results is not shown above them', async ({ page }) => {
  const { search, knowledge } = await phoneSearchOnStoppedClock(page);
  search.release();
  await runClockUntilState(page, 'results', 'waiting-for-card');
  // The results wait for the card 500 ms (after the frame that starts the wait), then come alone.
  await page.clock.runFor(KNOWLEDGE_PHONE_WAIT_MS - 100);
  expect(await stateOf(page, 'results')).toBe('waiting-for-card');
  await page.clock.runFor(200);
  expect(await stateOf(page, 'results')).toBe('shown');
  await expect(firstResult(page)).toBeVisible();
  const before = await boxOf(page);
  // The card answers late: it is kept off this screen, and the results stay where they are.
  knowledge.release();
  await runClockUntilState(page, 'card', 'too-late');
  await expect(page.locator('.knowledge')).toHaveCount(0);
  expect(await boxOf(page)).toEqual(before);
});
