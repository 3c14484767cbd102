// The names of the shipped data set as suggestions, each with its size, on first start and again when they change.
import type { DatabaseHandle } from '../../platform/db/database';
import { readMeta, writeMeta } from '../../platform/db/meta';
import { DATASET_VERSION } from '../results/local/dataset';
import { readRecords } from '../results/local/records';
import { SITES } from '../results/local/sites';
import { replaceDatasetTerms, type DatasetTerm } from './store';

/** The names and sizes below, and the prefix table's keys: bumped when they change, so installs rewrite them. */
export const SUGGEST_TERMS_VERSION = `${DATASET_VERSION}+suggest-words-sizes-1`;

/** Sizes are log10 of a population: a well-known site weighs as a city of 200,000 (under Bordeaux and Montpellier,
 * over Saint-Étienne); a foreign country, whose population the data lacks, as a city of 100,000. */
const SITE_SIZE = Math.log10(200_000);
const COUNTRY_SIZE = Math.log10(100_000);
const sizeOf = (population: number) => Math.log10(population + 1);

/** Communes, départements and régions by their population, countries and sites at their fixed sizes. */
export function datasetSuggestions(): DatasetTerm[] {
  const { communes, departements, regions, countries } = readRecords();
  const byDepartement = new Map<string, number>();
  const byRegion = new Map<string, number>();
  for (const c of communes) {
    const people = c.population ?? 0;
    byDepartement.set(c.departement!, (byDepartement.get(c.departement!) ?? 0) + people);
    if (c.region) byRegion.set(c.region, (byRegion.get(c.region) ?? 0) + people);
  }
  return [
    ...communes.map((c) => ({ label: c.nom, weight: sizeOf(c.population ?? 0) })),
    ...departements.map((d) => ({ label: d.nom, weight: sizeOf(byDepartement.get(d.code) ?? 0) })),
    ...regions.map((r) => ({ label: r.nom, weight: sizeOf(byRegion.get(r.code) ?? 0) })),
    ...countries.flatMap((c) =>
      c.translations.fra ? [{ label: c.translations.fra.common, weight: COUNTRY_SIZE }] : [],
    ),
    ...SITES.map((s) => ({ label: s.name, weight: SITE_SIZE })),
  ];
}

export async function ensureSuggestTerms(handle: DatabaseHandle): Promise<void> {
  if ((await readMeta(handle, 'suggest_dataset')) === SUGGEST_TERMS_VERSION) return;
  await replaceDatasetTerms(handle, datasetSuggestions());
  await writeMeta(handle, 'suggest_dataset', SUGGEST_TERMS_VERSION);
}
