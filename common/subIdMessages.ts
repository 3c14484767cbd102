// The words of sub-IDs and the link builder: the portal's table and page, and the CSV export.
import { SUB_ID_MAX_LENGTH, SUB_IDS_PER_DAY } from './subIdSyntax';

/** In the CSV, the two groups in parentheses: no sub-ID can hold one, so no sub-ID reads like a group. */
export const SUB_ID_CSV = {
  header: [
    'date',
    'sous_identifiant',
    'pages_vues',
    'recherches',
    'annonces_affichees',
    'votre_part_estimee_eur',
  ],
  others: '(autres)',
  none: '(sans sous-identifiant)',
} as const;

export const SUB_ID_LABELS = {
  tableTitle: 'Par sous-identifiant',
  tableHint: `Ajoutez « &sub=… » à votre lien pour distinguer vos campagnes. Chaque jour, vos ${SUB_IDS_PER_DAY} premiers sous-identifiants sont comptés séparément, les suivants sous « autres ». La part estimée répartit la part de chaque jour selon les annonces affichées (ou, sans annonce, les recherches).`,
  subId: 'Sous-identifiant',
  others: 'autres',
  none: 'sans sous-identifiant',
  pageViews: 'Pages vues',
  searches: 'Recherches',
  share: 'Part estimée',
  empty: 'Aucune visite sur la période.',
  exportCsv: 'Exporter par sous-identifiant (CSV)',
  buildLink: 'Créer un lien avec un sous-identifiant',
} as const;

export const LINK_BUILDER_LABELS = {
  menu: 'Liens et QR codes',
  title: 'Liens et QR codes',
  intro:
    'Créez un lien vers n’importe quelle page du site ou une recherche, avec votre code et un sous-identifiant pour reconnaître la campagne (vidéo, newsletter, affiche…).',
  page: 'Page',
  pages: {
    home: 'Accueil',
    search: 'Une recherche',
    partners: 'Programme partenaires',
    howItWorks: 'Programme partenaires : comment ça marche',
    help: 'Aide',
    other: 'Autre page du site (adresse)',
  },
  query: 'Recherche',
  queryHint: 'Les mots que la recherche affichera, par exemple « météo lyon ».',
  path: 'Adresse de la page',
  pathHint: 'Une adresse du site, par exemple /search?q=lyon&tab=images',
  subId: 'Sous-identifiant (facultatif)',
  subIdHint: `Jusqu’à ${SUB_ID_MAX_LENGTH} lettres, chiffres, « - », « _ » ou « . », par exemple youtube-nov.`,
  link: 'Votre lien',
  copy: 'Copier le lien',
  copied: 'Lien copié',
  qrAlt: (link: string) => `QR code du lien ${link}`,
  downloadQr: 'Télécharger le QR code (SVG)',
  qrFailed: 'Le QR code n’a pas pu être créé.',
} as const;

export const LINK_BUILDER_ERRORS = {
  queryRequired: 'Saisissez la recherche',
  invalidSubId: `Sous-identifiant invalide : jusqu’à ${SUB_ID_MAX_LENGTH} lettres, chiffres, « - », « _ » ou « . »`,
  pathRequired: 'Saisissez l’adresse de la page',
  notOurPage: 'Cette adresse n’est pas une page du site',
} as const;
