// The e2e suite's `test`: its page waits, after goto and reload, for the app to take over a page the server drew.
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** A click or a key before the app is live would be the bare page's, as for a person quicker than the script. */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // 'commit' asks for the page before its scripts: the test wants it as it comes.
    if (options?.waitUntil !== 'commit') await untilDrawnPageIsLive(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilDrawnPageIsLive(page);
    return response;
  };
  return page;
}

/** Until the app is live on a page the server drew; a page the browser draws, or one left for another, is ready. */
async function untilDrawnPageIsLive(page: Page) {
  await page.waitForFunction(
    () =>
      (document.getElementById('root')?.firstElementChild ?? null) === null ||
      document.documentElement.hasAttribute('data-live'),
  );
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForTheApp(page));
  },
});
