// The package data the local index and the knowledge card are built from: communes, departments and
// regions (@etalab/decoupage-administratif) and the world's countries in French (world-countries).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ETALAB = '@etalab/decoupage-administratif/data';

type Zone = 'metro' | 'drom' | 'com';
export type CommuneRecord = {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  region?: string;
  population?: number;
  codesPostaux?: string[];
};
export type DepartementRecord = {
  code: string;
  nom: string;
  region: string;
  chefLieu: string;
  zone: Zone;
  /** INSEE's article code (TNCC): "du Rhône", "de la Gironde"… */
  typeLiaison: number;
};
export type RegionRecord = { code: string; nom: string; chefLieu: string; zone: Zone };
export type CountryRecord = {
  cca2: string;
  name: { common: string };
  translations: { fra?: { common: string; official: string } };
  capital?: string[];
  region: string;
  subregion?: string;
  area?: number;
  tld?: string[];
};

export type Records = {
  communes: CommuneRecord[];
  departements: DepartementRecord[];
  regions: RegionRecord[];
  countries: CountryRecord[];
};

/** The communes of today: merged and delegated ones keep their old names, but are no longer communes of their own. */
export function readRecords(): Records {
  const communes: CommuneRecord[] = require(`${ETALAB}/communes.json`);
  return {
    communes: communes.filter((c) => c.type === 'commune-actuelle' && c.departement),
    departements: require(`${ETALAB}/departements.json`),
    regions: require(`${ETALAB}/regions.json`),
    countries: require('world-countries/countries.json'),
  };
}
