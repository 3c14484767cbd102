// Dates in Paris days: today's date, « dans 90 jours », « il y a 3 semaines », the days between two dates and
// the days left before a day (« combien de jours avant noël »).
import { FRENCH_MONTHS } from '../../../common/frenchMonths';
import type { InstantAnswer } from '../../../common/answers';
import { foldText } from '../../../common/text';
import type { AnswerModule } from './answer';
import { formatCalculatorNumber } from './calculatorFormat';
import {
  addUtcDays,
  addUtcMonths,
  dayOfUtc,
  dayOfYear,
  daysBetween,
  isDay,
  isoWeek,
  parisToday,
  utcDay,
} from './datesDays';
import { easterSunday } from './holidaysCalendar';
import { longDayIn } from './timeFormat';

const FIRST_YEAR = 1583;
const LAST_YEAR = 9999;
const MAX_STEPS: Record<Unit, number> = { jour: 100_000, semaine: 10_000, mois: 1_200, an: 1_000 };
type Unit = 'jour' | 'semaine' | 'mois' | 'an';

/** Folded, as the query is read. */
const MONTHS = FRENCH_MONTHS.map(foldText);
const MONTH = `(${MONTHS.join('|')})`;

/** Days people count down to, by folded name: the month-day, or a function of the year. */
const NAMED_DAYS: Record<string, { name: string; day: (year: number) => string }> = {
  noel: { name: 'Noël', day: (y) => `${y}-12-25` },
  'nouvel an': { name: 'Nouvel An', day: (y) => `${y}-01-01` },
  "jour de l'an": { name: 'Nouvel An', day: (y) => `${y}-01-01` },
  'la saint-sylvestre': { name: 'Saint-Sylvestre', day: (y) => `${y}-12-31` },
  'saint-sylvestre': { name: 'Saint-Sylvestre', day: (y) => `${y}-12-31` },
  'la saint-valentin': { name: 'Saint-Valentin', day: (y) => `${y}-02-14` },
  'saint-valentin': { name: 'Saint-Valentin', day: (y) => `${y}-02-14` },
  halloween: { name: 'Halloween', day: (y) => `${y}-10-31` },
  'la fete nationale': { name: 'Fête nationale', day: (y) => `${y}-07-14` },
  paques: { name: 'Pâques', day: easterSunday },
  "l'ete": { name: "L'été (solstice)", day: (y) => `${y}-06-21` },
};

/** A Map, so that « constructor » or « __proto__ » name nothing. */
const NAMED = new Map(Object.entries(NAMED_DAYS));

const dayText = (day: string) => longDayIn('UTC', utcDay(day));
const pad = (n: number) => String(n).padStart(2, '0');
const plural = (n: number, one: string, many: string) =>
  `${formatCalculatorNumber(n)} ${Math.abs(n) >= 2 ? many : one}`;

