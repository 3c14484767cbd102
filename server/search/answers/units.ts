// The unit converter: « 10 km en miles », « 30 °C en fahrenheit », « 1 To en Go », within one category only.
import type { InstantAnswer } from '../../../common/answers';
import { foldText } from '../../../common/text';
import type { AnswerModule } from './answer';
import { formatCalculatorNumber } from './calculatorFormat';
import { UNITS, type Unit } from './unitsTable';

const SIGNIFICANT_DIGITS = 8;
const MAX_QUERY_LENGTH = 80;

/** Every spelling of every unit, folded, with spaces around « / » and before « ² » removed. */
const BY_NAME = new Map<string, Unit>();
for (const unit of UNITS) {
  for (const name of [unit.symbol, unit.name, unit.plural, ...unit.aliases])
    BY_NAME.set(spelling(name), unit);
}

function spelling(text: string): string {
  return foldText(text)
    .replace(/\s*([/²³])\s*/g, '$1')
    .replace(/°\s*/g, '°')
    .replace(/\s+/g, ' ')
    .trim();
}

// Cheap guard: a number, then words, then a word that converts (« en », « in », « = », « → »).
const GUARD = /(?:\d|\bune?\b).*\s(?:en|in|=|->|→|vers)\s/i;
const QUERY =
  /^(?:convertir\s+|conversion\s+(?:de\s+)?)?(-?\d[\d\s\u00a0\u202f]*(?:[.,]\d+)?)\s*(.+?)\s+(?:en|in|=|->|→|vers)\s+(?:combien\s+de\s+)?(.+?)\s*\??$/i;

/** « 1 000,5 » or « -40 » as a number; null when the digits are not one number. */
function readNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (/\s/.test(text.trim()) && !/^-?\d{1,3}(?:[\s\u00a0\u202f]\d{3})+(?:[.,]\d+)?$/.test(text.trim()))
    return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

function toBase(unit: Unit, value: number): number {
  return (value * unit.factor[0]) / unit.factor[1] + (unit.offset ?? 0);
}
function fromBase(unit: Unit, base: number): number {
  return ((base - (unit.offset ?? 0)) * unit.factor[1]) / unit.factor[0];
}

const nameFor = (unit: Unit, value: number) => (Math.abs(value) >= 2 ? unit.plural : unit.name);
const withSymbol = (value: number, unit: Unit) =>
  `${formatCalculatorNumber(value, SIGNIFICANT_DIGITS)}\u00a0${unit.symbol}`;

const TEMPERATURE_FORMULAS: Record<string, string> = {
  '°C→°F': '°F = °C × 9/5 + 32',
  '°F→°C': '°C = (°F − 32) × 5/9',
  '°C→K': 'K = °C + 273,15',
  'K→°C': '°C = K − 273,15',
  '°F→K': 'K = (°F − 32) × 5/9 + 273,15',
  'K→°F': '°F = (K − 273,15) × 9/5 + 32',
};

function detailOf(from: Unit, to: Unit, value: number): string | undefined {
  if (from.category === 'temperature') return TEMPERATURE_FORMULAS[`${from.symbol}→${to.symbol}`];
  const one = `1 ${from.symbol} = ${withSymbol(fromBase(to, toBase(from, 1)), to)}`;
  if (from.category === 'data') {
    return `${one} (préfixes décimaux du SI : 1 Go = 1 000 Mo ; préfixes binaires : 1 Gio = 1 024 Mio)`;
  }
  if (from.symbol === 'gal' || to.symbol === 'gal')
    return `${one} (gallon américain ; gallon impérial : 4,54609 L)`;
  return value === 1 ? undefined : one;
}

export function convertUnits(query: string): InstantAnswer | null {
  if (query.length > MAX_QUERY_LENGTH || !GUARD.test(query)) return null;
  // « un pied en cm », « une livre en kg »: one.
  const match = QUERY.exec(
    query
      .trim()
      .replace(/^(?:(convertir|conversion(?: de)?) )?une? (?=\p{L})/iu, '$1 1 ')
      .trim(),
  );
  if (!match) return null;
  const value = readNumber(match[1]!);
  const from = BY_NAME.get(spelling(match[2]!));
  const to = BY_NAME.get(spelling(match[3]!));
  if (value === null || !from || !to || from === to || from.category !== to.category) return null;
  const result = fromBase(to, toBase(from, value));
  // Below absolute zero is no temperature.
  if (!Number.isFinite(result) || (from.category === 'temperature' && toBase(from, value) < 0)) return null;
  const answer: InstantAnswer = {
    kind: 'unit',
    question: `${formatCalculatorNumber(value, SIGNIFICANT_DIGITS)} ${nameFor(from, value)} en ${to.plural}`,
    value: `${withSymbol(value, from)} = ${withSymbol(result, to)}`,
  };
  const detail = detailOf(from, to, value);
  return detail ? { ...answer, detail } : answer;
}

export const units: AnswerModule = { kind: 'unit', answer: (q) => convertUnits(q) };
