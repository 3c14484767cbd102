// The events the page sends to /events, and the page hide that sends them at once.
import type { Page, Request } from '@playwright/test';

export type SentEvent = { type: string; path: string; slot?: string };

const eventsOf = (request: Request): SentEvent[] =>
  (JSON.parse(request.postData() ?? '{}') as { events?: SentEvent[] }).events ?? [];

/** Records every event the page sends from now on; the returned list fills as the batches leave. */
export async function recordSentEvents(page: Page): Promise<SentEvent[]> {
  const sent: SentEvent[] = [];
  // Through a route, the beacon's body is readable (a plain request event does not carry it).
  await page.route('**/events', async (route) => {
    sent.push(...eventsOf(route.request()));
    await route.continue();
  });
  return sent;
}

/** Plays the page being hidden (tab switched, app left), which sends its pending events with a beacon. */
export async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
