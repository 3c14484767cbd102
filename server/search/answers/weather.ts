// « météo Lyon », « météo à Paris », « temps à Marseille demain »: Open-Meteo's forecast at the commune's centre.
// A name several communes bear is the most populous one; a name that is no commune gives no card.
import type { InstantAnswer } from '../../../common/answers';
import { foldedWords, wordsKeyOf } from '../../../common/text';
import { readRecords, type CommuneRecord } from '../results/local/records';
import type { AnswerModule } from './answer';
import { WMO_WORDS, type Forecast, type Point } from './openMeteo';

const LEADS = [
  ['previsions', 'meteo'],
  ['prevision', 'meteo'],
  ['la', 'meteo'],
  ['meteo'],
  ['quel', 'temps', 'fait', 'il'],
  ['quel', 'temps', 'fera', 't', 'il'],
  ['quel', 'temps'],
  // « temps » alone asks many things (« temps de cuisson »): only with a place after a preposition.
  ['temps'],
];
/** « au Mans » is « à Le Mans », « aux Sables » « à Les Sables ». */
const PREPOSITIONS: Record<string, string[]> = {
  a: [],
  de: [],
  en: [],
  pour: [],
  sur: [],
  au: ['le'],
  du: ['le'],
  aux: ['les'],
  des: ['les'],
};
const SOURCE = { name: 'Open-Meteo (CC BY 4.0)', url: 'https://open-meteo.com/' };

export type WeatherQuestion = { commune: CommuneRecord; tomorrow: boolean };

let communesByName: Map<string, CommuneRecord> | undefined;

/** Made once the server listens, so that the first « météo … » does not wait for it (it takes a second). */
export function warmCommuneNames(): void {
  communeNamed('');
}

/** Each commune's name (as folded words) to the most populous commune of that name. */
function communeNamed(key: string): CommuneRecord | undefined {
  if (!communesByName) {
    communesByName = new Map();
    for (const commune of readRecords().communes) {
      const name = wordsKeyOf(commune.nom);
      const known = communesByName.get(name);
      if (!known || (commune.population ?? 0) > (known.population ?? 0)) communesByName.set(name, commune);
    }
  }
  return communesByName.get(key);
}

/** Every query is read: one test of the raw text passes over those that ask nothing of the weather. */
const MAY_ASK_THE_WEATHER = /m[eé]t[eé]o|temps/i;

export function readWeatherQuestion(q: string): WeatherQuestion | null {
  if (!MAY_ASK_THE_WEATHER.test(q)) return null;
  let words = foldedWords(q);
  if (words.length < 2 || words.length > 12) return null;
  let tomorrow = false;
  if (words.at(-1) === 'demain') {
    tomorrow = true;
    words = words.slice(0, -1);
  } else if (words.slice(-2).join(' ') === 'aujourd hui') words = words.slice(0, -2);
  // « Lyon météo »
  if (words.at(-1) === 'meteo' && words.length > 1) return named(words.slice(0, -1), [], tomorrow);
  const lead = LEADS.find((l) => l.every((word, i) => words[i] === word));
  if (!lead) return null;
  const rest = words.slice(lead.length);
  const article = PREPOSITIONS[rest[0] ?? ''];
  if (article) return named(rest.slice(1), article, tomorrow);
  return lead[0] === 'temps' ? null : named(rest, [], tomorrow);
}

function named(words: string[], article: string[], tomorrow: boolean): WeatherQuestion | null {
  if (words.length === 0) return null;
  const commune = communeNamed([...article, ...words].join(' ')) ?? communeNamed(words.join(' '));
  return commune ? { commune, tomorrow } : null;
}

const degrees = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${(Math.round(value) || 0).toString().replace('-', '−')} °C`;
const conditions = (code: number | null | undefined) =>
  code === null || code === undefined ? undefined : WMO_WORDS[code];
/** « dimanche 29 novembre », « mardi 1er décembre ». */
const dayName = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`)
    .toLocaleDateString('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
    .replace(/ 1 /, ' 1er ');

/** « 2026-11-28T04:00 » with the place's offset: the forecast's own time. */
function asOfOf({ current, utc_offset_seconds: offset }: Forecast): string {
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset) / 60;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${current.time}${sign}${hh}:${mm}`;
}

export function weatherAnswer(
  { commune, tomorrow }: WeatherQuestion,
  forecast: Forecast,
): InstantAnswer | null {
  const { current, daily } = forecast;
  const day = tomorrow ? 1 : 0;
  if (daily.time.length <= day) return null;
  const place = commune.departement ? `${commune.nom} (${commune.departement})` : commune.nom;
  const span = (i: number) =>
    `min. ${degrees(daily.temperature_2m_min[i])}, max. ${degrees(daily.temperature_2m_max[i])}`;
  const words = (code: number | null | undefined) => conditions(code) ?? 'Conditions inconnues';
  const rows = daily.time.slice(day + 1).map((date, index) => {
    const i = day + 1 + index;
    return { label: dayName(date), value: `${words(daily.weather_code[i])} · ${span(i)}` };
  });
  return {
    kind: 'weather',
    question: tomorrow ? `Météo à ${place} demain` : `Météo à ${place}`,
    value: tomorrow
      ? `${words(daily.weather_code[1])}, ${degrees(daily.temperature_2m_max[1])}`
      : `${degrees(current.temperature_2m)}, ${words(current.weather_code).toLowerCase()}`,
    detail: `${tomorrow ? `Demain, ${dayName(daily.time[1]!)}` : 'Aujourd’hui'} : ${span(day)}`,
    ...(rows.length > 0 && { rows }),
    source: SOURCE,
    asOf: asOfOf(forecast),
  };
}

type Reader<K, T> = { read(key: K): T | null | Promise<T | null> };

export function createWeatherAnswer({
  centres,
  forecasts,
}: {
  centres: Reader<string, Point>;
  forecasts: Reader<Point, Forecast>;
}): AnswerModule {
  async function forecastFor(question: WeatherQuestion): Promise<InstantAnswer | null> {
    const centre = await centres.read(question.commune.code);
    const forecast = centre && (await forecasts.read(centre));
    return forecast ? weatherAnswer(question, forecast) : null;
  }
  return {
    kind: 'weather',
    // Null at once for every other query: only a question about the weather waits for the network.
    answer(q) {
      const question = readWeatherQuestion(q);
      return question && forecastFor(question);
    },
  };
}
