// Weather answers from Open-Meteo at the commune's centre (the state's API of communes), both served by a local
// server answering recorded responses: current conditions in French, today's span, the next days, the forecast's time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstantAnswer } from '../../../common/answers';
import { readWeatherQuestion } from '../../../server/search/answers/weather';
import {
  fileAnswer,
  refusedBaseUrl,
  startRecordedServer,
  type RecordedServer,
} from '../../fixtures/recordedServer';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const fixture = (name: string) => new URL(`../../fixtures/providers/${name}`, import.meta.url).pathname;
const FORECAST_PATH = '/v1/forecast';

async function answerOf(t: TestApp, q: string): Promise<{ status: number; answer: InstantAnswer | null }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
  return { status: res.statusCode, answer: res.statusCode === 200 ? res.json().data.answer : null };
}

describe('weather answers, sources served', () => {
  let sources: RecordedServer;
  let t: TestApp;
  beforeAll(async () => {
    sources = await startRecordedServer({
      [FORECAST_PATH]: fileAnswer(fixture('open-meteo/forecast-lyon.json')),
      '/communes/69123': fileAnswer(fixture('geo-api/commune-69123.json')),
      '/communes/13055': fileAnswer(fixture('geo-api/commune-13055.json')),
      '/communes/26362': fileAnswer(fixture('geo-api/commune-26362.json')),
    });
    t = await buildTestApp({
      // A loaded machine's first call (its fetch machinery loading) may pass the 300 ms: these tests read the card.
      env: {
        OPEN_METEO_URL: `${sources.baseUrl}${FORECAST_PATH}`,
        GEO_API_URL: sources.baseUrl,
        ANSWERS_TIMEOUT_MS: '5000',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sources?.close();
  });

  it('« météo Lyon »: the temperature now and its conditions in French, today, the next days, and when', async () => {
    const { status, answer } = await answerOf(t, 'météo Lyon');
    expect(status).toBe(200);
    expect(answer).toEqual({
      kind: 'weather',
      question: 'Météo à Lyon (69)',
      value: '5 °C, couvert',
      detail: 'Aujourd’hui : min. 4 °C, max. 10 °C',
      rows: [
        { label: 'dimanche 29 novembre', value: 'Couvert · min. 3 °C, max. 8 °C' },
        { label: 'lundi 30 novembre', value: 'Averses faibles · min. 2 °C, max. 7 °C' },
        { label: 'mardi 1er décembre', value: 'Ciel dégagé · min. −1 °C, max. 6 °C' },
      ],
      source: { name: 'Open-Meteo (CC BY 4.0)', url: 'https://open-meteo.com/' },
      asOf: '2026-11-28T04:00+01:00',
    });
  });

  it("asks the forecast at the commune's centre, in the place's own time zone", async () => {
    await answerOf(t, 'météo à Lyon');
    const forecast = sources.requests.findLast((r) => r.path === FORECAST_PATH)!;
    expect(Object.fromEntries(forecast.query)).toMatchObject({
      latitude: '45.76',
      longitude: '4.84',
      timezone: 'auto',
    });
  });

  it('« temps à Marseille demain »: tomorrow’s conditions and span', async () => {
    const { answer } = await answerOf(t, 'temps à Marseille demain');
    expect(answer).toMatchObject({
      question: 'Météo à Marseille (13) demain',
      value: 'Couvert, 8 °C',
      detail: 'Demain, dimanche 29 novembre : min. 3 °C, max. 8 °C',
    });
    expect(answer!.rows).toHaveLength(2);
  });

  it('a name several communes bear is the most populous one (Valence, Drôme)', async () => {
    await answerOf(t, 'météo valence');
    expect(sources.requests.some((r) => r.path === '/communes/26362')).toBe(true);
  });

  it('keeps a commune’s centre and its forecast for the searches after', async () => {
    const before = sources.requests.length;
    await answerOf(t, 'Lyon météo');
    expect(sources.requests.length).toBe(before);
  });

  it('asks nothing for a query that is not about the weather', async () => {
    const before = sources.requests.length;
    expect((await answerOf(t, 'lyon')).answer).toBeNull();
    expect((await answerOf(t, 'temps de cuisson des pâtes')).answer).toBeNull();
    expect(sources.requests.length).toBe(before);
  });
});

describe('which queries ask for the weather', () => {
  it.each([
    ['météo Lyon', 'Lyon'],
    ['meteo au Mans', 'Le Mans'],
    ['quel temps fait-il à Brest ?', 'Brest'],
    ['prévisions météo Saint-Étienne', 'Saint-Étienne'],
  ])('« %s » → %s', (q, name) => expect(readWeatherQuestion(q)?.commune.nom).toBe(name));

  it.each(['météo', 'météo paris 15', 'météo nulle part', 'temps de cuisson', 'lyon'])('« %s » → none', (q) =>
    expect(readWeatherQuestion(q)).toBeNull(),
  );
});

describe('weather answers, source down', () => {
  it('gives no card, and still the results, when Open-Meteo cannot be reached', async () => {
    const geo = await startRecordedServer({
      '/communes/69123': fileAnswer(fixture('geo-api/commune-69123.json')),
    });
    const t = await buildTestApp({
      env: { OPEN_METEO_URL: `${await refusedBaseUrl()}${FORECAST_PATH}`, GEO_API_URL: geo.baseUrl },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/search?q=m%C3%A9t%C3%A9o%20Lyon' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ answer: null, results: expect.any(Array) });
    } finally {
      await t.close();
      await geo.close();
    }
  });

  // Open-Meteo never answers: were the results to wait for it, the test would pass its own timeout.
  it('does not hold the results past the deadline when Open-Meteo is slow', async () => {
    const sources = await startRecordedServer({
      [FORECAST_PATH]: 'never',
      '/communes/69123': fileAnswer(fixture('geo-api/commune-69123.json')),
    });
    const t = await buildTestApp({
      env: {
        OPEN_METEO_URL: `${sources.baseUrl}${FORECAST_PATH}`,
        GEO_API_URL: sources.baseUrl,
        ANSWERS_TIMEOUT_MS: '100',
      },
    });
    try {
      expect(await answerOf(t, 'météo Lyon')).toEqual({ status: 200, answer: null });
      // Both were asked (the calls go on for the searches after): the card is missing for lateness alone.
      await expect
        .poll(() => sources.requests.map((r) => r.path))
        .toEqual(['/communes/69123', FORECAST_PATH]);
    } finally {
      await t.close();
      await sources.close();
    }
  });
});
