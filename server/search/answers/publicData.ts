// French public data from the shipped administrative dataset (@etalab/decoupage-administratif): the communes of
// a postal code (« 69003 », « code postal 13001 »), a département by number or name (« département 69 »,
// « département du Rhône »), a commune's INSEE code, population and postal codes (« population de Marseille »).
// A name several communes bear lists them all, most populous first: never one picked for the asker.
import type { InstantAnswer } from '../../../common/answers';
import { foldedWords, wordsKeyOf } from '../../../common/text';
import {
  readRecords,
  type CommuneRecord,
  type DepartementRecord,
  type RegionRecord,
} from '../results/local/records';
import type { AnswerModule } from './answer';

const INSEE = 'https://www.insee.fr/fr/statistiques/1405599?geo=';
const SOURCE_NAME = 'INSEE / découpage administratif';
const DATASET_URL = 'https://github.com/etalab/decoupage-administratif';
const MAX_ROWS = 20;
const FR_NUMBER = new Intl.NumberFormat('fr-FR');

type Index = {
  byPostalCode: Map<string, CommuneRecord[]>;
  byName: Map<string, CommuneRecord[]>;
  byCode: Map<string, CommuneRecord>;
  departements: Map<string, DepartementRecord>;
  departementByName: Map<string, DepartementRecord>;
  regions: Map<string, RegionRecord>;
  departementTotals: Map<string, { population: number; communes: number }>;
};

let index: Index | undefined;

/** Reads the dataset now (about a second), so that the first question once the server listens does not wait. */
export function warmPublicData(): void {
  data();
}

/** Read once, at the first question that may need it (or at `warmPublicData`). */
function data(): Index {
  if (index) return index;
  const records = readRecords();
  const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  const built: Index = {
    byPostalCode: new Map(),
    byName: new Map(),
    byCode: new Map(),
    departements: new Map(records.departements.map((d) => [d.code, d])),
    departementByName: new Map(),
    regions: new Map(records.regions.map((r) => [r.code, r])),
    departementTotals: new Map(),
  };
  for (const commune of records.communes) {
    built.byCode.set(commune.code, commune);
    push(built.byName, wordsKeyOf(commune.nom), commune);
    for (const postalCode of commune.codesPostaux ?? []) push(built.byPostalCode, postalCode, commune);
    const totals = built.departementTotals.get(commune.departement!) ?? { population: 0, communes: 0 };
    totals.population += commune.population ?? 0;
    totals.communes += 1;
    built.departementTotals.set(commune.departement!, totals);
  }
  const byPopulation = (a: CommuneRecord, b: CommuneRecord) => (b.population ?? 0) - (a.population ?? 0);
  for (const list of [...built.byName.values(), ...built.byPostalCode.values()]) list.sort(byPopulation);
  for (const dep of records.departements) {
    const key = wordsKeyOf(dep.nom);
    built.departementByName.set(key, dep);
    built.departementByName.set(key.replace(/^(?:la|le|les|l) /, ''), dep);
  }
  index = built;
  return built;
}

const depLabel = (dep: DepartementRecord | undefined, code: string) =>
  dep ? `${dep.nom} (${dep.code})` : code;
const inhabitants = (commune: CommuneRecord) =>
  commune.population === undefined ? 'inconnue' : `${FR_NUMBER.format(commune.population)} habitants`;

/** Paris, Lyon and Marseille have one postal code per arrondissement: « 69003 » is Lyon's 3rd. */
function arrondissementOf(commune: CommuneRecord, postalCode: string): string | null {
  const n =
    commune.code === '75056'
      ? postalCode === '75116'
        ? 16
        : Number(postalCode.slice(3))
      : commune.code === '69123' || commune.code === '13055'
        ? Number(postalCode.slice(3))
        : 0;
  return n ? `${n}${n === 1 ? 'er' : 'e'} arrondissement` : null;
}

// Postal codes: « 69003 », « code postal 13001 », « cp 75015 », « 20000 code postal ».
const POSTAL = /^(?:(?:le )?code postal |cp )?(\d{5})(?: code postal)?$/;

