// Visitors of the suggestion tests: each one a session (made as a page would, by GET /api/session/stats) at an
// address of its own; IPv4 addresses of one /24 are one network.
import { expect } from 'vitest';
import type { TestApp } from '../../fixtures/testApp';

export type Visitor = { address: string; cookie?: string };

/** A visitor at `address` with a session of its own (a browser that opened a page of ours). */
export async function visitorWithSession(t: TestApp, address: string): Promise<Visitor> {
  const res = await t.app.inject({ method: 'GET', url: '/api/session/stats', remoteAddress: address });
  expect(res.statusCode, res.body).toBe(200);
  const sid = res.cookies.find((c) => c.name === 'sid');
  expect(sid).toBeDefined();
  return { address, cookie: `sid=${sid!.value}` };
}

/** `count` visitors with sessions, each on a network of its own (10.<n>.<n>.7). */
export async function visitorsOnDistinctNetworks(t: TestApp, count: number, first = 1): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  for (let n = first; n < first + count; n++) visitors.push(await visitorWithSession(t, `10.${n}.${n}.7`));
  return visitors;
}

/** A search as the results page makes it; the counts are written at once (they are batched once a second). */
export async function searchAs(
  t: TestApp,
  visitor: Visitor,
  q: string,
  safesearch: 'active' | 'off' = 'active',
) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/search',
    query: { q, safesearch },
    remoteAddress: visitor.address,
    ...(visitor.cookie && { headers: { cookie: visitor.cookie } }),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.results.length, `"${q}" must find something to count`).toBeGreaterThan(0);
}

export async function searchedByEach(t: TestApp, visitors: Visitor[], q: string) {
  for (const visitor of visitors) await searchAs(t, visitor, q);
  await t.app.queryPopularity.flush();
}

/** What the search box would show under `typed`, past this process's one-minute cache of suggestions. */
export async function suggestionsFor(t: TestApp, typed: string, safesearch: 'active' | 'off' = 'active') {
  t.app.suggestService.forgetCached();
  const res = await t.app.inject({ method: 'GET', url: '/api/suggest', query: { q: typed, safesearch } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.suggestions as string[];
}
