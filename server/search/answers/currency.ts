// « 100 € en dollars », « 1 chf en yen »: an amount from one currency to another at the ECB's reference rates of
// the day (cross rates through the euro), with the rates' date and source; no rates at hand, no card.
import type { InstantAnswer } from '../../../common/answers';
import { foldText } from '../../../common/text';
import type { AnswerModule } from './answer';
import type { EcbRates } from './ecbRates';

type Currency = { code: string; one: string; many: string; names: string[] };

/** The euro and the currencies the ECB publishes a rate for, with the names French speakers use (folded). */
const CURRENCIES: Currency[] = [
  { code: 'EUR', one: 'euro', many: 'euros', names: ['euro', 'euros'] },
  {
    code: 'USD',
    one: 'dollar américain',
    many: 'dollars américains',
    names: [
      'dollar',
      'dollars',
      'dollar us',
      'dollars us',
      'us dollar',
      'dollar americain',
      'dollars americains',
    ],
  },
  {
    code: 'GBP',
    one: 'livre sterling',
    many: 'livres sterling',
    names: [
      'livre',
      'livres',
      'livre sterling',
      'livres sterling',
      'sterling',
      'livre anglaise',
      'livres anglaises',
    ],
  },
  { code: 'JPY', one: 'yen', many: 'yens', names: ['yen', 'yens', 'yen japonais', 'yens japonais'] },
  { code: 'CHF', one: 'franc suisse', many: 'francs suisses', names: ['franc suisse', 'francs suisses'] },
  {
    code: 'CAD',
    one: 'dollar canadien',
    many: 'dollars canadiens',
    names: ['dollar canadien', 'dollars canadiens'],
  },
  {
    code: 'AUD',
    one: 'dollar australien',
    many: 'dollars australiens',
    names: ['dollar australien', 'dollars australiens'],
  },
  {
    code: 'NZD',
    one: 'dollar néo-zélandais',
    many: 'dollars néo-zélandais',
    names: ['dollar neo zelandais', 'dollars neo zelandais'],
  },
  {
    code: 'HKD',
    one: 'dollar de Hong Kong',
    many: 'dollars de Hong Kong',
    names: ['dollar de hong kong', 'dollars de hong kong', 'dollar hongkongais', 'dollars hongkongais'],
  },
  {
    code: 'SGD',
    one: 'dollar de Singapour',
    many: 'dollars de Singapour',
    names: ['dollar de singapour', 'dollars de singapour', 'dollar singapourien', 'dollars singapouriens'],
  },
  {
    code: 'CNY',
    one: 'yuan',
    many: 'yuans',
    names: ['yuan', 'yuans', 'yuan chinois', 'yuans chinois', 'renminbi'],
  },
  {
    code: 'SEK',
    one: 'couronne suédoise',
    many: 'couronnes suédoises',
    names: ['couronne suedoise', 'couronnes suedoises'],
  },
  {
    code: 'NOK',
    one: 'couronne norvégienne',
    many: 'couronnes norvégiennes',
    names: ['couronne norvegienne', 'couronnes norvegiennes'],
  },
  {
    code: 'DKK',
    one: 'couronne danoise',
    many: 'couronnes danoises',
    names: ['couronne danoise', 'couronnes danoises'],
  },
  {
    code: 'ISK',
    one: 'couronne islandaise',
    many: 'couronnes islandaises',
    names: ['couronne islandaise', 'couronnes islandaises'],
  },
  {
    code: 'CZK',
    one: 'couronne tchèque',
    many: 'couronnes tchèques',
    names: ['couronne tcheque', 'couronnes tcheques'],
  },
  {
    code: 'PLN',
    one: 'zloty',
    many: 'zlotys',
    names: ['zloty', 'zlotys', 'zloty polonais', 'zlotys polonais'],
  },
  {
    code: 'HUF',
    one: 'forint',
    many: 'forints',
    names: ['forint', 'forints', 'forint hongrois', 'forints hongrois'],
  },
  { code: 'RON', one: 'leu roumain', many: 'lei roumains', names: ['leu roumain', 'lei roumains'] },
  { code: 'BGN', one: 'lev bulgare', many: 'leva bulgares', names: ['lev bulgare', 'leva bulgares'] },
  {
    code: 'TRY',
    one: 'livre turque',
    many: 'livres turques',
    names: ['livre turque', 'livres turques', 'lire turque'],
  },
  {
    code: 'BRL',
    one: 'real brésilien',
    many: 'reais brésiliens',
    names: ['real bresilien', 'reais bresiliens'],
  },
  { code: 'MXN', one: 'peso mexicain', many: 'pesos mexicains', names: ['peso mexicain', 'pesos mexicains'] },
  {
    code: 'PHP',
    one: 'peso philippin',
    many: 'pesos philippins',
    names: ['peso philippin', 'pesos philippins'],
  },
  {
    code: 'INR',
    one: 'roupie indienne',
    many: 'roupies indiennes',
    names: ['roupie indienne', 'roupies indiennes'],
  },
  {
    code: 'IDR',
    one: 'roupie indonésienne',
    many: 'roupies indonésiennes',
    names: ['roupie indonesienne', 'roupies indonesiennes'],
  },
  { code: 'ILS', one: 'shekel', many: 'shekels', names: ['shekel', 'shekels', 'sheqel', 'sheqels'] },
  { code: 'KRW', one: 'won', many: 'wons', names: ['won sud coreen', 'wons sud coreens'] },
  { code: 'MYR', one: 'ringgit', many: 'ringgits', names: ['ringgit', 'ringgits'] },
  { code: 'THB', one: 'baht', many: 'bahts', names: ['baht', 'bahts'] },
  { code: 'ZAR', one: 'rand', many: 'rands', names: ['rand sud africain', 'rands sud africains'] },
];