function postalCodeAnswer(postalCode: string): InstantAnswer | null {
  const { byPostalCode, departements } = data();
  const communes = byPostalCode.get(postalCode);
  if (!communes) return null;
  const names = communes.map((c) => {
    const arrondissement = arrondissementOf(c, postalCode);
    return arrondissement ? `${c.nom} (${arrondissement})` : c.nom;
  });
  const shown = communes.slice(0, MAX_ROWS);
  const rows = shown.map((c, i) => ({
    label: names[i]!,
    value: depLabel(departements.get(c.departement!), c.departement!),
  }));
  if (communes.length > MAX_ROWS)
    rows.push({ label: `… et ${communes.length - MAX_ROWS} autres communes`, value: '…' });
  return {
    kind: 'postal-code',
    question: `Code postal ${postalCode}`,
    value: communes.length === 1 ? names[0]! : `${communes.length} communes`,
    rows,
    source: { name: SOURCE_NAME, url: DATASET_URL },
  };
}

/** Words that only ask which département (« quel département porte le numéro »), and the articles of its name. */
const DEPARTEMENT_WORDS = new Set(['departement', 'dept', 'dep']);
const DEPARTEMENT_FILLERS = new Set(
  'departement dept dep numero num no n quel quelle est le la les l du de des d c en ce qui a porte code pour'.split(
    ' ',
  ),
);

function departementOf(words: string[]): DepartementRecord | undefined {
  let start = 0;
  let end = words.length;
  while (start < end && DEPARTEMENT_FILLERS.has(words[start]!)) start++;
  while (end > start && DEPARTEMENT_FILLERS.has(words[end - 1]!)) end--;
  if (start === end || words.slice(start, end).some((w) => DEPARTEMENT_WORDS.has(w))) return undefined;
  const rest = words.slice(start, end).join(' ');
  const { departements, departementByName } = data();
  if (/^\d{1,3}$|^2[ab]$/.test(rest))
    return departements.get(rest.length === 1 ? `0${rest}` : rest.toUpperCase());
  return departementByName.get(rest);
}

function departementAnswer(dep: DepartementRecord): InstantAnswer {
  const { regions, byCode, departementTotals } = data();
  const region = regions.get(dep.region);
  const prefecture = byCode.get(dep.chefLieu)?.nom;
  const totals = departementTotals.get(dep.code);
  const rows = [
    { label: 'Numéro', value: dep.code },
    ...(region ? [{ label: 'Région', value: region.nom }] : []),
    ...(prefecture ? [{ label: 'Préfecture', value: prefecture }] : []),
    ...(totals?.population
      ? [{ label: 'Population', value: `${FR_NUMBER.format(totals.population)} habitants` }]
      : []),
    ...(totals ? [{ label: 'Communes', value: FR_NUMBER.format(totals.communes) }] : []),
  ];
  return {
    kind: 'departement',
    question: `Département ${dep.code}`,
    value: `${dep.nom} (${dep.code})`,
    detail:
      [region?.nom, prefecture ? `préfecture : ${prefecture}` : undefined].filter(Boolean).join(', ') ||
      undefined,
    rows,
    source: { name: SOURCE_NAME, url: `${INSEE}DEP-${dep.code}` },
  };
}

type Field = 'insee' | 'population' | 'postal';
/** How a question about a commune begins or ends, and what it asks. */
const COMMUNE_LEADS: [string[], Field][] = [
  [['code', 'insee'], 'insee'],
  [['code', 'commune'], 'insee'],
  [['numero', 'insee'], 'insee'],
  [['population'], 'population'],
  [['nombre', 'd', 'habitants'], 'population'],
  [['nombre', 'habitants'], 'population'],
  [['combien', 'd', 'habitants'], 'population'],
  [['combien', 'y', 'a', 't', 'il', 'd', 'habitants'], 'population'],
  [['habitants'], 'population'],
  [['code', 'postal'], 'postal'],
  [['codes', 'postaux'], 'postal'],
  [['cp'], 'postal'],
];
/** « du Mans » is « de Le Mans », « des Sables » « de Les Sables ». */
const PREPOSITIONS: Record<string, string[]> = {
  de: [],
  d: [],
  a: [],
  en: [],
  pour: [],
  du: ['le'],
  des: ['les'],
  au: ['le'],
  aux: ['les'],
};

