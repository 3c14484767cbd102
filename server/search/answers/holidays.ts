// Public holidays: « jours fériés 2027 » (the 11 of France, Alsace-Moselle's two marked), « lundi de Pentecôte
// 2027 », « pâques 2027 », « quand est l'ascension » (without a year: the next one, today included).
import type { InstantAnswer } from '../../../common/answers';
import { foldedWords } from '../../../common/text';
import type { AnswerModule } from './answer';
import { daysBetween, parisToday, utcDay } from './datesDays';
import { frenchFeasts, frenchHolidays, type Holiday } from './holidaysCalendar';
import { longDayIn } from './timeFormat';

/** The years the list as it stands holds for: 8 May is a holiday again since 1982. */
const FIRST_YEAR = 1982;
const LAST_YEAR = 2200;
const ALSACE_MOSELLE = 'Alsace-Moselle';
const SOURCE = { name: 'Code du travail, art. L3133-1' };

/** How people name each day (folded words) → the holiday's key. */
const NAMES: Record<string, string> = {
  'jour de l an': 'jour de l an',
  'nouvel an': 'jour de l an',
  'premier de l an': 'jour de l an',
  paques: 'paques',
  'dimanche de paques': 'paques',
  'lundi de paques': 'lundi de paques',
  'vendredi saint': 'vendredi saint',
  'fete du travail': 'fete du travail',
  '1er mai': 'fete du travail',
  'premier mai': 'fete du travail',
  '8 mai': 'victoire 1945',
  ascension: 'ascension',
  'jeudi de l ascension': 'ascension',
  pentecote: 'pentecote',
  'dimanche de pentecote': 'pentecote',
  'lundi de pentecote': 'lundi de pentecote',
  'fete nationale': 'fete nationale',
  '14 juillet': 'fete nationale',
  assomption: 'assomption',
  '15 aout': 'assomption',
  toussaint: 'toussaint',
  '11 novembre': 'armistice',
  'armistice 1918': 'armistice',
  noel: 'noel',
};

/** A Map, so that « constructor » or « __proto__ » name nothing. */
const NAME_KEYS = new Map(Object.entries(NAMES));

/** Words around a holiday's name that only ask for its date. */
const FILLERS = new Set(
  'quand est tombe tombera sera a lieu date de du des d quel quelle jour le la l c ce en cette annee il ferie on'.split(
    ' ',
  ),
);
const QUESTION_WORDS = new Set(['quand', 'date', 'quel', 'quelle']);
/** The only words a request for the list may hold. */
const LIST_WORDS = new Set(
  'les jours jour feries ferie liste des de du en l a calendrier france francais alsace moselle annee cette quels sont'.split(
    ' ',
  ),
);

const dayText = (day: string) => longDayIn('UTC', utcDay(day));
const yearOf = (now: Date) => Number(parisToday(now).slice(0, 4));

function listAnswer(words: string[], year: number): InstantAnswer {
  const alsace = words.includes('alsace') || words.includes('moselle');
  const holidays = frenchHolidays(year);
  return {
    kind: 'holidays',
    question: alsace ? `Jours fériés ${year} en Alsace-Moselle` : `Jours fériés ${year}`,
    value: alsace ? '13 jours fériés' : `11 jours fériés (13 en ${ALSACE_MOSELLE})`,
    rows: holidays.map((h) => ({
      label: h.alsaceMoselle && !alsace ? `${h.name} (${ALSACE_MOSELLE} seulement)` : h.name,
      value: dayText(h.day),
    })),
    source: SOURCE,
  };
}

function dayAnswer(holiday: Holiday): InstantAnswer {
  const year = holiday.day.slice(0, 4);
  const detail =
    holiday.key === 'paques' || holiday.key === 'pentecote'
      ? 'Dimanche ; le lendemain est férié'
      : holiday.alsaceMoselle
        ? `Jour férié en ${ALSACE_MOSELLE} seulement`
        : 'Jour férié';
  return {
    kind: 'holidays',
    question: `${holiday.name} ${year}`,
    value: dayText(holiday.day),
    detail,
    source: SOURCE,
  };
}

