// Currency answers from the ECB's daily reference rates (a local server answering the recorded XML): the amount
// converted through the euro, the rates' date and source on the card, and never a card without rates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstantAnswer } from '../../../common/answers';
import { readCurrencyQuestion } from '../../../server/search/answers/currency';
import { parseEcbRates } from '../../../server/search/answers/ecbRates';
import {
  fileAnswer,
  refusedBaseUrl,
  startRecordedServer,
  type RecordedServer,
} from '../../fixtures/recordedServer';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const RATES = new URL('../../fixtures/providers/ecb/eurofxref-daily.xml', import.meta.url).pathname;
const RATES_PATH = '/stats/eurofxref/eurofxref-daily.xml';

async function answerOf(
  t: TestApp,
  q: string,
  extra = '',
): Promise<{ status: number; answer: InstantAnswer | null }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}${extra}` });
  return { status: res.statusCode, answer: res.statusCode === 200 ? res.json().data.answer : null };
}

describe('currency answers, rates served', () => {
  let ecb: RecordedServer;
  let t: TestApp;
  beforeAll(async () => {
    ecb = await startRecordedServer({ [RATES_PATH]: fileAnswer(RATES, 'text/xml') });
    // A loaded machine's first call (its fetch machinery loading) may pass the 300 ms: these tests read the card.
    t = await buildTestApp({
      env: { ECB_RATES_URL: `${ecb.baseUrl}${RATES_PATH}`, ANSWERS_TIMEOUT_MS: '5000' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await ecb?.close();
  });

  it.each([
    ['100 € en dollars', '100 euros en dollars américains', '105,31 dollars américains'],
    ['1 euro en dollar', '1 euro en dollars américains', '1,05 dollar américain'],
    ['50 usd en eur', '50 dollars américains en euros', '47,48 euros'],
    ['100 livres sterling en euros', '100 livres sterling en euros', '120,13 euros'],
    // A cross rate through the euro: 162.43 / 0.9312.
    ['1 chf en yen', '1 franc suisse en yens', '174,43 yens'],
    [
      'convertir 1 000,50 € en $',
      '1\u202f000,5 euros en dollars américains',
      '1\u202f053,63 dollars américains',
    ],
    // Below 1: four significant figures, not two decimals.
    ['1 yen en euros', '1 yen en euros', '0,006156 euro'],
  ])('« %s » → %s = %s, with the date and source of the rates', async (q, question, value) => {
    const { status, answer } = await answerOf(t, q);
    expect(status).toBe(200);
    expect(answer).toMatchObject({ kind: 'currency', question, value, asOf: '2026-11-27' });
    expect(answer!.source?.name).toMatch(/Banque centrale européenne/);
  });

  it('reads the rates once for every search until the next publication', async () => {
    await answerOf(t, '20 € en livres');
    await answerOf(t, '30 € en francs suisses');
    expect(ecb.requests.filter((r) => r.path === RATES_PATH)).toHaveLength(1);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().data.sources.ecb).toMatchObject({ state: 'up' });
  });

  it('gives the rate both ways under the value', async () => {
    const { answer } = await answerOf(t, '100 € en dollars');
    expect(answer!.detail).toBe('1 EUR = 1,0531 USD · 1 USD = 0,9496 EUR');
  });

  it('answers on the first page of the web tab only', async () => {
    expect((await answerOf(t, '100 € en dollars', '&page=2')).answer).toBeNull();
    expect((await answerOf(t, '100 € en dollars', '&tab=images')).answer).toBeNull();
  });
});

describe('which queries ask for a conversion', () => {
  it.each(['lyon', '10 km en miles', '100 dollars', 'euro 2024', 'livre en kg', '1 couronne en euros'])(
    '« %s » asks none (no guess)',
    (q) => expect(readCurrencyQuestion(q)).toBeNull(),
  );

  it('reads amounts the French way and symbols on either side', () => {
    expect(readCurrencyQuestion('1 000,5 € en £')).toMatchObject({ amount: '1000.5' });
    expect(readCurrencyQuestion('$100 en euros')).toMatchObject({ amount: '100' });
    expect(readCurrencyQuestion('euro dollar')).toMatchObject({ amount: '1' });
  });

  it('refuses a rates file without a date or without rates', () => {
    expect(() => parseEcbRates('<Cube><Cube time="2026-11-27"></Cube></Cube>')).toThrow();
    expect(() => parseEcbRates("<Cube currency='USD' rate='1.05'/>")).toThrow();
  });
});

describe('currency answers, source down', () => {
  it('gives no card, and still the results, when the ECB cannot be reached', async () => {
    const t = await buildTestApp({ env: { ECB_RATES_URL: `${await refusedBaseUrl()}${RATES_PATH}` } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/search?q=100%20%E2%82%AC%20en%20dollars' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ answer: null, results: expect.any(Array) });
      // And the health view says so, as for the search's own sources.
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().data.sources.ecb).toMatchObject({ state: 'unreachable' });
    } finally {
      await t.close();
    }
  });

  it('gives no card when the ECB answers an error', async () => {
    const ecb = await startRecordedServer({ [RATES_PATH]: { status: 503, body: 'maintenance' } });
    const t = await buildTestApp({ env: { ECB_RATES_URL: `${ecb.baseUrl}${RATES_PATH}` } });
    try {
      expect(await answerOf(t, '100 € en dollars')).toEqual({ status: 200, answer: null });
    } finally {
      await t.close();
      await ecb.close();
    }
  });

  // The ECB never answers: were the results to wait for it, the test would pass its own timeout.
  it('does not hold the results past the deadline when the ECB is slow', async () => {
    const ecb = await startRecordedServer({ [RATES_PATH]: 'never' });
    const t = await buildTestApp({
      env: { ECB_RATES_URL: `${ecb.baseUrl}${RATES_PATH}`, ANSWERS_TIMEOUT_MS: '100' },
    });
    try {
      expect(await answerOf(t, '100 € en dollars')).toEqual({ status: 200, answer: null });
      // It was asked (its call goes on for the searches after): the card is missing for its lateness alone.
      await expect.poll(() => ecb.requests.map((r) => r.path)).toEqual([RATES_PATH]);
    } finally {
      await t.close();
      await ecb.close();
    }
  });
});
