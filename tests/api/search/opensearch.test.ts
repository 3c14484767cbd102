import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchTestApp } from '../../fixtures/searchApp';
import type { TestApp } from '../../fixtures/testApp';

describe('GET /opensearch.xml and its suggestion URL', () => {
  let t: TestApp;
  beforeAll(
    async () => (t = await buildSearchTestApp({ env: { PUBLIC_URL: 'https://recherche.example.fr' } })),
    60_000,
  );
  afterAll(() => t.close());

  it('describes the engine with the search and suggestion templates of this install', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/opensearch.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/opensearchdescription\+xml/);
    expect(res.body).toContain('template="https://recherche.example.fr/search?q={searchTerms}"');
    expect(res.body).toContain('type="application/x-suggestions+json"');
  });

  it('answers suggestions in the OpenSearch format [query, [completions]]', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/suggest/opensearch', query: { q: 'lyo' } });
    const [query, completions] = JSON.parse(res.body);
    expect(query).toBe('lyo');
    expect(completions[0]).toBe('Lyon');
  });
});

describe('the referral link ?ref=CODE', () => {
  let t: TestApp;
  beforeAll(
    async () => (t = await buildSearchTestApp({ env: { PUBLIC_URL: 'https://recherche.example.fr' } })),
    60_000,
  );
  afterAll(() => t.close());

  it('sets pa_ref for 90 days, Lax and Secure on https, on any page', async () => {
    for (const url of ['/?ref=LYON42', '/search?q=lyon&ref=LYON42', '/partners?ref=LYON42']) {
      const res = await t.app.inject({ method: 'GET', url });
      const [pair, ...attributes] = String(res.headers['set-cookie']).split('; ');
      expect(pair).toBe('pa_ref=LYON42');
      expect(attributes.sort()).toEqual(['Max-Age=7776000', 'Path=/', 'SameSite=Lax', 'Secure']);
    }
  });

  it.each(['/?ref=', '/?ref=%3Cscript%3E', `/?ref=${'a'.repeat(41)}`, '/'])('ignores %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