/** « prochain jour férié », « quel est le prochain jour férié », « prochain férié ». */
const NEXT =
  /^(?:quel est |c est quand |quand est )?le prochain (?:jour )?ferie(?: en france)?$|^prochain (?:jour )?ferie(?: en france)?$/;

/** The next holiday of all France, today included; an Alsace-Moselle day coming first is named beside it. */
function nextAnswer(now: Date): InstantAnswer {
  const today = parisToday(now);
  const year = yearOf(now);
  const coming = [...frenchHolidays(year), ...frenchHolidays(year + 1)].filter((h) => h.day >= today);
  const next = coming.find((h) => !h.alsaceMoselle)!;
  const local = coming[0]!.alsaceMoselle ? coming[0] : undefined;
  const days = daysBetween(utcDay(today), utcDay(next.day));
  const when = days === 0 ? "Aujourd'hui" : days === 1 ? 'Demain' : `Dans ${days} jours`;
  return {
    kind: 'holidays',
    question: 'Prochain jour férié',
    value: `${next.name}, ${dayText(next.day)}`,
    detail: local ? `${when} ; en ${ALSACE_MOSELLE} d'abord : ${local.name}, ${dayText(local.day)}` : when,
    source: SOURCE,
  };
}

function findHoliday(key: string, year: number): Holiday | undefined {
  return [...frenchHolidays(year), ...frenchFeasts(year)].find((h) => h.key === key);
}

// Cheap guard: a word of the list or of a holiday's name, before any folding.
const GUARD =
  /f[ée]ri|p[aâ]ques|no[eë]l|ascension|pentec|toussaint|assomption|an\b|saint|mai|juillet|ao[uû]t|novembre|f[eê]te/i;

export function holidaysAnswer(query: string, now: Date): InstantAnswer | null {
  if (query.length > 80 || !GUARD.test(query)) return null;
  const words = foldedWords(query);
  if (words.length === 0 || words.length > 9) return null;
  const years = words.filter((w) => /^\d{4}$/.test(w));
  if (years.length > 1) return null;
  const year = years.length ? Number(years[0]) : undefined;
  if (year !== undefined && (year < FIRST_YEAR || year > LAST_YEAR)) return null;
  const rest = words.filter((w) => !/^\d{4}$/.test(w));

  if (year === undefined && NEXT.test(rest.join(' '))) return nextAnswer(now);
  if (
    (rest.includes('feries') || rest.includes('ferie')) &&
    rest.some((w) => w === 'jours' || w === 'jour')
  ) {
    if (!rest.every((w) => LIST_WORDS.has(w))) return null;
    return listAnswer(rest, year ?? yearOf(now));
  }

  let start = 0;
  let end = rest.length;
  while (start < end && FILLERS.has(rest[start]!)) start++;
  while (end > start && FILLERS.has(rest[end - 1]!)) end--;
  const key = NAME_KEYS.get(rest.slice(start, end).join(' '));
  if (!key) return null;
  if (year !== undefined) return dayAnswer(findHoliday(key, year)!);
  // Without a year only a question gets an answer (« pâques » alone may ask for recipes): the next one.
  const asks = rest.some((w) => QUESTION_WORDS.has(w)) || (rest[0] === 'c' && rest[1] === 'est');
  if (!asks) return null;
  const today = parisToday(now);
  const thisYear = yearOf(now);
  const holiday = findHoliday(key, thisYear)!;
  return dayAnswer(holiday.day >= today ? holiday : findHoliday(key, thisYear + 1)!);
}

export const holidays: AnswerModule = { kind: 'holidays', answer: (q, { now }) => holidaysAnswer(q, now) };
