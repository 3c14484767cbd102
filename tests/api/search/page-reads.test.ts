// What the calls of a results page read – the config, who is signed in, the results, the knowledge card,
// the ad slots and the page view. A guest's first view of a query reads the local index alone (the search,
// and whether the card's pages are for adults: none with an outside provider); a view again within the
// cache lifetimes reads nothing. What a process reads on its own clock (bans, ad settings) is read before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchQueries } from '../../fixtures/queryLog';
import { applyAsPartner, signIn } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const READ = /^\s*(select|with)\b/i;

describe('the database reads of a results page', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  /** The reads made while a results page's six calls are answered. */
  async function readsOfResultsPage(q: string, headers: Record<string, string> = {}) {
    const log = watchQueries(t.database, { only: 'during' });
    try {
      for (const url of [
        '/api/config/client',
        '/auth/user',
        `/api/search?q=${q}`,
        `/api/knowledge?q=${q}`,
        '/api/ads/slots',
      ]) {
        const answer = await log.during(() => t.app.inject({ url, headers }));
        expect(answer.statusCode, url).toBe(200);
      }
      const pageView = await log.during(() =>
        t.app.inject({
          method: 'POST',
          url: '/events',
          headers: { ...headers, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
          payload: { events: [{ type: 'page_view', path: `/search?q=${q}` }] },
        }),
      );
      expect(pageView.statusCode).toBeLessThan(300);
    } finally {
      log.stop();
    }
    // The bans are read by each process on its own clock (every few seconds, whatever the traffic): not per view.
    return log.statements.filter((sql) => READ.test(sql) && !/from "bans"/.test(sql));
  }

  it('a guest’s first view reads the local index alone, a view again reads nothing', async () => {
    await readsOfResultsPage('Paris'); // the process has read its bans and its ad settings
    const first = await readsOfResultsPage('Lyon');
    expect(first.length, first.join('\n')).toBeLessThanOrEqual(2);
    for (const sql of first) expect(sql).toMatch(/search_pages/);
    const again = await readsOfResultsPage('Lyon');
    expect(again, again.join('\n')).toEqual([]);
  });

  it('a signed-in partner coming back reads nothing either', async () => {
    const marie = await signIn(t.app, 'Marie', 'marie@lectures.fr');
    await applyAsPartner(t.app, marie);
    await readsOfResultsPage('Nantes', marie.headers());
    const again = await readsOfResultsPage('Nantes', marie.headers());
    expect(again, again.join('\n')).toEqual([]);
  });
});