/** A written date: « 1er janvier 2027 », « 14 juillet », « 14/07/2027 », « 2027-07-14 », « aujourd'hui ». */
function readDate(text: string, today: string): string | null {
  const t = text.trim().replace(/^(?:le|du|au) /, '');
  if (t === "aujourd'hui" || t === 'maintenant') return today;
  let match = new RegExp(`^(\\d{1,2})(?:er)? ${MONTH}(?: (\\d{4}))?$`).exec(t);
  if (match)
    return dayOf(Number(match[3] ?? today.slice(0, 4)), MONTHS.indexOf(match[2]!) + 1, Number(match[1]));
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (match) return dayOf(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (match) return dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
  return null;
}

function dayOf(year: number, month: number, day: number): string | null {
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  const text = `${year}-${pad(month)}-${pad(day)}`;
  return isDay(text) ? text : null;
}

function todayAnswer(today: string): InstantAnswer {
  const date = utcDay(today);
  return {
    kind: 'date',
    question: "Date d'aujourd'hui",
    value: dayText(today),
    detail: `Semaine ${isoWeek(date)}, ${dayOfYear(date)}e jour de l'année`,
  };
}

/** « quelle semaine sommes-nous », « numéro de semaine », « semaine en cours » (ISO weeks, Monday first). */
const WEEK =
  /^(?:quelle semaine (?:sommes[- ]nous|on est|est[- ]on|nous sommes)|on est quelle semaine|(?:le |quel )?(?:numero|n°|no) de (?:la )?semaine(?: actuelle| en cours| aujourd'hui)?|semaine (?:en cours|actuelle|numero|de l'annee)|quel est le numero de (?:la )?semaine(?: actuelle| en cours)?|num[eé]ro semaine)$/;

function weekAnswer(today: string): InstantAnswer {
  const date = utcDay(today);
  const monday = addUtcDays(date, -((date.getUTCDay() + 6) % 7));
  return {
    kind: 'date',
    question: 'Numéro de la semaine',
    value: `Semaine ${isoWeek(date)}`,
    detail: `Du ${dayText(dayOfUtc(monday))} au ${dayText(dayOfUtc(addUtcDays(monday, 6)))}`,
  };
}

function shiftAnswer(today: string, sign: 1 | -1, count: number, unit: Unit): InstantAnswer | null {
  if (count > MAX_STEPS[unit]) return null;
  const start = utcDay(today);
  const n = sign * count;
  const shifted =
    unit === 'jour' || unit === 'semaine'
      ? addUtcDays(start, unit === 'jour' ? n : 7 * n)
      : addUtcMonths(start, unit === 'mois' ? n : 12 * n);
  const year = shifted.getUTCFullYear();
  if (Number.isNaN(year) || year < 1 || year > LAST_YEAR) return null;
  const day = dayOfUtc(shifted);
  const units = {
    jour: ['jour', 'jours'],
    semaine: ['semaine', 'semaines'],
    mois: ['mois', 'mois'],
    an: ['an', 'ans'],
  }[unit];
  return {
    kind: 'date',
    question: `${sign > 0 ? 'Dans' : 'Il y a'} ${plural(count, units[0]!, units[1]!)}`,
    value: dayText(day),
    detail: `Compté depuis aujourd'hui, ${dayText(today)}`,
  };
}

function betweenAnswer(from: string, to: string): InstantAnswer {
  const days = Math.abs(daysBetween(utcDay(from), utcDay(to)));
  const [first, last] = from <= to ? [from, to] : [to, from];
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  const inWeeks = weeks
    ? `Soit ${plural(weeks, 'semaine', 'semaines')}${rest ? ` et ${plural(rest, 'jour', 'jours')}` : ''} `
    : '';
  return {
    kind: 'date',
    question: `Nombre de jours du ${dayText(first)} au ${dayText(last)}`,
    value: plural(days, 'jour', 'jours'),
    detail: `${inWeeks}(le dernier jour non compté)`.replace(/^\(l/, '(L'),
  };
}

/** Days left before a named day (« Noël ») or a date (its name is then the date itself). */
function untilAnswer(today: string, target: string, name?: string): InstantAnswer {
  const days = daysBetween(utcDay(today), utcDay(target));
  return {
    kind: 'date',
    question: `Jours avant ${name ?? `le ${dayText(target).replace(/^\S+ /, '')}`}`,
    value: days === 0 ? "C'est aujourd'hui" : plural(days, 'jour', 'jours'),
    detail: name ? `${name} : ${dayText(target)}` : dayText(target),
  };
}

/** The next time a named day or a day without year comes, today included. */
function nextOccurrence(today: string, dayOfYear: (year: number) => string | null): string | null {
  const year = Number(today.slice(0, 4));
  const thisYear = dayOfYear(year);
  if (thisYear && thisYear >= today) return thisYear;
  return dayOfYear(year + 1);
}

const TODAY =
  /^(?:(?:quelle est )?(?:la )?date (?:d'aujourd'hui|du jour|de ce jour|aujourd'hui)|quelle est la date(?: d'aujourd'hui| du jour)?|quel jour (?:sommes[- ]nous|on est|est[- ]on|nous sommes|est[- ]ce|est[- ]il)(?: aujourd'hui)?|quel jour aujourd'hui|quel jour est[- ]on aujourd'hui|on est quel jour(?: aujourd'hui)?|aujourd'hui on est quel jour|nous sommes quel jour|c'est quel jour aujourd'hui|quelle date sommes[- ]nous|quelle date aujourd'hui|date aujourd'hui)$/;
const SHIFT =
  /^(?:(?:quelle date|quel jour|la date|date)(?: (?:sera[- ]t[- ]il|serons[- ]nous|etait[- ]ce|etait[- ]il|sera[- ]ce|on sera|c'etait))? )?(dans|il y a) (\d{1,6}) (jours?|semaines?|mois|ans|annees?|an)(?: (?:a partir d'aujourd'hui|d'ici|quelle date|quel jour))?$/;
const BETWEEN =
  /^(?:(?:le )?nombre de |combien (?:de|y a-t-il de|il y a de) )?jours? (?:entre|du|depuis) (.+?) (?:et|au|jusqu'au|a) (.+)$/;
const SINCE = /^(?:(?:le )?nombre de |combien de )?jours? depuis (.+)$/;
const UNTIL =
  /^(?:(?:dans )?combien de jours?|(?:le )?nombre de jours?|jours?(?: restants?)?|j-?)(?: (?:reste[- ]t[- ]il|restent|il reste|reste))? (?:avant|jusqu'a|jusqu'au|d'ici|pour|a) (.+)$|^dans combien de jours (?:(?:est|c'est|arrive|sera) )?(.+)$/;

const unitOf = (word: string): Unit =>
  word.startsWith('jour') ? 'jour' : word.startsWith('semaine') ? 'semaine' : word === 'mois' ? 'mois' : 'an';

export function dateAnswer(query: string, now: Date): InstantAnswer | null {
  // Cheap guard: every question here names a day, a date or a count of days.
  if (query.length > 100 || !/jour|date|semaine|mois|\ban|ann[ée]e/i.test(query)) return null;
  const q = foldText(query)
    .replace(/[’`]/g, "'")
    .replace(/[?!.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const today = parisToday(now);
  if (TODAY.test(q)) return todayAnswer(today);
  if (WEEK.test(q)) return weekAnswer(today);

  let match = SHIFT.exec(q);
  if (match) return shiftAnswer(today, match[1] === 'dans' ? 1 : -1, Number(match[2]), unitOf(match[3]!));

  match = BETWEEN.exec(q);
  if (match) {
    const from = readDate(match[1]!, today);
    const to = readDate(match[2]!, today);
    return from && to ? betweenAnswer(from, to) : null;
  }
  match = SINCE.exec(q);
  if (match) {
    const from = readDate(match[1]!, today);
    return from && from <= today ? betweenAnswer(from, today) : null;
  }
  match = UNTIL.exec(q);
  if (match) {
    const target = (match[1] ?? match[2]!).replace(/^(?:le|la|l') ?(?=\S)/, (a) =>
      a.startsWith("l'") ? "l'" : a,
    );
    const named = NAMED.get(target) ?? NAMED.get(target.replace(/^(?:le|la) /, ''));
    if (named) {
      const day = nextOccurrence(today, named.day);
      return day ? untilAnswer(today, day, named.name) : null;
    }
    const written = target.replace(/^le /, '');
    const withYear = readDate(written, today);
    if (!withYear) return null;
    // « 14 juillet » without a year is the next one; with a year, that day, which must be ahead.
    const hasYear = /\d{4}/.test(written);
    const day = hasYear ? withYear : nextOccurrence(today, (y) => readDate(`${written} ${y}`, today));
    if (!day || day < today) return null;
    return untilAnswer(today, day);
  }
  return null;
}

export const dates: AnswerModule = { kind: 'date', answer: (q, { now }) => dateAnswer(q, now) };
