// A large local index for benchmarks: realistic French pages about real communes, the same for a given seed.
import { readRecords, type CommuneRecord, type DepartementRecord } from './records';
import type { NewSearchPage } from './store';
import { seededRandom } from '../../../../common/seededRandom';

export const GENERATED_SOURCE = 'generated';

/** Generated pages are dated over these years, so sorting by date has something to sort. */
const FIRST_DATE_MS = Date.UTC(2015, 0, 1);
const LAST_DATE_MS = Date.UTC(2026, 10, 1);

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

type Place = { commune: CommuneRecord; departement: DepartementRecord; regionName: string };

const STREETS = [
  'de la République',
  'Victor Hugo',
  'Jean Jaurès',
  'de la Gare',
  'du Général de Gaulle',
  'Pasteur',
  'de l’Église',
  'des Écoles',
  'du Moulin',
  'Nationale',
  'de la Mairie',
  'Saint-Martin',
  'des Lilas',
  'du Château',
  'Gambetta',
];
const SAINTS = ['Pierre', 'Martin', 'Jean', 'Nicolas', 'Étienne', 'Michel', 'Laurent', 'Germain', 'Denis'];
const DISHES = [
  'des crêpes de froment',
  'du bœuf bourguignon',
  'de la blanquette de veau',
  'de la tarte aux pommes',
  'de la ratatouille',
  'de la quiche lorraine',
  'du gratin dauphinois',
  'du pot-au-feu',
  'des moules marinières',
  'de la galette des rois',
];
const JOBS = [
  'infirmier',
  'boulanger',
  'développeur web',
  'comptable',
  'aide-soignante',
  'chauffeur livreur',
  'professeur des écoles',
  'électricien',
  'serveur',
];
const SPORTS = ['football', 'rugby', 'tennis', 'basket', 'natation', 'judo', 'handball', 'cyclisme'];
const EVENTS = [
  'la fête de la musique',
  'le marché de Noël',
  'le chantier de la place',
  'le festival d’été',
  'la fermeture de la piscine',
  'le conseil municipal',
  'la brocante annuelle',
  'le vide-greniers',
];
const SHOPS = ['boulangerie', 'pharmacie', 'librairie', 'boucherie', 'fleuriste', 'garage', 'coiffeur'];

/** One page of a kind: its path, title and text. */
type Kind = (place: Place, random: Random) => { path: string; title: string; text: string };

/** "de Lyon", "d’Anor", "du Mans", "des Ulis". */
const of = (name: string) =>
  /^Les? /.test(name)
    ? name.replace(/^Le /, 'du ').replace(/^Les /, 'des ')
    : /^[aeiouyéèêâîôh]/i.test(name)
      ? `d’${name}`
      : `de ${name}`;
/** "à Lyon", "au Mans", "aux Ulis". */
const at = (name: string) =>
  /^Les? /.test(name) ? name.replace(/^Le /, 'au ').replace(/^Les /, 'aux ') : `à ${name}`;
const where = ({ commune, departement, regionName }: Place) =>
  `${commune.nom} se trouve dans le département ${departement.nom} (${departement.code}), en région ${regionName}.`;

