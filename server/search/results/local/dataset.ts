// The data set the local index ships with: French communes, departments and regions
// (@etalab/decoupage-administratif), the world's countries in French (world-countries) and our
// own list of well-known sites and monuments (sites.ts).
import { readRecords } from './records';
import { SITES } from './sites';
import type { NewSearchPage } from './store';

/** Bumped when the pages built from the data change, so existing installs re-import them. */
export const DATASET_VERSION = 'etalab-6.0.0+world-countries-5.1.0+sites-3+v4';
export const DATASET_SOURCES = ['commune', 'departement', 'region', 'pays', 'site'] as const;

const FR_NUMBER = new Intl.NumberFormat('fr-FR');
const INSEE = 'https://www.insee.fr/fr/statistiques/1405599?geo=';

/** "du Rhône", "de la Gironde", "des Landes", "de l'Ain" from INSEE's article code (TNCC). */
function ofName(name: string, typeLiaison: number): string {
  switch (typeLiaison) {
    case 1:
      return `d’${name}`;
    case 2:
      return `du ${name.replace(/^Le /, '')}`;
    case 3:
      return `de la ${name.replace(/^La /, '')}`;
    case 4:
    case 6:
      return `des ${name.replace(/^(Les|Aux) /, '')}`;
    case 5:
      return `de l’${name.replace(/^L'/, '')}`;
    default:
      return `de ${name}`;
  }
}

/** Every code is written out: "code postal 75011" must find Paris. */
function postalCodes(codes: string[]): string {
  return codes.length === 1 ? ` Code postal : ${codes[0]}.` : ` Codes postaux : ${codes.join(', ')}.`;
}

/** Above a region: the page of a site is what its name is searched for. */
const SITE_BOOST = 1.2;

/** The pages of the shipped data: regions, departments, countries, then communes. */
export function buildDataset(): NewSearchPage[] {
  const { communes, departements, regions, countries } = readRecords();

  const regionByCode = new Map(regions.map((r) => [r.code, r]));
  const departementByCode = new Map(departements.map((d) => [d.code, d]));
  const communeName = new Map(communes.map((c) => [c.code, c.nom]));

  const communePages = communes.map((c): NewSearchPage => {
    const dep = departementByCode.get(c.departement!);
    const region = c.region ? regionByCode.get(c.region) : undefined;
    const depText = dep
      ? `département ${ofName(dep.nom, dep.typeLiaison)} (${dep.code})`
      : `département ${c.departement}`;
    const population = c.population ? ` Elle compte ${FR_NUMBER.format(c.population)} habitants.` : '';
    const postal = c.codesPostaux?.length ? postalCodes(c.codesPostaux) : '';
    return {
      url: `${INSEE}COM-${c.code}`,
      title: `${c.nom} (${c.departement}) – commune ${dep ? ofName(dep.nom, dep.typeLiaison) : ''}`.trim(),
      body: `${c.nom} est une commune française du ${depText}${region ? `, en région ${region.nom}` : ''}.${population}${postal} Code INSEE : ${c.code}.`,
      source: 'commune',
      boost: Math.log10((c.population ?? 0) + 1) / 7,
    };
  });

  const departementPages = departements.map((d): NewSearchPage => {
    const region = regionByCode.get(d.region);
    const prefecture = communeName.get(d.chefLieu);
    return {
      url: `${INSEE}DEP-${d.code}`,
      title: `${d.nom} (${d.code}) – département français`,
      body: `Le département ${ofName(d.nom, d.typeLiaison)} porte le numéro ${d.code}${region ? ` et fait partie de la région ${region.nom}` : ''}.${prefecture ? ` Préfecture : ${prefecture}.` : ''}`,
      source: 'departement',
      // Just under Paris, so the city comes before the department of the same name.
      boost: 0.85,
    };
  });

  const regionPages = regions.map((r): NewSearchPage => {
    const deps = departements.filter((d) => d.region === r.code).map((d) => `${d.nom} (${d.code})`);
    const capital = communeName.get(r.chefLieu);
    return {
      url: `${INSEE}REG-${r.code}`,
      title: `${r.nom} – région française`,
      body: `${r.nom} est une région française.${capital ? ` Chef-lieu : ${capital}.` : ''} Départements : ${deps.join(', ')}.`,
      source: 'region',
      boost: 1.1,
    };
  });

  const countryPages = countries
    .filter((c) => c.translations.fra)
    .map((c): NewSearchPage => {
      const fr = c.translations.fra!;
      const capital = c.capital?.length ? ` Capitale : ${c.capital.join(', ')}.` : '';
      const continent = CONTINENTS[c.region] ? ` Pays ${CONTINENTS[c.region]}.` : '';
      const tld = c.tld?.length ? ` Domaine internet : ${c.tld.join(', ')}.` : '';
      return {
        url: `https://fr.wikipedia.org/wiki/${encodeURIComponent(fr.common.replaceAll(' ', '_'))}`,
        title: `${fr.common} – ${fr.official}`,
        body: `${fr.common} (${fr.official}).${continent}${capital}${tld} Code ISO : ${c.cca2}.`,
        image_url: `/flags/4x3/${c.cca2.toLowerCase()}.svg`,
        source: 'pays',
        boost: 1,
      };
    });

  const sitePages = SITES.map((s): NewSearchPage => ({
    url: s.url,
    title: `${s.name} – ${s.what}`,
    body: `${s.about} ${s.article ? 'Article de Wikipédia' : `Site officiel : ${new URL(s.url).host}`}.`,
    source: 'site',
    boost: SITE_BOOST,
  }));

  return [...sitePages, ...regionPages, ...departementPages, ...countryPages, ...communePages];
}

const CONTINENTS: Record<string, string> = {
  Africa: 'd’Afrique',
  Americas: 'des Amériques',
  Antarctic: 'de l’Antarctique',
  Asia: 'd’Asie',
  Europe: 'd’Europe',
  Oceania: 'd’Océanie',
};
