import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../common/api';
import { z } from '../../../common/zod';
import { AppError } from '../../../server/platform/http/errors';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

describe('the one error shape { error: { message, code?, errors? } }', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await buildTestApp({
        extend(app) {
          app.post(
            '/api/test/echo',
            {
              config: { access: 'public' },
              schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }).strict() },
            },
            async (request) => ({ data: request.body }),
          );
          app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
            throw new Error('SELECT secret FROM users at /srv/app/server/x.ts:12');
          });
          app.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
            throw new AppError(409, 'Vous êtes déjà partenaire', 'ALREADY_PARTNER');
          });
        },
      })),
  );
  afterAll(() => t.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers a valid body wrapped in { data }', async () => {
    const res = await post(JSON.stringify({ name: 'Ana', age: 3 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { name: 'Ana', age: 3 } });
  });

  it('turns a schema failure into 400 with French field errors', async () => {
    const res = await post(JSON.stringify({ name: 'A', age: 'x', role: 'admin' }));
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.error).toMatchObject({ message: 'Données invalides', code: 'VALIDATION' });
    const fields = body.error.errors!.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'age']));
    expect(body.error.errors!.find((e) => e.field === 'name')!.message).toMatch(/Trop petit/);
  });

  it('answers malformed JSON with 400 in French', async () => {
    const res = await post('{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Le corps de la requête n’est pas un JSON valide');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await post('name=Ana', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Type de contenu non pris en charge');
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), age: 1 }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Requête trop volumineuse');
  });

  it('hides the text of a crash behind "Erreur interne du serveur"', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { message: 'Erreur interne du serveur' } });
    expect(res.body).not.toMatch(/SELECT|\/srv|\.ts/);
  });

  it('answers an expected failure with its own status, message and code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { message: 'Vous êtes déjà partenaire', code: 'ALREADY_PARTNER' } });
  });

  it.each(['/api/nope', '/api/health/extra', '/auth/nope', '/csrf-token/x'])(
    'answers unknown %s with 404 JSON, not HTML',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ error: { message: 'Ressource non trouvée' } });
    },
  );

  it('answers an unknown method on a page path with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/search' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Ressource non trouvée');
  });
});