const KINDS: Kind[] = [
  (p, r) => ({
    path: 'mairie',
    title: `Mairie ${of(p.commune.nom)} – horaires, démarches et contacts`,
    text: `La mairie ${of(p.commune.nom)} vous accueille du lundi au ${pick(r, ['vendredi', 'samedi'])} de 8 h 30 à 12 h. Les démarches d’état civil, la carte d’identité et le passeport se font sur rendez-vous. ${where(p)} Le maire et le conseil municipal se réunissent une fois par mois.`,
  }),
  (p, r) => {
    const street = pick(r, STREETS);
    return {
      path: 'adresse',
      title: `${1 + Math.floor(r() * 120)} rue ${street}, ${p.commune.codesPostaux?.[0] ?? p.departement.code} ${p.commune.nom}`,
      text: `Plan, commerces et transports autour de la rue ${street} ${at(p.commune.nom)}. La rue est desservie par le bus et se trouve à dix minutes de la gare. ${where(p)}`,
    };
  },
  (p, r) => {
    const dish = pick(r, DISHES);
    return {
      path: 'recette',
      title: `Recette ${dish} ${pick(r, ['facile', 'de grand-mère', 'traditionnelle', 'rapide'])}`,
      text: `Voici la recette ${dish} comme on la prépare ${at(p.commune.nom)}. Préparation : ${10 + Math.floor(r() * 50)} minutes. Mélangez la farine, les œufs et le lait, puis laissez reposer la pâte une heure avant la cuisson. Une spécialité du département ${p.departement.nom}.`,
    };
  },
  (p, r) => ({
    path: 'emploi',
    title: `Offre d’emploi : ${pick(r, JOBS)} ${at(p.commune.nom)} (${p.departement.code}) – CDI`,
    text: `Une entreprise de ${p.commune.nom} recrute en CDI à temps plein. Expérience souhaitée de ${1 + Math.floor(r() * 5)} ans, salaire selon profil. Le poste est basé dans le département ${p.departement.nom}, en région ${p.regionName}. Candidature par courriel avec CV et lettre de motivation.`,
  }),
  (p, r) => {
    const event = pick(r, EVENTS);
    return {
      path: 'actualite',
      title: `${p.commune.nom} : ${event} attire les habitants`,
      text: `${at(p.commune.nom).replace(/^./, (c) => c.toUpperCase())}, ${event} a rassemblé de nombreux habitants ce week-end. La municipalité annonce une nouvelle édition l’an prochain. ${where(p)} Retrouvez toute l’actualité du département sur notre site.`,
    };
  },
  (p, r) => {
    const saint = pick(r, SAINTS);
    return {
      path: 'patrimoine',
      title: `Église Saint-${saint} ${of(p.commune.nom)} – histoire et visite`,
      text: `L’église Saint-${saint} ${of(p.commune.nom)} date du ${pick(r, ['XIIe', 'XIIIe', 'XVe', 'XVIIe', 'XIXe'])} siècle. Elle est ouverte à la visite tous les jours sauf pendant les offices. ${where(p)} Le clocher est classé monument historique.`,
    };
  },
  (p, r) => ({
    path: 'meteo',
    title: `Météo ${of(p.commune.nom)} – prévisions à 15 jours`,
    text: `Prévisions météo pour ${p.commune.nom} (${p.departement.code}) : températures, pluie, vent et ensoleillement heure par heure. Vigilance ${pick(r, ['orages', 'canicule', 'neige', 'vent violent'])} en cours sur le département ${p.departement.nom}.`,
  }),
  (p, r) => ({
    path: 'immobilier',
    title: `Appartement ${2 + Math.floor(r() * 4)} pièces à vendre ${at(p.commune.nom)}`,
    text: `Appartement lumineux de ${30 + Math.floor(r() * 90)} m² au ${1 + Math.floor(r() * 6)}e étage, proche des écoles et des commerces de ${p.commune.nom}. Prix : ${FR_NUMBER.format(80_000 + Math.floor(r() * 400_000))} €. ${where(p)}`,
  }),
  (p, r) => {
    const sport = pick(r, SPORTS);
    return {
      path: 'sport',
      title: `Club de ${sport} ${of(p.commune.nom)} – inscriptions et horaires`,
      text: `Le club de ${sport} ${of(p.commune.nom)} accueille les enfants dès 6 ans et les adultes. Les entraînements ont lieu le mercredi et le samedi au gymnase municipal. Le club participe au championnat du département ${p.departement.nom}.`,
    };
  },
  (p, r) => {
    const shop = pick(r, SHOPS);
    return {
      path: 'commerce',
      title: `${shop[0]!.toUpperCase()}${shop.slice(1)} ${at(p.commune.nom)} – adresse et horaires d’ouverture`,
      text: `Trouvez une ${shop} ouverte ${at(p.commune.nom)} : adresse, téléphone et horaires, y compris le dimanche. ${where(p)} Les avis des clients sont publiés après vérification.`,
    };
  },
  (p) => ({
    path: 'gare',
    title: `Gare de ${p.commune.nom} – horaires des trains TER et correspondances`,
    text: `Les horaires de départ et d’arrivée des trains en gare de ${p.commune.nom}, les travaux sur la ligne et les correspondances avec les cars du département ${p.departement.nom}. ${where(p)}`,
  }),
];

const FR_NUMBER = new Intl.NumberFormat('fr-FR');

function slugOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `count` pages from `seed`, in batches of `batchSize`: page i is the same whatever the batch size. */
export function* generatePages(count: number, seed = 1, batchSize = 5000): Generator<NewSearchPage[]> {
  const { communes, departements, regions } = readRecords();
  const departementByCode = new Map(departements.map((d) => [d.code, d]));
  const regionName = new Map(regions.map((r) => [r.code, r.nom]));
  const places: Place[] = communes.flatMap((commune) => {
    const departement = departementByCode.get(commune.departement!);
    return departement
      ? [{ commune, departement, regionName: regionName.get(departement.region) ?? '' }]
      : [];
  });
  const random = seededRandom(seed);
  let batch: NewSearchPage[] = [];
  for (let i = 0; i < count; i++) {
    // Bigger towns have more pages written about them: the larger of two communes drawn at random.
    const a = pick(random, places);
    const b = pick(random, places);
    const place = (a.commune.population ?? 0) >= (b.commune.population ?? 0) ? a : b;
    const page = pick(random, KINDS)(place, random);
    const date = new Date(FIRST_DATE_MS + Math.floor(random() * (LAST_DATE_MS - FIRST_DATE_MS)));
    batch.push({
      url: `https://${page.path}.exemple.fr/${slugOf(place.commune.nom)}/${i}`,
      title: page.title,
      body: page.text,
      lang: 'fr',
      image_url: null,
      adult: 0,
      source: GENERATED_SOURCE,
      boost: Math.round(random() * 50) / 100,
      updated_at: date.toISOString(),
    });
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
