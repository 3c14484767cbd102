// The search cache shared through Redis: a page one instance fetched is served by the other without
// asking the provider again. The provider is a SearXNG stand-in on a local port that counts its calls.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../server/app';
import { redisAnswers } from '../../fixtures/redis';
import {
  BUILD_TIMEOUT_MS,
  buildTwoInstances,
  TEST_TIMEOUT_MS,
  uniqueClient,
  type Instances,
} from './instances';

/** A SearXNG JSON API answering one result per query, and the queries it was asked, in order. */
function startSearxng(): Promise<{ server: Server; url: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    const q = new URL(request.url ?? '/', 'http://searxng').searchParams.get('q') ?? '';
    asked.push(q);
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        results: [{ title: `Résultat pour ${q}`, url: 'https://exemple.fr/page', content: 'Un extrait.' }],
        unresponsive_engines: [],
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked }),
    ),
  );
}

describe.runIf(await redisAnswers())(
  'the search cache shared through Redis by two instances',
  { timeout: TEST_TIMEOUT_MS },
  () => {
    let t: Instances;
    let searxng: Awaited<ReturnType<typeof startSearxng>>;
    beforeAll(async () => {
      searxng = await startSearxng();
      t = await buildTwoInstances({
        SEARCH_PROVIDER: 'searxng',
        SEARXNG_URL: searxng.url,
        KNOWLEDGE_SOURCE: 'local',
      });
    }, BUILD_TIMEOUT_MS);
    afterAll(async () => {
      await t?.close();
      searxng?.server.close();
    });

    const search = (app: App, q: string) =>
      app.inject({
        url: `/api/search?q=${encodeURIComponent(q)}`,
        remoteAddress: uniqueClient().address,
      });
    /** A query no other run asks, so the shared cache cannot already hold it. */
    const uniqueQuery = () => `cache partagé ${randomBytes(6).toString('hex')}`;

    it('serves on B, without asking the provider, a page A fetched', async () => {
      const q = uniqueQuery();
      const fromA = await search(t.a, q);
      expect(fromA.statusCode).toBe(200);
      expect(fromA.json().data.results[0]).toMatchObject({ title: `Résultat pour ${q}` });
      expect(searxng.asked.filter((asked) => asked === q)).toHaveLength(1);

      const fromB = await search(t.b, q);
      expect(fromB.statusCode).toBe(200);
      expect(fromB.json().data.results).toEqual(fromA.json().data.results);
      expect(searxng.asked.filter((asked) => asked === q)).toHaveLength(1);
    });

    it('asks the provider on B for a query nobody searched yet, then serves A from the cache', async () => {
      const q = uniqueQuery();
      expect((await search(t.b, q)).statusCode).toBe(200);
      expect(searxng.asked.filter((asked) => asked === q)).toHaveLength(1);
      expect((await search(t.a, q)).json().data.results[0]).toMatchObject({ title: `Résultat pour ${q}` });
      expect(searxng.asked.filter((asked) => asked === q)).toHaveLength(1);
    });
  },
);
