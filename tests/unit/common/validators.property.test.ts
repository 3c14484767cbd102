// Property tests (fast-check) of the validators in common/: what must hold for every input, not just the examples.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as admin from '../../../common/admin';
import * as api from '../../../common/api';
import * as auth from '../../../common/auth';
import { HISTORY_MAX_ITEMS, QUERY_MAX_LENGTH } from '../../../common/constants';
import { isCalendarDay, parisDay, parisDayStart } from '../../../common/dates';
import * as events from '../../../common/events';
import { addToHistory, historyEntryOf } from '../../../common/history';
import { cleanIban, ibanError } from '../../../common/iban';
import { centsToEuros, eurosToCents, partnerShareCents, thresholdProgress } from '../../../common/money';
import * as partner from '../../../common/partner';
import { addDays, addMonths, daysOf, presetPeriod } from '../../../common/periods';
import * as revenue from '../../../common/revenue';
import * as search from '../../../common/search';
import { foldText } from '../../../common/text';
import { z } from '../../../common/zod';
import { ALPHABET, REGISTRY_COUNTRIES, withCheckDigits } from '../../fixtures/iban';

/** An IBAN of any registry country, its BBAN of the country's structure, with correct check digits. */
const validIban = fc
  .constantFrom(...REGISTRY_COUNTRIES)
  .chain(({ code, structure }) =>
    fc
      .tuple(
        ...structure.map(({ kind, count }) =>
          fc.string({ unit: fc.constantFrom(...ALPHABET[kind]), minLength: count, maxLength: count }),
        ),
      )
      .map((parts) => withCheckDigits(code, parts.join(''))),
  );

const day = fc
  .date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('IBAN (partner-programme.md §5)', () => {
  it("accepts every IBAN of its country's structure with correct mod-97 check digits, however it is typed", () => {
    fc.assert(
      fc.property(validIban, fc.boolean(), (iban, spaced) => {
        const typed = spaced ? iban.toLowerCase().replace(/(.{4})/g, '$1 ') : iban;
        expect(ibanError(cleanIban(typed))).toBeNull();
      }),
    );
  });

  it('refuses every IBAN with one digit changed', () => {
    fc.assert(
      fc.property(validIban, fc.nat(), fc.integer({ min: 1, max: 9 }), (iban, at, shift) => {
        const digits = [...iban].flatMap((c, i) => (i >= 2 && /\d/.test(c) ? [i] : []));
        const i = digits[at % digits.length]!;
        const changed = iban.slice(0, i) + ((Number(iban[i]) + shift) % 10) + iban.slice(i + 1);
        expect(ibanError(changed)).not.toBeNull();
      }),
    );
  });
});

describe('money in integer cents', () => {
  it('round-trips cents through euros', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => eurosToCents(centsToEuros(c)) === c));
  });

  it('reads a decimal text to whole cents, never a float', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), (c) => {
        expect(revenue.decimalToCents(`${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`)).toBe(c);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const cents = revenue.decimalToCents(text);
        return cents === null || Number.isInteger(cents);
      }),
    );
  });

  it('gives a partner a whole-cent share between 0 and the gross amount, and a progress within 0..100', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1e10 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: -10, max: 1e9 }),
        (gross, percent, threshold) => {
          const share = partnerShareCents(gross, percent);
          const progress = thresholdProgress(gross, threshold);
          return (
            Number.isInteger(share) &&
            share >= 0 &&
            share <= gross &&
            Number.isInteger(progress) &&
            progress >= 0 &&
            progress <= 100
          );
        },
      ),
    );
  });
});

describe('Paris days and periods', () => {
  it('parisDay always yields a calendar day YYYY-MM-DD that begins at or before the instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1971-01-01'), max: new Date('2199-01-01'), noInvalidDate: true }),
        (at) => {
          const paris = parisDay(at);
          expect(isCalendarDay(paris)).toBe(true);
          expect(parisDayStart(paris).getTime()).toBeLessThanOrEqual(at.getTime());
          expect(parisDayStart(addDays(paris, 1)).getTime()).toBeGreaterThan(at.getTime());
        },
      ),
    );
  });

  it('refuses days the calendar has not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 13, max: 99 }),
        fc.integer({ min: 32, max: 99 }),
        (y, m, d) => {
          const yyyy = String(y).padStart(4, '0');
          return (
            !isCalendarDay(`${yyyy}-${m}-01`) &&
            !isCalendarDay(`${yyyy}-01-${d}`) &&
            !isCalendarDay(`${yyyy}-02-30`)
          );
        },
      ),
    );
  });

  it('adds and takes back days, adds months to a real day, and every preset runs from ≤ to', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: -3000, max: 3000 }),
        fc.integer({ min: 0, max: 120 }),
        (d, n, months) => {
          expect(addDays(addDays(d, n), -n)).toBe(d);
          expect(isCalendarDay(addMonths(d, months))).toBe(true);
          for (const preset of ['today', 'last7Days', 'last30Days', 'week', 'month', 'lastMonth'] as const) {
            const period = presetPeriod(preset, d);
            expect(period.from <= period.to).toBe(true);
            expect(daysOf(period).every(isCalendarDay)).toBe(true);
          }
        },
      ),
    );
  });
});

