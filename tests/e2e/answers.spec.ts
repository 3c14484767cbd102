// Instant answers on the results page: the card above the results, drawn by the server, through a product server of
// this file's own whose currency and weather sources are local servers answering recorded responses.
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { fileAnswer, startRecordedServer, type RecordedServer } from '../fixtures/recordedServer';
import { freePort, spawnServer, type ServerProcess } from '../fixtures/serverProcess';

// One product server for the file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'default' });

const fixture = (name: string) => new URL(`../fixtures/providers/${name}`, import.meta.url).pathname;
const RATES_PATH = '/stats/eurofxref/eurofxref-daily.xml';
const SHOTS = 'tests/e2e/screenshots/answers';

let sources: RecordedServer;
let product: ServerProcess;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sources = await startRecordedServer({
    [RATES_PATH]: fileAnswer(fixture('ecb/eurofxref-daily.xml'), 'text/xml'),
    '/v1/forecast': fileAnswer(fixture('open-meteo/forecast-lyon.json')),
    '/communes/69123': fileAnswer(fixture('geo-api/commune-69123.json')),
  });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  product = spawnServer({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    NODE_ENV: 'test',
    ECB_RATES_URL: `${sources.baseUrl}${RATES_PATH}`,
    OPEN_METEO_URL: `${sources.baseUrl}/v1/forecast`,
    GEO_API_URL: sources.baseUrl,
    // A loaded machine's first call may pass the 300 ms: these tests read the card, not the deadline.
    ANSWERS_TIMEOUT_MS: '5000',
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
  await sources?.close();
});

test.beforeEach(async ({ context }) => {
  // Nothing leaves the machine: any address but this one's servers is refused.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});

/** The page at a phone's and a desktop's width. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

const search = (q: string) => `${base}/search?q=${encodeURIComponent(q)}`;

test('a currency answer above the results, with the rates’ source and date', async ({ page }) => {
  await page.goto(search('100 € en dollars'));
  const card = page.getByRole('region', { name: 'Réponse' });
  await expect(card).toContainText('100 euros en dollars américains');
  await expect(card.locator('.answer-value')).toHaveText('105,31 dollars américains');
  await expect(card).toContainText('1 EUR = 1,0531 USD');
  await expect(card.getByRole('link', { name: /Banque centrale européenne/ })).toBeVisible();
  await expect(card.locator('time')).toHaveText('27 novembre 2026');
  await shoot(page, 'currency');
});

test('a computed answer: « 2+2 » is 4, above the results', async ({ page }) => {
  await page.goto(search('2+2'));
  const card = page.getByRole('region', { name: 'Réponse' });
  await expect(card.locator('.answer-value')).toHaveText('4');
  await shoot(page, 'calculator');
});

test('a postal code: « 69003 » names its commune', async ({ page }) => {
  await page.goto(search('69003'));
  const card = page.getByRole('region', { name: 'Réponse' });
  await expect(card).toContainText('Lyon');
  await expect(card).toContainText('3e arrondissement');
  await shoot(page, 'postal-code');
});

test('the weather of a commune: now, today and the next days', async ({ page }) => {
  await page.goto(search('météo Lyon'));
  const card = page.getByRole('region', { name: 'Réponse' });
  await expect(card.locator('.answer-value')).toHaveText('5 °C, couvert');
  await expect(card).toContainText('Météo à Lyon (69)');
  await expect(card.getByRole('rowheader', { name: 'lundi 30 novembre' })).toBeVisible();
  await expect(card).toContainText('Open-Meteo');
  await expect(card.locator('time')).toHaveText('28 novembre 2026, 4 h 00');
  // The card comes first, the results after it.
  const first = await page.locator('.results > *').first().getAttribute('class');
  expect(first).toContain('answer-card');
  await shoot(page, 'weather');
});

test('fits a 360 px screen without a sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(search('météo Lyon'));
  const card = page.getByRole('region', { name: 'Réponse' });
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('no card for a query no answer reads', async ({ page }) => {
  await page.goto(search('lyon'));
  await expect(page.locator('.web-results > li').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Réponse' })).toHaveCount(0);
});

test('a search made on the page gets its card too (drawn by the browser)', async ({ page }) => {
  await page.goto(search('lyon'));
  const box = page.getByRole('combobox', { name: 'Votre recherche' });
  await box.fill('50 usd en eur');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=50/);
  await expect(page.getByRole('region', { name: 'Réponse' }).locator('.answer-value')).toHaveText(
    '47,48 euros',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the card is on the page the server drew', async ({ page }) => {
    await page.goto(search('1 chf en yen'));
    await expect(page.getByRole('region', { name: 'Réponse' }).locator('.answer-value')).toHaveText(
      '174,43 yens',
    );
  });
});