/** Each folded name, and each ISO code in lower case, to its currency. */
const BY_NAME = new Map<string, Currency>(
  CURRENCIES.flatMap((c) => [...c.names, c.code.toLowerCase()].map((name) => [name, c] as const)),
);
/** Every query is read: one test of the raw text passes over those that name no currency (most of them). */
const MAY_NAME_A_CURRENCY = new RegExp(
  `[€$£¥]|\\b(?:${[...new Set(CURRENCIES.flatMap((c) => [c.code.toLowerCase(), ...c.names.map((n) => n.split(' ')[0]!)]))].join('|')})\\b`,
  'i',
);
const SYMBOLS: Record<string, string> = { '€': 'eur', $: 'usd', '£': 'gbp', '¥': 'jpy' };
const SEPARATORS = new Set(['en', 'vers', 'to', 'in', '=', 'contre']);
/** Words that ask for a conversion without naming it. */
const LEAD =
  /^(?:convertir|conversion|convertisseur|change|taux de change|taux|combien (?:font|fait|vaut|valent))\s+/;
const AMOUNT = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d+))?$/;

const SOURCE = {
  name: 'Banque centrale européenne, taux de référence',
  url: 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.fr.html',
};

export type CurrencyQuestion = { amount: string; from: Currency; to: Currency };

/** The conversion a query asks for, or null: an amount (1 by default), a currency, a separator, a currency. */
export function readCurrencyQuestion(q: string): CurrencyQuestion | null {
  if (!MAY_NAME_A_CURRENCY.test(q)) return null;
  let text = foldText(q).trim();
  if (text.length > 80 || !/[a-z€$£¥]/.test(text)) return null;
  text = text.replace(/[€$£¥]/g, (symbol) => ` ${SYMBOLS[symbol]} `).replace(/\s*(?:->|→)\s*/g, ' en ');
  text = text
    .replace(/[?!]+$/, '')
    .replace(LEAD, '')
    .replace(/\s+/g, ' ')
    .trim();
  const amountMatch = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,]\d+)?(?=\s|$)/.exec(text);
  let amount = '1';
  let rest = text;
  if (amountMatch) {
    amount = amountMatch[0];
    rest = text.slice(amount.length).trim();
  }
  const words = rest.split(' ');
  // « usd 100 en eur »: the amount after the first currency.
  if (!amountMatch) {
    const at = words.findIndex((w) => AMOUNT.test(w));
    if (at > 0 && !SEPARATORS.has(words[at - 1]!)) amount = words.splice(at, 1)[0]!;
  }
  const decimal = decimalOf(amount);
  if (decimal === null) return null;
  const split = words.findIndex((w) => SEPARATORS.has(w));
  const pairs: [string[], string[]][] =
    split > 0
      ? [[words.slice(0, split), words.slice(split + 1)]]
      : words.map((_, i) => [words.slice(0, i), words.slice(i)] as [string[], string[]]).slice(1);
  for (const [left, right] of pairs) {
    const from = BY_NAME.get(left.join(' '));
    const to = BY_NAME.get(right.join(' '));
    if (from && to && from !== to) return { amount: decimal, from, to };
  }
  return null;
}