/** Queries whose 500th character is a space or half an emoji: where a plain cut goes wrong. */
const nearTheCut = fc
  .tuple(fc.integer({ min: 495, max: 500 }), fc.constantFrom(' ', ' b', '😀', '\t😀 x', '  \u00e9'))
  .map(([n, tail]) => 'a'.repeat(n) + tail);

describe('history and text normalisation', () => {
  it('normalises a query once for all: idempotent, trimmed, at most 500 characters', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 700, unit: 'grapheme' }), nearTheCut), (query) => {
        const entry = historyEntryOf(query);
        if (entry === null) return;
        expect(historyEntryOf(entry)).toBe(entry);
        expect(entry.length).toBeLessThanOrEqual(QUERY_MAX_LENGTH);
        expect(entry).toBe(entry.trim());
      }),
    );
  });

  it('keeps at most 15 distinct items, and adding the same query twice is adding it once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 20 }), { maxLength: 30 }),
        fc.string({ maxLength: 20 }),
        (queries, q) => {
          const history = queries.reduce(addToHistory, [] as string[]);
          expect(history.length).toBeLessThanOrEqual(HISTORY_MAX_ITEMS);
          expect(new Set(history).size).toBe(history.length);
          expect(addToHistory(addToHistory(history, q), q)).toEqual(addToHistory(history, q));
        },
      ),
    );
  });

  it('folds text once for all (folding a folded text changes nothing)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => foldText(foldText(text)) === foldText(text)),
    );
  });
});

describe('partner fields', () => {
  it('a saved payment body always holds a valid IBAN and a holder of 2 to 80 characters', () => {
    fc.assert(
      fc.property(fc.oneof(validIban, fc.string()), fc.string({ maxLength: 100 }), (iban, holderName) => {
        const parsed = partner.paymentBodySchema.safeParse({ iban, holderName });
        if (!parsed.success) return;
        expect(ibanError(parsed.data.iban)).toBeNull();
        expect([...parsed.data.holderName].length).toBeGreaterThanOrEqual(2);
        expect([...parsed.data.holderName].length).toBeLessThanOrEqual(80);
      }),
    );
  });

  it('a phone is kept as digits and + only, with 8 to 15 digits, or refused', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const cleaned = partner.cleanPhone(raw);
        expect(cleaned).toMatch(/^[\d+]*$/);
        const digits = cleaned.replace(/\D/g, '').length;
        expect(partner.phoneError(cleaned) === null).toBe(cleaned === '' || (digits >= 8 && digits <= 15));
      }),
    );
  });

  it('an id in a path is the digits of a positive 32-bit integer, nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String)), (id) => {
        const parsed = api.idParamsSchema.safeParse({ id });
        expect(parsed.success).toBe(/^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647);
      }),
    );
  });
});

/** Every zod schema that common/ exports. */
const SCHEMAS = Object.entries<unknown>({
  ...admin,
  ...api,
  ...auth,
  ...events,
  ...partner,
  ...revenue,
  ...search,
}).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);

describe('schemas of common/', () => {
  it('never throw on any JSON value or any JavaScript value: they answer success or failure', () => {
    expect(SCHEMAS.length).toBeGreaterThan(30);
    for (const [, schema] of SCHEMAS) {
      fc.assert(
        fc.property(fc.jsonValue(), (value) => typeof schema.safeParse(value).success === 'boolean'),
        { numRuns: 50 },
      );
      fc.assert(
        fc.property(fc.anything(), (value) => typeof schema.safeParse(value).success === 'boolean'),
        { numRuns: 50 },
      );
    }
  });

  it('a search query that passes is trimmed, never blank, at most 500 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 800 }), (q) => {
        const parsed = search.searchQueryText.safeParse(q);
        if (parsed.success) expect(parsed.data.length).toBeGreaterThan(0);
        if (parsed.success) expect(parsed.data.length).toBeLessThanOrEqual(QUERY_MAX_LENGTH);
      }),
    );
  });
});
