// The limited-results notice: the shared e2e server keeps Wikimedia on a closed port, so a web search there is
// answered by the local index alone and the page says so, drawn by the server and again after a cached search.
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from './support/test';
import { LABELS } from '../../web/components/labels';

const SHOTS = 'tests/e2e/screenshots/limited';
const NOTICE = LABELS.limitedResults(['Wikipédia'], true);

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a search while Wikipedia does not answer says the results are limited and from the local index', async ({
  page,
}) => {
  await page.goto('/search?q=Nantes');
  const notice = page.getByRole('note');
  await expect(notice).toHaveText(NOTICE);
  // The results are still there, the notice above them.
  const first = page.locator('.web-results > li').first();
  await expect(first).toBeVisible();
  const [noticeBox, firstBox] = [await notice.boundingBox(), await first.boundingBox()];
  expect(noticeBox!.y).toBeLessThan(firstBox!.y);
  await shoot(page, 'limited');
});

test('the notice is drawn by the server: it is there without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/search?q=Bordeaux');
  await expect(page.getByRole('note')).toHaveText(NOTICE);
  await context.close();
});

test('a search answered from the cache still says it is limited, and shows no time of 0,00 s', async ({
  page,
}) => {
  await page.goto('/search?q=Toulouse');
  await expect(page.getByRole('note')).toHaveText(NOTICE);
  // The same search again within the limited page's short cache time: the cached copy.
  await page.reload();
  await expect(page.getByRole('note')).toHaveText(NOTICE);
  await expect(page.locator('.results-meta')).toHaveText(LABELS.fromCache);
});

test('images while Commons does not answer name Wikimedia Commons', async ({ page }) => {
  await page.goto('/search?q=Lyon&tab=images');
  await expect(page.getByRole('note')).toHaveText(LABELS.limitedResults(['Wikimedia Commons'], true));
});
