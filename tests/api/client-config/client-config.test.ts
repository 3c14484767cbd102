import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/platform/config';
import { buildTestApp } from '../../fixtures/testApp';

async function clientConfig(env: NodeJS.ProcessEnv = {}) {
  const t = await buildTestApp({ env });
  try {
    const res = await t.app.inject({ url: '/api/config/client' });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  } finally {
    await t.close();
  }
}

describe('GET /api/config/client', () => {
  it('answers every field of the spec, with house ads and no search element by default', async () => {
    expect(await clientConfig({ PUBLIC_URL: 'https://recherche.example' })).toEqual({
      googleClientId: null,
      searchEngineId: null,
      adClient: null,
      apiUrl: 'https://recherche.example/api',
      frontendUrl: 'https://recherche.example',
      sourceCodeUrl: null,
      // The keyless default has no provider with news or videos.
      searchTabs: ['web', 'images'],
      features: { oauth: true, searchHistory: true, safeSearch: true },
    });
  });

  it('gives the address of the source code when SOURCE_CODE_URL names one (the AGPL offer)', async () => {
    expect((await clientConfig({ SOURCE_CODE_URL: 'https://git.example.fr/portail' })).sourceCodeUrl).toBe(
      'https://git.example.fr/portail',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', SOURCE_CODE_URL: 'git@example.fr:portail' })).toThrow(
      /SOURCE_CODE_URL/,
    );
  });

  it('gives the engine id only in element mode, and the ad client when configured', async () => {
    const element = await clientConfig({
      SEARCH_PROVIDER: 'google-element',
      GOOGLE_CSE_ID: 'moteur-1',
      ADSENSE_CLIENT_ID: 'ca-pub-123',
    });
    expect(element).toMatchObject({ searchEngineId: 'moteur-1', adClient: 'ca-pub-123' });
    expect(
      (await clientConfig({ SEARCH_PROVIDER: 'local', GOOGLE_CSE_ID: 'moteur-1' })).searchEngineId,
    ).toBeNull();
  });

  it('refuses to start with an ad client that is not a ca-pub-… id, naming the variable', () => {
    // Read before anything is opened or created: the server never starts.
    expect(() => loadConfig({ NODE_ENV: 'test', ADSENSE_CLIENT_ID: 'pub-123' })).toThrow(
      /^Configuration invalide: ADSENSE_CLIENT_ID de la forme ca-pub-123… \(valeur: "pub-123"\)$/,
    );
  });

  it('takes an empty ADSENSE_CLIENT_ID for none: house ads', async () => {
    expect((await clientConfig({ ADSENSE_CLIENT_ID: '' })).adClient).toBeNull();
  });
});
