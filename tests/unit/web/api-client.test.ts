import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../../common/zod';
import { ApiError, createApiClient } from '../../../web/api/client';

/** A real server whose answers the tests script: a queue of [status, body] per path. */
let server: Server;
let baseUrl: string;
const script = new Map<string, Array<[number, unknown]>>();
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.set(req.url!, (hits.get(req.url!) ?? 0) + 1);
    const [status, body] = script.get(req.url!)?.shift() ?? [
      404,
      { error: { message: 'Ressource non trouvée' } },
    ];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const waits: number[] = [];
const client = () => createApiClient({ baseUrl, wait: async (ms) => void waits.push(ms) });
const schema = z.object({ n: z.number() });

describe('the web API client', () => {
  it('unwraps { data } and parses it', async () => {
    script.set('/ok', [[200, { data: { n: 1 } }]]);
    await expect(client().get('/ok', schema)).resolves.toEqual({ n: 1 });
  });

  it('retries a 5xx twice, waiting 1 s then 2 s, and succeeds', async () => {
    waits.length = 0;
    script.set('/flaky', [
      [503, {}],
      [500, {}],
      [200, { data: { n: 2 } }],
    ]);
    await expect(client().get('/flaky', schema)).resolves.toEqual({ n: 2 });
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after three tries with the French message of the status', async () => {
    script.set('/down', [
      [500, {}],
      [500, {}],
      [500, {}],
      [200, { data: { n: 3 } }],
    ]);
    const error = await client()
      .get('/down', schema)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Erreur interne du serveur' });
    expect(hits.get('/down')).toBe(3);
  });

  it('never retries a 4xx and prefers the server’s message and field errors', async () => {
    script.set('/bad', [
      [
        400,
        {
          error: {
            message: 'Données invalides',
            code: 'VALIDATION',
            errors: [{ field: 'iban', message: 'IBAN invalide' }],
          },
        },
      ],
    ]);
    const error = (await client()
      .get('/bad', schema)
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 400, message: 'Données invalides', code: 'VALIDATION' });
    expect(error.fieldErrors).toEqual([{ field: 'iban', message: 'IBAN invalide' }]);
    expect(hits.get('/bad')).toBe(1);
  });

  it('falls back to "Erreur HTTP {status}" for a status outside the catalogue', async () => {
    script.set('/teapot', [[418, 'pas du json']]);
    await expect(client().get('/teapot', schema)).rejects.toMatchObject({ message: 'Erreur HTTP 418' });
  });

  it('says "Erreur réseau" when the server cannot be reached, after retrying', async () => {
    waits.length = 0;
    const offline = createApiClient({
      baseUrl: 'http://127.0.0.1:1',
      wait: async (ms) => void waits.push(ms),
    });
    await expect(offline.get('/x', schema)).rejects.toMatchObject({ status: null, message: 'Erreur réseau' });
    expect(waits).toEqual([1000, 2000]);
  });
});
