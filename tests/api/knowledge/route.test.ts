import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../../common/messages';
import { askKnowledge } from '../../fixtures/knowledge/ask';
import { KG_PATH, marieCurieAnswer } from '../../fixtures/knowledge/knowledgeGraph';
import { jsonAnswer, startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

describe('GET /api/knowledge: validation and cache', () => {
  let server: RecordedServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startRecordedServer({ [KG_PATH]: marieCurieAnswer() });
    t = await buildTestApp({
      env: {
        KNOWLEDGE_SOURCE: 'google',
        // The Custom Search key serves the Knowledge Graph too when it has no key of its own.
        GOOGLE_API_KEY: 'AIzaSy-shared-key',
        KNOWLEDGE_GRAPH_API_URL: `${server.baseUrl}${KG_PATH}`,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('answers anyone, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/knowledge?q=marie+curie' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.entity.name).toBe('Marie Curie');
    expect(server.last().query.get('key')).toBe('AIzaSy-shared-key');
  });

  it('refuses a call without q with a French 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/knowledge' });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.message).toBe('Données invalides');
    expect(error.errors).toEqual([{ field: 'q', message: FIELD_MESSAGES.required }]);
  });

  it('refuses an unknown language filter or safe-search value in French', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/knowledge?q=lyon&lang=fr-FR&safesearch=peut-etre',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.errors as Array<{ field: string; message: string }>;
    expect(fields).toContainEqual({ field: 'lang', message: 'Filtre de langue invalide' });
    expect(fields.find((f) => f.field === 'safesearch')?.message).toMatch(/^Option invalide/);
  });

  it('asks nothing upstream for a blank, too short or stop-word query', async () => {
    const asked = server.requests.length;
    for (const q of ['', 'a', 'le', 'de la']) expect(await askKnowledge(t.app, { q })).toBeNull();
    expect(server.requests).toHaveLength(asked);
  });

  it('keeps an answer in the cache: the same query in other letter cases asks upstream once', async () => {
    const asked = server.requests.length;
    expect((await askKnowledge(t.app, { q: 'Pierre Curie' }))?.name).toBe('Marie Curie');
    expect((await askKnowledge(t.app, { q: 'PIERRE CURIE' }))?.name).toBe('Marie Curie');
    expect(server.requests).toHaveLength(asked + 1);
    // Safe search is part of the key: another answer may be due.
    await askKnowledge(t.app, { q: 'Pierre Curie', safesearch: 'off' });
    expect(server.requests).toHaveLength(asked + 2);
  });

  it('does not keep a failure: the next call asks again and gets the card', async () => {
    server.answer(KG_PATH, jsonAnswer('{"error":{"code":503}}', 503));
    expect(await askKnowledge(t.app, { q: 'Irène Joliot-Curie' })).toBeNull();
    server.answer(KG_PATH, marieCurieAnswer());
    expect((await askKnowledge(t.app, { q: 'Irène Joliot-Curie' }))?.name).toBe('Marie Curie');
  });
});
