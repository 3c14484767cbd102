// The extension-setup page's words: the partner code, the call to action, and each browser's steps.
import { REFERRAL_COOKIE_DAYS } from '../../../common/constants';

export const EXTENSION_LABELS = {
  title: 'Configurer votre navigateur',
  intro:
    'Faites de notre moteur votre recherche par défaut\u00a0: chaque recherche tapée dans la barre d’adresse passera par nous.',
  partnerTitle: 'Code partenaire',
  partnerDetected: 'Code partenaire détecté\u00a0:',
  partnerKept: `Vos recherches sur ce navigateur sont attribuées à ce partenaire pendant ${REFERRAL_COOKIE_DAYS} jours, sans aucune donnée personnelle.`,
  partnerNone: 'Aucun code partenaire détecté.',
  partnerNoneHint:
    'Si un partenaire vous a recommandé ce service, ouvrez le lien qu’il vous a donné (il contient «\u00a0?ref=\u00a0»).',
  linkLabel: 'Lien de recherche à partager',
  copy: 'Copier',
  copied: 'Copié\u00a0!',
  ctaTitle: 'Installer l’extension',
  ctaText:
    'L’extension règle la recherche par défaut en un clic et garde votre code partenaire. En attendant, les étapes ci-dessous font la même chose à la main.',
  ctaInstall: 'Installer l’extension',
  ctaSteps: 'Voir les étapes',
  ctaDismiss: 'Ne plus afficher',
  ctaLabel: 'Proposition d’extension',
  stepsTitle: 'Définir comme moteur de recherche par défaut',
  stepsIntro:
    'Le site déclare son moteur à votre navigateur (fichier OpenSearch). Si votre navigateur ne le propose pas, ajoutez-le à la main avec cette adresse, où %s remplace les mots cherchés\u00a0:',
  templateLabel: 'Adresse de recherche',
  firefoxTitle: 'Firefox',
  chromeTitle: 'Google Chrome',
  edgeTitle: 'Microsoft Edge',
  openSearchLink: 'Voir la description OpenSearch du moteur',
} as const;

/** A step, and the settings page it opens when there is one (shown apart: it is long and unbreakable). */
export type Step = { text: string; settings?: string };
export type Browser = { id: string; title: string; steps: Step[] };

/** How to make us the default engine in each browser, once the site at `host` was visited. */
export const browsers = (host: string): Browser[] => [
  {
    id: 'chrome',
    title: EXTENSION_LABELS.chromeTitle,
    steps: [
      { text: `Faites une recherche sur ${host} pour que Chrome découvre le moteur.` },
      {
        text: 'Ouvrez Paramètres › Moteur de recherche › Gérer les moteurs de recherche et la recherche sur le site\u00a0:',
        settings: 'chrome://settings/searchEngines',
      },
      {
        text: 'Sous «\u00a0Recherche sur le site\u00a0», trouvez «\u00a0Recherche\u00a0» (au besoin dans «\u00a0Raccourcis inactifs\u00a0», puis «\u00a0Activer\u00a0»). Sinon, cliquez sur «\u00a0Ajouter\u00a0» et collez l’adresse de recherche.',
      },
      { text: 'Ouvrez le menu ⋮ de la ligne et choisissez «\u00a0Définir par défaut\u00a0».' },
    ],
  },
  {
    id: 'edge',
    title: EXTENSION_LABELS.edgeTitle,
    steps: [
      { text: `Faites une recherche sur ${host} pour qu’Edge découvre le moteur.` },
      {
        text: 'Ouvrez Paramètres › Confidentialité, recherche et services › Barre d’adresse et recherche › Gérer les moteurs de recherche\u00a0:',
        settings: 'edge://settings/searchEngines',
      },
      {
        text: 'Trouvez «\u00a0Recherche\u00a0» dans la liste, ou cliquez sur «\u00a0Ajouter\u00a0» et collez l’adresse de recherche.',
      },
      { text: 'Ouvrez le menu … de la ligne et choisissez «\u00a0Définir par défaut\u00a0».' },
    ],
  },
  {
    id: 'firefox',
    title: EXTENSION_LABELS.firefoxTitle,
    steps: [
      {
        text: `Sur ${host}, faites un clic droit dans la barre d’adresse et choisissez Ajouter «\u00a0Recherche\u00a0».`,
      },
      { text: 'Ouvrez Paramètres › Recherche\u00a0:', settings: 'about:preferences#search' },
      { text: 'Dans «\u00a0Moteur de recherche par défaut\u00a0», choisissez «\u00a0Recherche\u00a0».' },
    ],
  },
];
