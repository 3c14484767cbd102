import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/platform/config';

describe('configuration of the knowledge source', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portail-knowledge-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: NodeJS.ProcessEnv) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });

  it('is Wikipedia after the local data by default, and SearXNG infoboxes when SearXNG is the first search provider', () => {
    expect(load({}).knowledge.source).toBe('wikipedia');
    expect(
      load({ SEARCH_PROVIDER: 'searxng,local', SEARXNG_URL: 'http://127.0.0.1:8888' }).knowledge.source,
    ).toBe('searxng');
    expect(
      load({ SEARCH_PROVIDER: 'local,searxng', SEARXNG_URL: 'http://127.0.0.1:8888' }).knowledge.source,
    ).toBe('local');
  });

  it('takes GOOGLE_KG_API_KEY, else GOOGLE_API_KEY, for the Knowledge Graph', () => {
    const both = load({ KNOWLEDGE_SOURCE: 'google', GOOGLE_KG_API_KEY: 'kg', GOOGLE_API_KEY: 'cse' });
    expect(both.knowledge).toEqual({
      source: 'google',
      googleApiKey: 'kg',
      googleApiUrl: 'https://kgsearch.googleapis.com/v1/entities:search',
    });
    expect(load({ KNOWLEDGE_SOURCE: 'google', GOOGLE_API_KEY: 'cse' }).knowledge.googleApiKey).toBe('cse');
  });

  it('refuses a source without what it needs, naming the variable', () => {
    expect(() => load({ KNOWLEDGE_SOURCE: 'google' })).toThrow(/GOOGLE_KG_API_KEY/);
    expect(() => load({ KNOWLEDGE_SOURCE: 'searxng' })).toThrow(/SEARXNG_URL/);
    expect(() => load({ KNOWLEDGE_SOURCE: 'wikidata' })).toThrow(/KNOWLEDGE_SOURCE/);
  });
});
