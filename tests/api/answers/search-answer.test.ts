// The instant answer in a search: `answer` of /api/search (a card or null), the kinds tried in order, and the card
// drawn by the server above the results.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstantAnswer } from '../../../common/answers';
import type { SearchAnswer } from '../../../common/search';
import type { AnswerModule } from '../../../server/search/answers/answer';
import { createAnswersService } from '../../../server/search/answers/service';
import { searchAnswerBytes } from '../../../server/search/results/answerJson';
import { fileAnswer, startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { buildSearchTestApp } from '../../fixtures/searchApp';
import type { TestApp } from '../../fixtures/testApp';

const RATES = new URL('../../fixtures/providers/ecb/eurofxref-daily.xml', import.meta.url).pathname;
const RATES_PATH = '/stats/eurofxref/eurofxref-daily.xml';
const INDEX = `<!doctype html><html lang="fr"><head><title>Recherche</title></head><body><div id="root"></div></body></html>`;

const card = (kind: InstantAnswer['kind'], value: string): InstantAnswer => ({
  kind,
  question: value,
  value,
});
const module = (kind: InstantAnswer['kind'], answer: AnswerModule['answer']): AnswerModule => ({
  kind,
  answer,
});

describe('the answers service', () => {
  it('tries the kinds in order, the first card wins', async () => {
    const service = createAnswersService({
      modules: [
        module('calculator', () => null),
        module('unit', async () => null),
        module('currency', async () => card('currency', 'premier')),
        module('weather', () => card('weather', 'second')),
      ],
      timeoutMs: 1000,
    });
    expect(await service.answer('q')).toMatchObject({ value: 'premier' });
  });

  it('answers without a promise when no remote source is asked', () => {
    const service = createAnswersService({ modules: [module('calculator', () => null)], timeoutMs: 1000 });
    expect(service.answer('lyon')).toBeNull();
  });

  it('passes over a kind that fails, thrown or rejected', async () => {
    const warnings: unknown[] = [];
    const service = createAnswersService({
      modules: [
        module('calculator', () => {
          throw new Error('boom');
        }),
        module('currency', () => Promise.reject(new Error('down'))),
        module('weather', () => card('weather', 'ensoleillé')),
      ],
      timeoutMs: 1000,
      log: { warn: (entry) => void warnings.push(entry) },
    });
    expect(await service.answer('q')).toMatchObject({ value: 'ensoleillé' });
    expect(warnings).toHaveLength(2);
  });

  it('gives no card past the deadline, and cancels the late source', async () => {
    let cancelled = false;
    const service = createAnswersService({
      modules: [
        module('currency', (_q, { signal }) => {
          signal.addEventListener('abort', () => (cancelled = true));
          return new Promise(() => {});
        }),
        module('weather', () => card('weather', 'trop tard')),
      ],
      timeoutMs: 50,
    });
    expect(await service.answer('q')).toBeNull();
    expect(cancelled).toBe(true);
  });
});

describe('the bytes of a search answer with a card', () => {
  const results = [
    { kind: 'web', title: 'Lyon', url: 'https://lyon.fr/', displayUrl: 'lyon.fr', snippet: '' },
  ];
  const page = {
    results,
    hasMore: false,
    provider: 'local',
    honours: { sortByDate: false, language: false },
    page: 1,
  } as unknown as Omit<SearchAnswer, 'answer' | 'tookMs'>;

  it('are those of JSON.stringify, whether a card or none follows the same kept results', () => {
    for (const answer of [null, card('currency', '105,31 « dollars »'), null, card('weather', '5 °C')]) {
      const full = { ...page, answer, tookMs: 3 } as SearchAnswer;
      expect(searchAnswerBytes(full).toString()).toBe(JSON.stringify({ data: full }));
    }
  });
});

describe('/api/search and /search with an answer', () => {
  let ecb: RecordedServer;
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'portail-answers-'));
    writeFileSync(join(webRoot, 'index.html'), INDEX);
    mkdirSync(join(webRoot, 'assets'));
    // The real renderer, built as `npm run build` builds it, beside this index.html.
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--ssr', 'entry-server.tsx'], {
      env: { ...process.env, NODE_ENV: 'production', WEB_OUT_DIR: webRoot },
      stdio: 'ignore',
    });
    ecb = await startRecordedServer({ [RATES_PATH]: fileAnswer(RATES, 'text/xml') });
    t = await buildSearchTestApp({
      webRoot,
      env: {
        SEARCH_PROVIDER: 'local',
        KNOWLEDGE_SOURCE: 'local',
        ECB_RATES_URL: `${ecb.baseUrl}${RATES_PATH}`,
        // A loaded machine's first call may pass the 300 ms: these tests read the card.
        ANSWERS_TIMEOUT_MS: '5000',
      },
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await ecb?.close();
    rmSync(webRoot, { recursive: true, force: true });
    rmSync(`${webRoot}-ssr`, { recursive: true, force: true });
  });

  it('answers `answer: null` for « lyon », with its results', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=lyon' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.answer).toBeNull();
    expect(data.results.length).toBeGreaterThan(0);
    expect(Object.keys(data).slice(-2)).toEqual(['answer', 'tookMs']);
  });

  it('answers the card of a kind that reads the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=100%20%E2%82%AC%20en%20dollars' });
    expect(res.json().data.answer).toMatchObject({ kind: 'currency', value: '105,31 dollars américains' });
  });

  it('draws the card on the results page, with its source and date, readable without JavaScript', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/search?q=100%20%E2%82%AC%20en%20dollars' });
    expect(res.statusCode).toBe(200);
    const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(res.body)?.[1] ?? '';
    expect(root).toMatch(/<section class="answer-card" aria-label="Réponse"/);
    expect(root).toContain('105,31 dollars américains');
    expect(root).toContain('Banque centrale européenne');
    expect(root).toContain('27 novembre 2026');
  });

  it('keeps under a computed answer only the local pages holding every word of the query', async () => {
    const titles = async (q: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/search', query: { q } });
      expect(res.json().data.answer, q).not.toBeNull();
      return (res.json().data.results as Array<{ title: string }>).map((r) => r.title);
    };
    // A lone « 2 » (France 2), « heure » in « Heureux », a département numbered 10: no help under the card.
    expect(await titles('2+2')).toEqual([]);
    expect(await titles('heure new york')).toEqual([]);
    expect(await titles('10 km en miles')).toEqual([]);
    expect(await titles("date d'aujourd'hui")).toEqual([]);
    // A place's card keeps its pages: « 69003 » is Lyon's.
    expect((await titles('69003'))[0]).toMatch(/^Lyon/);
  });

  it('draws no card for « lyon »', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/search?q=lyon' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('answer-card');
  });
});
