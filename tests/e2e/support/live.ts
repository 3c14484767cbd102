import type { Page } from '@playwright/test';

/** Until the app has taken over the server's page: typing and Enter before are the browser's own form's. */
export async function untilLive(page: Page) {
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
}
