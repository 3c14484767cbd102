// The page's clock in the test's hands (Playwright's clock): installed before the page opens, then stopped, so
// that the product's own timers (0.3 s, 300 ms, 500 ms, 1 s, 5 s, 30 s) fire when the test moves the clock on,
// whatever the machine's speed.
import { expect, type Page } from '@playwright/test';

/** Stops the page's clock (installed with `page.clock.install()` before the page opened). */
export async function stopClock(page: Page): Promise<void> {
  // A second ahead of the page's own time, so that the pause never lands in its past.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/**
 * Moves the page's clock on `stepMs` at a time until `done` holds: the page's answers, parsing and renders go
 * on between the steps, and a stopped clock moves only these few steps in all.
 */
export async function runClockUntil(page: Page, done: () => Promise<boolean>, stepMs = 16): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(stepMs);
      return done();
    })
    .toBe(true);
}
