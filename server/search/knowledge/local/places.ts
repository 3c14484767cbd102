// Every shipped place under its folded names, each name keeping its best-scored place: built once, at first use.
import type { KnowledgeEntity } from '../../../../common/knowledge';
import { foldedWords } from '../../../../common/text';
import { communeEntity, countryEntity, departementEntity, regionEntity, type Neighbours } from './entities';
import type { Records } from '../../results/local/records';

export type Place = { score: number; entity: () => KnowledgeEntity };

/**
 * Scores on the Knowledge Graph's scale, so its thresholds mean the same here: a region before the
 * country or department of the same name (Guadeloupe), a city before its department (Paris).
 */
const SCORES = { region: 1000, country: 950, departement: 850 } as const;

/** A commune of 100 inhabitants reaches the 500 of the spec; Paris about 930. */
export function communeScore(population: number): number {
  return 300 + 100 * Math.log10(population + 1);
}

/** `Saint-Denis`, `saint denis` and `SAINT DENIS` are one name. */
export function nameKey(text: string): string {
  return foldedWords(text).join(' ');
}

/** « Réunion » finds « La Réunion », « Havre » finds « Le Havre ». */
const LEADING_ARTICLE = /^(le|la|les|l) /;

export function buildPlaceIndex({ communes, departements, regions, countries }: Records): Map<string, Place> {
  const index = new Map<string, Place>();
  function add(names: string[], place: Place) {
    for (const key of names.map(nameKey)) {
      for (const variant of new Set([key, key.replace(LEADING_ARTICLE, '')])) {
        const current = index.get(variant);
        if (variant && (!current || current.score < place.score)) index.set(variant, place);
      }
    }
  }
  const around = neighbours({ communes, departements, regions, countries });
  for (const c of communes)
    add([c.nom], { score: communeScore(c.population ?? 0), entity: () => communeEntity(c, around) });
  for (const d of departements)
    add([d.nom], { score: SCORES.departement, entity: () => departementEntity(d, around) });
  for (const r of regions) add([r.nom], { score: SCORES.region, entity: () => regionEntity(r, around) });
  for (const country of countries) {
    const fr = country.translations.fra;
    if (fr) add([fr.common, fr.official], { score: SCORES.country, entity: () => countryEntity(country) });
  }
  return index;
}

function neighbours({ communes, departements, regions }: Records): Neighbours {
  const departementByCode = new Map(departements.map((d) => [d.code, d]));
  const regionByCode = new Map(regions.map((r) => [r.code, r]));
  const communeName = new Map(communes.map((c) => [c.code, c.nom]));
  const totals = { departement: new Map<string, number>(), region: new Map<string, number>() };
  for (const c of communes) {
    const add = (map: Map<string, number>, code?: string) =>
      code && map.set(code, (map.get(code) ?? 0) + (c.population ?? 0));
    add(totals.departement, c.departement);
    add(totals.region, c.region);
  }
  return {
    departement: (code) => (code ? departementByCode.get(code) : undefined),
    region: (code) => (code ? regionByCode.get(code) : undefined),
    communeName: (code) => communeName.get(code),
    departementsOf: (regionCode) => departements.filter((d) => d.region === regionCode),
    population: (kind, code) => totals[kind].get(code) ?? 0,
  };
}
