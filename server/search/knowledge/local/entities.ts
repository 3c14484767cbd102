// The card of a commune, a department, a region or a country, from the shipped records.
import type { KnowledgeEntity } from '../../../../common/knowledge';
import { codeList, inhabitants, squareKilometres } from './format';
import type {
  CommuneRecord,
  CountryRecord,
  DepartementRecord,
  RegionRecord,
} from '../../results/local/records';

/** What a card needs to know beyond its own record. */
export type Neighbours = {
  departement(code: string | undefined): DepartementRecord | undefined;
  region(code: string | undefined): RegionRecord | undefined;
  communeName(code: string): string | undefined;
  departementsOf(regionCode: string): DepartementRecord[];
  /** Sum of the communes' populations, by department and by region code. */
  population(kind: 'departement' | 'region', code: string): number;
};

type Fact = KnowledgeEntity['facts'][number];

const MAX_LISTED_DEPARTEMENTS = 6;
const INSEE_PAGE = 'https://www.insee.fr/fr/statistiques/1405599?geo=';
const ADMINISTRATIVE_SOURCE = {
  name: 'Découpage administratif (INSEE, Etalab)',
  url: 'https://github.com/etalab/decoupage-administratif',
  licence: { name: 'Licence Ouverte 2.0', url: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/' },
};
const COUNTRIES_SOURCE = {
  name: 'world-countries',
  url: 'https://github.com/mledoze/countries',
  licence: { name: 'ODbL 1.0', url: 'https://opendatacommons.org/licenses/odbl/1-0/' },
};
const CONTINENT_NAMES: Record<string, string> = {
  Africa: 'Afrique',
  Americas: 'Amériques',
  Antarctic: 'Antarctique',
  Asia: 'Asie',
  Europe: 'Europe',
  Oceania: 'Océanie',
};

/** Facts without a value are left out rather than shown empty. */
function facts(...entries: Array<[label: string, value: string | undefined]>): Fact[] {
  return entries
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([label, value]) => ({ label, value }));
}

function inseeLink(geo: string) {
  return [{ label: 'Fiche INSEE', url: `${INSEE_PAGE}${geo}` }];
}

function populationFact(population: number): string | undefined {
  return population > 0 ? inhabitants(population) : undefined;
}

export function communeEntity(commune: CommuneRecord, around: Neighbours): KnowledgeEntity {
  const dep = around.departement(commune.departement);
  const region = around.region(commune.region);
  const codes = commune.codesPostaux ?? [];
  return {
    name: commune.nom,
    type: 'Commune française',
    description: `${commune.nom} est une commune française${region ? ` en région ${region.nom}` : ''}.`,
    facts: facts(
      ['Population', populationFact(commune.population ?? 0)],
      ['Département', dep && `${dep.nom} (${dep.code})`],
      ['Région', region?.nom],
      [codes.length > 1 ? 'Codes postaux' : 'Code postal', codeList(codes)],
      ['Code INSEE', commune.code],
    ),
    links: inseeLink(`COM-${commune.code}`),
    source: ADMINISTRATIVE_SOURCE,
  };
}

export function departementEntity(dep: DepartementRecord, around: Neighbours): KnowledgeEntity {
  const region = around.region(dep.region);
  return {
    name: dep.nom,
    type: dep.zone === 'com' ? 'Collectivité française d’outre-mer' : 'Département français',
    description: `Département français numéro ${dep.code}${region ? `, en région ${region.nom}` : ''}.`,
    facts: facts(
      ['Numéro', dep.code],
      ['Région', region?.nom],
      ['Préfecture', around.communeName(dep.chefLieu)],
      ['Population', populationFact(around.population('departement', dep.code))],
    ),
    links: inseeLink(`DEP-${dep.code}`),
    source: ADMINISTRATIVE_SOURCE,
  };
}

const REGION_TYPES = {
  metro: 'Région française',
  drom: 'Région française d’outre-mer',
  com: 'Territoire français d’outre-mer',
} as const;

export function regionEntity(region: RegionRecord, around: Neighbours): KnowledgeEntity {
  const deps = around.departementsOf(region.code);
  return {
    name: region.nom,
    type: REGION_TYPES[region.zone],
    description:
      region.zone === 'metro'
        ? `Région française de ${deps.length} départements.`
        : `${REGION_TYPES[region.zone]}.`,
    facts: facts(
      ['Chef-lieu', around.communeName(region.chefLieu)],
      ['Population', populationFact(around.population('region', region.code))],
      // A longer list would make the card taller than its room; the description gives the count.
      [
        'Départements',
        deps.length > 1 && deps.length <= MAX_LISTED_DEPARTEMENTS
          ? deps.map((d) => `${d.nom} (${d.code})`).join(', ')
          : undefined,
      ],
    ),
    links: inseeLink(`REG-${region.code}`),
    source: ADMINISTRATIVE_SOURCE,
  };
}

export function countryEntity(country: CountryRecord): KnowledgeEntity {
  const fr = country.translations.fra!;
  return {
    name: fr.common,
    type: 'Pays',
    description: fr.official === fr.common ? '' : `Nom officiel : ${fr.official}.`,
    image: { url: `/flags/4x3/${country.cca2.toLowerCase()}.svg`, alt: `Drapeau : ${fr.common}` },
    facts: facts(
      ['Capitale', country.capital?.join(', ')],
      ['Continent', CONTINENT_NAMES[country.region]],
      ['Superficie', country.area && country.area > 0 ? squareKilometres(country.area) : undefined],
      ['Domaine internet', country.tld?.join(', ')],
      ['Code ISO', country.cca2],
    ),
    // The article the local index links to for this country.
    links: [
      {
        label: 'Wikipédia',
        url: `https://fr.wikipedia.org/wiki/${encodeURIComponent(fr.common.replaceAll(' ', '_'))}`,
      },
    ],
    source: COUNTRIES_SOURCE,
  };
}