/** « 1 000,5 » → « 1000.5 »; null when it is not a plain amount. */
function decimalOf(amount: string): string | null {
  const match = AMOUNT.exec(amount);
  if (!match) return null;
  const whole = match[1]!.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return match[2] ? `${whole}.${match[2]}` : whole;
}

/** A decimal text as an integer and its count of decimals. */
function scaled(decimal: string): { digits: bigint; scale: number } {
  const [whole, fraction = ''] = decimal.split('.');
  return { digits: BigInt(whole! + fraction), scale: fraction.length };
}

const FRACTION_DIGITS = 20;

/** amount × to ÷ from, exact to 20 decimals (rounding is left to the printing, on the decimal text). */
export function convert(amount: string, fromPerEuro: string, toPerEuro: string): string {
  const a = scaled(amount);
  const from = scaled(fromPerEuro);
  const to = scaled(toPerEuro);
  const numerator = a.digits * to.digits * 10n ** BigInt(from.scale + FRACTION_DIGITS);
  const denominator = from.digits * 10n ** BigInt(a.scale + to.scale);
  const quotient = (numerator / denominator).toString().padStart(FRACTION_DIGITS + 1, '0');
  return `${quotient.slice(0, -FRACTION_DIGITS)}.${quotient.slice(-FRACTION_DIGITS)}`;
}

const CENTS = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const SMALL = new Intl.NumberFormat('fr-FR', { maximumSignificantDigits: 4 });
const RATE = new Intl.NumberFormat('fr-FR', {
  maximumFractionDigits: 4,
  maximumSignificantDigits: 5,
  roundingPriority: 'lessPrecision',
});
const GIVEN = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 20 });

type Decimal = Intl.StringNumericLiteral;
/** 2 decimals, or 4 significant figures below 1: no more precision than the rates have. */
const amountText = (value: string) => (Number(value) >= 1 ? CENTS : SMALL).format(value as Decimal);
const rateText = (value: string) => (Number(value) >= 1 ? RATE : SMALL).format(value as Decimal);
/** French agreement: singular below 2 (« 1,5 euro »). */
const named = (value: string, currency: Currency) => (Number(value) < 2 ? currency.one : currency.many);

export function currencyAnswer(
  { amount, from, to }: CurrencyQuestion,
  rates: EcbRates,
): InstantAnswer | null {
  const perEuro = (c: Currency) => (c.code === 'EUR' ? '1' : rates.perEuro.get(c.code));
  const fromRate = perEuro(from);
  const toRate = perEuro(to);
  if (!fromRate || !toRate) return null;
  const result = convert(amount, fromRate, toRate);
  const value = amountText(result);
  return {
    kind: 'currency',
    question: `${GIVEN.format(amount as Decimal)} ${named(amount, from)} en ${to.many}`,
    value: `${value} ${named(value.replace(/\s/g, '').replace(',', '.'), to)}`,
    detail: `1 ${from.code} = ${rateText(convert('1', fromRate, toRate))} ${to.code} · 1 ${to.code} = ${rateText(convert('1', toRate, fromRate))} ${from.code}`,
    source: SOURCE,
    asOf: rates.date,
  };
}

export function createCurrencyAnswer(rates: {
  read(): EcbRates | null | Promise<EcbRates | null>;
}): AnswerModule {
  return {
    kind: 'currency',
    answer(q) {
      const question = readCurrencyQuestion(q);
      if (!question) return null;
      const read = rates.read();
      if (read instanceof Promise) return read.then((r) => (r ? currencyAnswer(question, r) : null));
      return read ? currencyAnswer(question, read) : null;
    },
  };
}
