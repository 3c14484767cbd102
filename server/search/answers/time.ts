// The time somewhere: « heure new york », « quelle heure à Tokyo », « heure au japon », « quelle heure est-il »
// (Paris). The place must be one the shipped table knows (a city, a country or territory); otherwise no answer.
import type { InstantAnswer } from '../../../common/answers';
import { PARIS_TIME_ZONE } from '../../../common/constants';
import { foldedWords } from '../../../common/text';
import type { AnswerModule } from './answer';
import { differenceFromParis, formatOffset, longDayIn, offsetMinutes, timeIn } from './timeFormat';
import { CITY_ZONES, COUNTRY_ALIASES, COUNTRY_ZONES } from './timeZones';

type Place = { name: string; zone: string; country: boolean; severalZones: boolean };

/** Words around the place that only ask for the time (« quelle heure est-il à », « heure locale au »). */
const FILLERS = new Set(
  'quelle quel est il l heure actuelle locale exacte maintenant actuellement a au aux en de du des d la le les y t donne moi ce c qu dans pour sur decalage horaire'.split(
    ' ',
  ),
);
const ARTICLE = /^(?:le|la|les|l) /;

let places: Map<string, Place> | undefined;
/** Folded name (and the name without its article: « caire », « paz ») → place, built at the first question. */
function placeIndex(): Map<string, Place> {
  if (places) return places;
  const index = new Map<string, Place>();
  const add = (name: string, place: Place) => {
    const key = foldedWords(name).join(' ');
    if (!index.has(key)) index.set(key, place);
    const bare = key.replace(ARTICLE, '');
    if (!index.has(bare)) index.set(bare, place);
  };
  for (const [name, zone, ...aliases] of CITY_ZONES) {
    const place = { name, zone, country: false, severalZones: false };
    for (const spelling of [name, ...aliases]) add(spelling, place);
  }
  const byCode = new Map<string, Place>();
  for (const [code, name, zone, severalZones] of COUNTRY_ZONES) {
    const place = { name, zone, country: true, severalZones: severalZones === true };
    byCode.set(code, place);
    add(name, place);
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) add(alias, byCode.get(code)!);
  places = index;
  return index;
}

const PARIS: Place = { name: 'Paris', zone: PARIS_TIME_ZONE, country: false, severalZones: false };

/** The place a time question asks about, Paris when it names none, null when it is not a time question. */
function placeOf(query: string): Place | null {
  const words = foldedWords(query);
  const asks =
    words.includes('heure') || (words[0] === 'decalage' && words[1] === 'horaire' && words.length > 2);
  if (!asks || words.length > 8) return null;
  let start = 0;
  let end = words.length;
  while (start < end && FILLERS.has(words[start]!)) start++;
  while (end > start && FILLERS.has(words[end - 1]!)) end--;
  if (start === end) return PARIS;
  // The place is at one end: « heure à Tokyo », « Tokyo heure », never inside other words (« heure de pointe »).
  if (words.slice(start, end).includes('heure')) return null;
  return placeIndex().get(words.slice(start, end).join(' ')) ?? null;
}

/** « à Tokyo », « au Caire », « aux Sables… ». */
const atCity = (name: string) => `à ${name}`.replace(/^à Le /, 'au ').replace(/^à Les /, 'aux ');

export function timeAnswer(query: string, now: Date): InstantAnswer | null {
  // Cheap guard: « heure » (or « décalage horaire ») must be there.
  if (query.length > 60 || !/heure|horaire/i.test(query)) return null;
  const place = placeOf(query);
  if (!place) return null;
  const offset = offsetMinutes(place.zone, now);
  const paris = offsetMinutes(PARIS_TIME_ZONE, now);
  const parts = [longDayIn(place.zone, now), formatOffset(offset)];
  if (place.zone !== PARIS_TIME_ZONE) parts.push(differenceFromParis(offset - paris));
  if (place.severalZones) parts.push('fuseau de la capitale, le pays en compte plusieurs');
  return {
    kind: 'time',
    question: place.country ? `Heure : ${place.name}` : `Heure ${atCity(place.name)}`,
    value: timeIn(place.zone, now),
    detail: parts.join(', '),
    asOf: now.toISOString(),
  };
}

export const time: AnswerModule = { kind: 'time', answer: (q, { now }) => timeAnswer(q, now) };
