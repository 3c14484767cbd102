// The words of /licences: the product's own licence and the source of every data set and word list it ships,
// with the attribution each licence asks for (the same list as NOTICE, which a test keeps in step).

export type LicensedSource = {
  /** The npm package it ships in, as NOTICE names it. */
  package: string;
  /** What the product uses it for, in a few words. */
  use: string;
  /** Its authors and origin, as the licence asks them named. */
  credit: string;
  url: string;
  licence: { name: string; url: string };
  /** What else the licence asks of us, said to the reader. */
  note?: string;
};

export const LICENCE_WORDS = {
  title: 'Sources et licences',
  intro:
    'Ce portail est un logiciel libre. Il s’appuie sur des données publiques et des listes ouvertes, dont voici les sources et les licences.',
  codeTitle: 'Le logiciel',
  code: 'Le logiciel du portail est distribué sous la licence GNU Affero General Public License, version 3 ou ultérieure (AGPL-3.0-or-later) : vous pouvez l’étudier, le modifier et le redistribuer sous les mêmes conditions.',
  sourceAt: 'Code source de la version en service :',
  sourceOnRequest:
    'Le code source de la version en service est disponible auprès de l’exploitant de ce service, sur simple demande.',
  agplName: 'GNU AGPL v3',
  agplUrl: 'https://www.gnu.org/licenses/agpl-3.0.html',
  dataTitle: 'Les données et listes embarquées',
  licenceLabel: 'Licence :',
  webTitle: 'Les contenus repris du web',
  web: 'Les extraits et images de Wikipédia et de Wikimedia Commons sont repris sous licence CC BY-SA 4.0, ou sous celle que chaque fichier indique : chaque résultat qui en provient nomme sa source et sa licence.',
} as const;

export const LICENSED_SOURCES: readonly LicensedSource[] = [
  {
    package: '@etalab/decoupage-administratif',
    use: 'Communes, départements et régions de l’index local et de la fiche de connaissance',
    credit:
      'Découpage administratif d’Etalab (data.gouv.fr), d’après l’INSEE (code officiel géographique, populations légales), La Poste (base officielle des codes postaux) et la DGCL',
    url: 'https://github.com/datagouv/decoupage-administratif',
    licence: { name: 'Licence Ouverte 2.0', url: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence' },
  },
  {
    package: 'world-countries',
    use: 'Pays de l’index local',
    credit: 'world-countries, de Mohammed Le Doze et ses contributeurs',
    url: 'https://github.com/mledoze/countries',
    licence: {
      name: 'Open Database License (ODbL) 1.0',
      url: 'https://opendatacommons.org/licenses/odbl/1-0/',
    },
    note: 'Les pages de pays de l’index local en sont une base de données dérivée, mise à disposition elle aussi sous ODbL 1.0.',
  },
  {
    package: 'flag-icons',
    use: 'Drapeaux de l’onglet Images',
    credit: 'flag-icons, de Panayiotis Lipiridis',
    url: 'https://github.com/lipis/flag-icons',
    licence: { name: 'MIT', url: 'https://opensource.org/license/mit' },
  },
  {
    package: 'naughty-words',
    use: 'Mots jamais proposés en suggestion',
    credit: 'List of Dirty, Naughty, Obscene, and Otherwise Bad Words, de Shutterstock et ses contributeurs',
    url: 'https://github.com/LDNOOBW/List-of-Dirty-Naughty-Obscene-and-Otherwise-Bad-Words',
    licence: { name: 'Creative Commons BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/deed.fr' },
  },
  {
    package: 'french-badwords-list',
    use: 'Mots jamais proposés en suggestion',
    credit: 'french-badwords-list, de Christophe Roger',
    url: 'https://github.com/darwiin/french-badwords-list',
    licence: { name: 'MIT', url: 'https://opensource.org/license/mit' },
  },
];
