// The web API client against a real local HTTP server: unwrapping, retries, French errors.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from '../../../common/zod';
import { ApiError, createApiClient } from '../../../web/api/client';

type Answer = [status: number, body?: unknown];

/** A real server whose answers each test scripts: a queue of answers per path. */
let server: Server;
let baseUrl: string;
const script = new Map<string, Answer[]>();
const hits = new Map<string, number>();
const received: Array<{ method: string; url: string; contentType?: string; body: string; csrf?: string }> =
  [];
let csrfTokensIssued = 0;
const waits: number[] = [];

async function bodyOf(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void bodyOf(req).then((body) => {
      const url = req.url ?? '/';
      if (url === '/csrf-token' && !script.get(url)?.length) {
        csrfTokensIssued++;
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ data: { csrfToken: `jeton-${csrfTokensIssued}` } }));
      }
      const csrf = req.headers['x-csrf-token'] as string | undefined;
      received.push({
        method: req.method ?? '',
        url,
        contentType: req.headers['content-type'],
        body,
        ...(csrf && { csrf }),
      });
      hits.set(url, (hits.get(url) ?? 0) + 1);
      const [status, answer] = script.get(url)?.shift() ?? [
        404,
        { error: { message: 'Ressource non trouvée' } },
      ];
      if (answer === undefined) return res.writeHead(status).end();
      const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
      res.writeHead(status, { 'content-type': 'application/json' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script.clear();
  hits.clear();
  received.length = 0;
  waits.length = 0;
});

const client = (url = baseUrl) => createApiClient({ baseUrl: url, wait: async (ms) => void waits.push(ms) });
const schema = z.object({ n: z.number() });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error as ApiError,
  );

describe('apiGet', () => {
  it('unwraps { data } and parses it with the schema', async () => {
    script.set('/ok', [[200, { data: { n: 1 } }]]);
    await expect(client().get('/ok', schema)).resolves.toEqual({ n: 1 });
  });

  it('accepts the promise of a schema, so a page can load zod beside the call', async () => {
    script.set('/lazy', [[200, { data: { n: 7 } }]]);
    await expect(client().get('/lazy', Promise.resolve(schema))).resolves.toEqual({ n: 7 });
  });

  it('retries a 503 twice, waiting 1 s then 2 s, and takes the third answer', async () => {
    script.set('/flaky', [
      [503, {}],
      [503, {}],
      [200, { data: { n: 2 } }],
    ]);
    await expect(client().get('/flaky', schema)).resolves.toEqual({ n: 2 });
    expect(waits).toEqual([1000, 2000]);
    expect(hits.get('/flaky')).toBe(3);
  });

  it('gives up after three tries with the French message of the status', async () => {
    script.set('/down', [
      [500, {}],
      [500, {}],
      [500, {}],
      [200, { data: { n: 3 } }],
    ]);
    const error = await failureOf(client().get('/down', schema));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 'Erreur interne du serveur' });
    expect(hits.get('/down')).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('never retries a 404 and says "Ressource non trouvée" when the server gives no message', async () => {
    script.set('/missing', [
      [404, {}],
      [200, { data: { n: 4 } }],
    ]);
    const error = await failureOf(client().get('/missing', schema));
    expect(error).toMatchObject({ status: 404, message: 'Ressource non trouvée' });
    expect(hits.get('/missing')).toBe(1);
    expect(waits).toEqual([]);
  });

  it('prefers the server’s message, code and field errors', async () => {
    const errors = [{ field: 'iban', message: 'IBAN invalide' }];
    script.set('/bad', [[400, { error: { message: 'Données invalides', code: 'VALIDATION', errors } }]]);
    const error = await failureOf(client().get('/bad', schema));
    expect(error).toMatchObject({ status: 400, message: 'Données invalides', code: 'VALIDATION' });
    expect(error.fieldErrors).toEqual(errors);
    expect(hits.get('/bad')).toBe(1);
  });

  it('falls back to the catalogue’s message, "Erreur HTTP {status}" outside it', async () => {
    script.set('/forbidden', [[403, 'pas du json']]);
    script.set('/teapot', [[418, { error: {} }]]);
    await expect(client().get('/forbidden', schema)).rejects.toMatchObject({ message: 'Accès interdit' });
    await expect(client().get('/teapot', schema)).rejects.toMatchObject({ message: 'Erreur HTTP 418' });
  });

  it('says "Erreur réseau" when the server cannot be reached, after retrying twice', async () => {
    const error = await failureOf(client('http://127.0.0.1:1').get('/x', schema));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: null, message: 'Erreur réseau' });
    expect(waits).toEqual([1000, 2000]);
  });

  it('turns an answer its schema refuses into an ApiError, not a zod error', async () => {
    script.set('/odd', [[200, { data: { n: 'un' } }]]);
    script.set('/bare', [[200, { n: 1 }]]);
    const expected = { status: 200, message: 'Réponse inattendue du serveur', code: 'UNEXPECTED_ANSWER' };
    await expect(client().get('/odd', schema)).rejects.toMatchObject(expected);
    await expect(client().get('/bare', schema)).rejects.toMatchObject(expected);
  });
});

describe('apiSend', () => {
  it('sends the body as JSON with the method, and parses the answer', async () => {
    script.set('/things', [[201, { data: { n: 5 } }]]);
    await expect(client().send('POST', '/things', { name: 'Lyon' }, schema)).resolves.toEqual({ n: 5 });
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/things',
        contentType: 'application/json',
        body: '{"name":"Lyon"}',
        csrf: expect.stringMatching(/^jeton-/),
      },
    ]);
  });

  it('sends the session’s CSRF token, fetched once, and never with a GET', async () => {
    script.set('/a', [[200, { data: { n: 1 } }]]);
    script.set('/b', [[200, { data: { n: 2 } }]]);
    script.set('/c', [[200, { data: { n: 3 } }]]);
    const issued = csrfTokensIssued;
    await client().send('PUT', '/a', {}, schema);
    await client().send('DELETE', '/b', {}, schema);
    await client().get('/c', schema);
    expect(received.map((r) => r.csrf)).toEqual([
      expect.stringMatching(/^jeton-/),
      expect.stringMatching(/^jeton-/),
      undefined,
    ]);
    expect(csrfTokensIssued).toBeLessThanOrEqual(issued + 1);
  });

  it('asks for a new token once when the server refuses the old one, then tries again', async () => {
    script.set('/write', [
      [403, { error: { message: 'Requête refusée', code: 'csrf' } }],
      [200, { data: { n: 7 } }],
    ]);
    const issued = csrfTokensIssued;
    await expect(client().send('POST', '/write', {}, schema)).resolves.toEqual({ n: 7 });
    expect(csrfTokensIssued).toBe(issued + 1);
    expect(received[1]!.csrf).toBe(`jeton-${csrfTokensIssued}`);
  });

  it('accepts an answer without body (204) when the schema expects nothing', async () => {
    script.set('/things/1', [[204]]);
    await expect(client().send('DELETE', '/things/1', undefined, z.undefined())).resolves.toBeUndefined();
    expect(received[0]).toMatchObject({ method: 'DELETE', contentType: undefined, body: '' });
  });

  it('retries a 502 on a write too, as the spec asks of every call', async () => {
    script.set('/claim', [
      [502, {}],
      [200, { data: { n: 6 } }],
    ]);
    await expect(client().send('POST', '/claim', {}, schema)).resolves.toEqual({ n: 6 });
    expect(waits).toEqual([1000]);
  });
});
