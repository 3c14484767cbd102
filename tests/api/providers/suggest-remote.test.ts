import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuggestProvider } from '../../../server/search/suggest/provider';
import {
  createDuckDuckGoSuggest,
  createGoogleSuggest,
  createSearxngSuggest,
} from '../../../server/search/suggest/providers/remote';
import { jsonAnswer, startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';
import { describeFailures } from '../../fixtures/providers/failures';
import { ownFixture, recorded } from '../../fixtures/providers/answers';
import { REAL_WORLD } from '../../fixtures/testdata';

const GOOGLE_PATH = '/complete/search';
const DDG_PATH = '/ac/';

function suggest(provider: SuggestProvider, q: string, limit = 4, signal = AbortSignal.timeout(5000)) {
  return provider.suggest(q, { safe: true, limit, signal });
}

const EIFFEL = ['tour eiffel', 'tour eiffel billet', 'tour eiffel horaires', 'tour eiffel hauteur'];
const MONT = [
  'mont saint michel',
  'mont saint michel marées',
  'mont saint michel horaires',
  'mont saint michel parking',
];

describe('remote suggestions', () => {
  let server: RecordedServer;
  let google: SuggestProvider;
  let duckDuckGo: SuggestProvider;
  let searxng: SuggestProvider;
  beforeAll(async () => {
    server = await startRecordedServer();
    google = createGoogleSuggest({ baseUrl: `${server.baseUrl}${GOOGLE_PATH}` });
    duckDuckGo = createDuckDuckGoSuggest({ baseUrl: `${server.baseUrl}${DDG_PATH}` });
    searxng = createSearxngSuggest({ baseUrl: server.baseUrl });
  });
  afterAll(() => server.close());

  it('Google: asks the firefox client in French and UTF-8, reads elements 0 and 1 only', async () => {
    server.answer(GOOGLE_PATH, ownFixture('google-suggest-firefox.json'));
    expect(await suggest(google, 'mont saint')).toEqual(MONT);
    const { path, query } = server.last();
    expect(path).toBe(GOOGLE_PATH);
    expect(Object.fromEntries(query)).toEqual({
      client: 'firefox',
      hl: 'fr',
      ie: 'utf-8',
      oe: 'utf-8',
      q: 'mont saint',
    });
  });

  it.each([
    ['google-suggest-firefox-2elem.json', MONT],
    ['google-suggest-firefox-empty.json', []],
  ])('Google: reads %s', async (file, expected) => {
    server.answer(GOOGLE_PATH, ownFixture(file));
    expect(await suggest(google, 'mont saint')).toEqual(expected);
  });

  it("Google: refuses the other endpoint's JSONP answer as a format error", async () => {
    server.answer(GOOGLE_PATH, ownFixture('google-complete-gws-wiz.txt', 'text/javascript; charset=UTF-8'));
    await expect(suggest(google, 'mont saint')).rejects.toMatchObject({
      provider: 'google',
      reason: 'format',
    });
  });

  it('DuckDuckGo: asks French results, reads the phrases, navigational and non-Latin ones included', async () => {
    server.answer(DDG_PATH, ownFixture('duckduckgo-ac.json'));
    expect(await suggest(duckDuckGo, 'mont saint', 8)).toEqual([
      'mont saint michel',
      'mont saint michel marées',
      'mont-saint-michel.fr',
      'モン・サン＝ミシェル',
      'mont saint michel horaires',
    ]);
    const { path, query } = server.last();
    expect(path).toBe(DDG_PATH);
    expect(Object.fromEntries(query)).toEqual({ q: 'mont saint', kl: 'fr-fr' });
  });

  it.each([
    ['duckduckgo-ac-typelist.json', MONT],
    ['duckduckgo-ac-empty.json', []],
  ])('DuckDuckGo: reads %s', async (file, expected) => {
    server.answer(DDG_PATH, ownFixture(file));
    expect(await suggest(duckDuckGo, 'mont saint')).toEqual(expected);
  });

  it.each(['searxng-autocompleter-xhr.json', 'searxng-autocompleter-opensearch.json'])(
    'SearXNG: reads %s',
    async (file) => {
      server.answer('/autocompleter', ownFixture(file));
      expect(await suggest(searxng, 'mont saint michel', 3)).toEqual(MONT.slice(1));
      expect(server.last().path).toBe('/autocompleter');
      expect(Object.fromEntries(server.last().query)).toEqual({ q: 'mont saint michel' });
    },
  );

  describe('on recorded answers (reference data)', REAL_WORLD, () => {
    it('Google: asks the firefox client in French and UTF-8, reads elements 0 and 1 only', async () => {
      server.answer(GOOGLE_PATH, recorded('google-suggest-firefox-recorded.json'));
      expect(await suggest(google, 'steve')).toEqual([
        'steve jobs',
        'steve aoki',
        'steve carell shows',
        'steven alan',
      ]);
      const { path, query } = server.last();
      expect(path).toBe(GOOGLE_PATH);
      expect(Object.fromEntries(query)).toEqual({
        client: 'firefox',
        hl: 'fr',
        ie: 'utf-8',
        oe: 'utf-8',
        q: 'steve',
      });
    });

    it.each([
      ['google-suggest-firefox-constructed.json', EIFFEL],
      ['google-suggest-firefox-2elem-constructed.json', EIFFEL],
      ['google-suggest-firefox-empty-constructed.json', []],
    ])('Google: reads %s', async (file, expected) => {
      server.answer(GOOGLE_PATH, recorded(file));
      expect(await suggest(google, 'tour eiffel')).toEqual(expected);
    });

    it("Google: refuses the other endpoint's JSONP answer as a format error", async () => {
      server.answer(
        GOOGLE_PATH,
        recorded('google-complete-gws-wiz-recorded.txt', 'text/javascript; charset=UTF-8'),
      );
      await expect(suggest(google, 'blue jeans brands')).rejects.toMatchObject({
        provider: 'google',
        reason: 'format',
      });
    });

    it('DuckDuckGo: asks French results, reads the phrases, non-Latin ones included', async () => {
      server.answer(DDG_PATH, recorded('duckduckgo-ac-recorded.json'));
      expect(await suggest(duckDuckGo, 'steve', 8)).toEqual([
        'steve jobs',
        'steven alan',
        'steve aoki',
        'steven purgatory',
        'steve gadd',
        'steve jobs speech',
        'stevens-johnson症候群',
        'steve vai',
      ]);
      const { path, query } = server.last();
      expect(path).toBe(DDG_PATH);
      expect(Object.fromEntries(query)).toEqual({ q: 'steve', kl: 'fr-fr' });
    });

    it.each([
      [
        'duckduckgo-ac-recorded-2.json',
        ['node.js', 'node.js download', 'node.js mongodb', 'node.js tutorial'],
      ],
      ['duckduckgo-ac-constructed.json', EIFFEL],
      ['duckduckgo-ac-typelist-constructed.json', EIFFEL],
      ['duckduckgo-ac-empty-constructed.json', []],
    ])('DuckDuckGo: reads %s', async (file, expected) => {
      server.answer(DDG_PATH, recorded(file));
      expect(await suggest(duckDuckGo, 'x')).toEqual(expected);
    });

    it.each([
      'searxng-autocompleter-xhr-constructed.json',
      'searxng-autocompleter-opensearch-constructed.json',
    ])('SearXNG: reads %s', async (file) => {
      server.answer('/autocompleter', recorded(file));
      expect(await suggest(searxng, 'tour eiffel', 3)).toEqual([
        'tour eiffel billet',
        'tour eiffel horaires',
        'tour eiffel hauteur',
      ]);
      expect(server.last().path).toBe('/autocompleter');
      expect(Object.fromEntries(server.last().query)).toEqual({ q: 'tour eiffel' });
    });
  });

  it('trims, drops blanks and repeats whatever their case, and keeps at most the limit', async () => {
    server.answer(
      GOOGLE_PATH,
      jsonAnswer(
        '["tour",["  Tour Eiffel ","tour eiffel","","Tour\\u00a0 Eiffel billet","tour montparnasse","tour de france"]]',
      ),
    );
    expect(await suggest(google, 'tour', 3)).toEqual([
      'Tour Eiffel',
      'Tour Eiffel billet',
      'tour montparnasse',
    ]);
  });

  it('reads an answer in ISO-8859-1 when the service says so', async () => {
    server.answer(GOOGLE_PATH, {
      body: Buffer.from('["cafe",["café crème","café de flore"]]', 'latin1'),
      contentType: 'text/javascript; charset=ISO-8859-1',
    });
    expect(await suggest(google, 'cafe')).toEqual(['café crème', 'café de flore']);
  });
});

describeFailures({
  provider: 'google',
  path: GOOGLE_PATH,
  call: (baseUrl, { timeoutMs, signal }) =>
    suggest(createGoogleSuggest({ baseUrl: `${baseUrl}${GOOGLE_PATH}`, timeoutMs }), 'tour', 4, signal),
});

describeFailures({
  provider: 'duckduckgo',
  path: DDG_PATH,
  call: (baseUrl, { timeoutMs, signal }) =>
    suggest(createDuckDuckGoSuggest({ baseUrl: `${baseUrl}${DDG_PATH}`, timeoutMs }), 'tour', 4, signal),
});

describeFailures({
  provider: 'searxng',
  path: '/autocompleter',
  call: (baseUrl, { timeoutMs, signal }) =>
    suggest(createSearxngSuggest({ baseUrl, timeoutMs }), 'tour', 4, signal),
});