function communeQuestion(words: string[]): { communes: CommuneRecord[]; field: Field } | null {
  for (const [lead, field] of COMMUNE_LEADS) {
    let rest: string[] | null = null;
    if (lead.every((w, i) => words[i] === w)) rest = words.slice(lead.length);
    else if (lead.every((w, i) => words[words.length - lead.length + i] === w))
      rest = words.slice(0, -lead.length);
    if (!rest || rest.length === 0) continue;
    const communes = communesNamed(rest);
    return communes ? { communes, field } : null;
  }
  return null;
}

function communesNamed(words: string[]): CommuneRecord[] | null {
  const { byName } = data();
  const article = Object.hasOwn(PREPOSITIONS, words[0]!) ? PREPOSITIONS[words[0]!] : undefined;
  const candidates = article ? [[...article, ...words.slice(1)], words.slice(1), words] : [words];
  for (const name of candidates) {
    const found = byName.get(name.join(' '));
    if (found) return found;
    // « Valence 26 »: a homonym told apart by its département's number.
    const last = name.at(-1)!;
    if (/^\d{2,3}$|^2[ab]$/.test(last)) {
      const within = byName
        .get(name.slice(0, -1).join(' '))
        ?.filter((c) => c.departement === last.toUpperCase());
      if (within?.length) return within;
    }
  }
  return null;
}

function fieldValue(commune: CommuneRecord, field: Field): string {
  if (field === 'insee') return commune.code;
  if (field === 'population') return inhabitants(commune);
  const codes = commune.codesPostaux ?? [];
  return codes.length > 5 ? `${codes.length} codes postaux` : codes.join(', ') || 'inconnu';
}

function communeAnswer(communes: CommuneRecord[], field: Field): InstantAnswer {
  const { departements, regions } = data();
  const depOf = (c: CommuneRecord) => depLabel(departements.get(c.departement!), c.departement!);
  if (communes.length > 1) {
    const rows = communes
      .slice(0, MAX_ROWS)
      .map((c) => ({ label: `${c.nom}, ${depOf(c)}`, value: fieldValue(c, field) }));
    return {
      kind: 'commune',
      question: communes[0]!.nom,
      value: `${communes.length} communes portent ce nom`,
      detail: 'Le numéro du département après le nom n’en garde qu’une (« Valence 26 »)',
      rows,
      source: { name: SOURCE_NAME, url: DATASET_URL },
    };
  }
  const commune = communes[0]!;
  const region = regions.get(commune.region ?? '');
  const codes = commune.codesPostaux ?? [];
  const rows = [
    { label: 'Code INSEE', value: commune.code },
    { label: 'Population', value: inhabitants(commune) },
    { label: 'Département', value: depOf(commune) },
    ...(region ? [{ label: 'Région', value: region.nom }] : []),
    ...(codes.length
      ? [{ label: codes.length > 1 ? 'Codes postaux' : 'Code postal', value: codes.join(', ') }]
      : []),
  ];
  return {
    kind: 'commune',
    question: `${commune.nom}, ${depOf(commune)}`,
    value: fieldValue(commune, field),
    detail: field === 'population' ? 'Population légale (INSEE)' : undefined,
    rows,
    source: { name: SOURCE_NAME, url: `${INSEE}COM-${commune.code}` },
  };
}

// Cheap guard: a five-digit code or a word of the questions above, before any folding.
const GUARD = /\b\d{5}\b|d[ée]p|code|insee|postal|postaux|population|habitants|\bcp\b/i;

export function publicDataAnswer(query: string): InstantAnswer | null {
  if (query.length > 80 || !GUARD.test(query)) return null;
  const words = foldedWords(query);
  if (words.length === 0 || words.length > 10) return null;
  const postal = POSTAL.exec(words.join(' '));
  if (postal) return postalCodeAnswer(postal[1]!);
  if (words.some((w) => DEPARTEMENT_WORDS.has(w))) {
    const dep = departementOf(words);
    return dep ? departementAnswer(dep) : null;
  }
  const question = communeQuestion(words);
  return question ? communeAnswer(question.communes, question.field) : null;
}

export const publicData: AnswerModule = { kind: 'commune', answer: (q) => publicDataAnswer(q) };
