import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientConfigOf } from '../../../server/platform/client-config/service';
import { loadConfig } from '../../../server/platform/config';
import { wikimediaUserAgent } from '../../../server/search/results/wikimedia/client';

describe('configuration of the default chain and of the keyless sources', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portail-wiki-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: NodeJS.ProcessEnv) => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });

  it('blends the local index with Wikipedia when SEARCH_PROVIDER is unset, the card from Wikipedia after the shipped places', () => {
    const config = load({});
    expect(config.search.providers).toEqual(['local', 'wikipedia']);
    expect(config.knowledge.source).toBe('wikipedia');
    expect(config.search.suggestProvider).toBe('wikipedia');
  });

  it('with GOOGLE_CSE_ID alone, starts with Google’s element: the web app gets the engine id', () => {
    const config = load({ GOOGLE_CSE_ID: 'moteur-1' });
    expect(config.search.providers).toEqual(['google-element', 'wikipedia']);
    expect(clientConfigOf(config).searchEngineId).toBe('moteur-1');
  });

  it('with GOOGLE_CSE_ID and GOOGLE_API_KEY, starts with the Custom Search JSON API, the blend behind it', () => {
    const config = load({ GOOGLE_CSE_ID: 'moteur-1', GOOGLE_API_KEY: 'cle' });
    expect(config.search.providers).toEqual(['google', 'local', 'wikipedia']);
    expect(clientConfigOf(config).searchEngineId).toBeNull();
  });

  it('keeps a chain that is named, and an empty SEARCH_PROVIDER is unset', () => {
    expect(load({ SEARCH_PROVIDER: 'local', GOOGLE_CSE_ID: 'moteur-1' }).search.providers).toEqual(['local']);
    expect(load({ SEARCH_PROVIDER: 'local' }).knowledge.source).toBe('local');
    expect(load({ SEARCH_PROVIDER: '' }).search.providers).toEqual(['local', 'wikipedia']);
  });

  it('reads the Wikimedia addresses, and the contact of the User-Agent (PUBLIC_URL by default)', () => {
    expect(load({ PUBLIC_URL: 'https://recherche.example' }).wikimedia).toEqual({
      wikipediaApiUrl: 'https://fr.wikipedia.org/w/api.php',
      commonsApiUrl: 'https://commons.wikimedia.org/w/api.php',
      contact: 'https://recherche.example',
    });
    const set = load({
      WIKIPEDIA_API_URL: 'http://127.0.0.1:8081/w/api.php',
      COMMONS_API_URL: 'http://127.0.0.1:8082/w/api.php',
      WIKIMEDIA_CONTACT: 'admin@recherche.example',
    });
    expect(set.wikimedia).toEqual({
      wikipediaApiUrl: 'http://127.0.0.1:8081/w/api.php',
      commonsApiUrl: 'http://127.0.0.1:8082/w/api.php',
      contact: 'admin@recherche.example',
    });
    expect(wikimediaUserAgent('1.2.0', set.wikimedia.contact)).toBe(
      'PortailRecherche/1.2.0 (admin@recherche.example)',
    );
  });

  it('refuses a Wikimedia address that is not http(s), naming the variable', () => {
    expect(() => load({ WIKIPEDIA_API_URL: 'ftp://example.org' })).toThrow(
      /^Configuration invalide: WIKIPEDIA_API_URL/,
    );
  });

  it('takes wikipedia as a suggestion provider and a knowledge source', () => {
    expect(load({ SUGGEST_PROVIDER: 'wikipedia' }).search.suggestProvider).toBe('wikipedia');
    expect(load({ SEARCH_PROVIDER: 'local', KNOWLEDGE_SOURCE: 'wikipedia' }).knowledge.source).toBe(
      'wikipedia',
    );
  });
});
