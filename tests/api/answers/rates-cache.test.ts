// How long the ECB's rates are kept: until the next publication (15:00 UTC) or 6 hours, and, the ECB unreachable,
// the last rates for 4 days more, always with their date; past that, none.
import { afterEach, describe, expect, it } from 'vitest';
import { createEcbRates } from '../../../server/search/answers/ecbRates';
import { fileAnswer, startRecordedServer, type RecordedServer } from '../../fixtures/recordedServer';

const RATES = new URL('../../fixtures/providers/ecb/eurofxref-daily.xml', import.meta.url).pathname;
const PATH = '/stats/eurofxref/eurofxref-daily.xml';
const HOUR = 3600_000;
/** Friday 27 November 2026, 16:30 UTC: the day's rates are out. */
const FRIDAY_EVENING = Date.UTC(2026, 10, 27, 16, 30);

let ecb: RecordedServer;
afterEach(() => ecb?.close());

describe('the ECB rates kept', () => {
  it('are read once until the next publication, then read again', async () => {
    ecb = await startRecordedServer({ [PATH]: fileAnswer(RATES, 'text/xml') });
    const rates = createEcbRates(`${ecb.baseUrl}${PATH}`);
    expect((await rates.read(FRIDAY_EVENING))?.date).toBe('2026-11-27');
    expect(rates.read(FRIDAY_EVENING + 5 * HOUR)).toMatchObject({ date: '2026-11-27' });
    expect(ecb.requests).toHaveLength(1);
    // Six hours on, before the next publication: read again.
    await rates.read(FRIDAY_EVENING + 6 * HOUR + 1);
    expect(ecb.requests).toHaveLength(2);
  });

  it('are read again once the next publication hour is past, even within 6 hours', async () => {
    ecb = await startRecordedServer({ [PATH]: fileAnswer(RATES, 'text/xml') });
    const rates = createEcbRates(`${ecb.baseUrl}${PATH}`);
    const morning = Date.UTC(2026, 10, 27, 11, 0);
    await rates.read(morning);
    expect(rates.read(morning + 3 * HOUR)).not.toBeInstanceOf(Promise);
    await rates.read(Date.UTC(2026, 10, 27, 15, 0, 1));
    expect(ecb.requests).toHaveLength(2);
  });

  it('still answer with their date for 4 days when the ECB is unreachable, then no more', async () => {
    ecb = await startRecordedServer({ [PATH]: fileAnswer(RATES, 'text/xml') });
    const rates = createEcbRates(`${ecb.baseUrl}${PATH}`);
    await rates.read(FRIDAY_EVENING);
    ecb.answer(PATH, { status: 503, body: 'maintenance' });
    // Monday: the ECB fails, Friday's rates answer, their date with them.
    expect(await rates.read(FRIDAY_EVENING + 3 * 24 * HOUR)).toMatchObject({ date: '2026-11-27' });
    // Past 4 days after they expired (and past the minute a failed source is left alone): none.
    expect(await rates.read(FRIDAY_EVENING + 5 * 24 * HOUR)).toBeNull();
  });
});
