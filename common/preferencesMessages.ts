// The settings page's words, and what an import says when a file is refused.
import type { SettingName } from './settings';

export const PREFERENCES_MESSAGES = {
  title: 'Paramètres',
  /** The link of the settings menus (top bar) to the page. */
  allSettings: 'Tous les paramètres',
  description: 'Vos réglages de recherche : recherche sécurisée, langue, résultats, thème, historique.',
  intro: {
    guest:
      'Vos paramètres restent dans ce navigateur (un cookie, sans compte ni suivi). Connectez-vous pour les retrouver sur vos autres appareils.',
    account: 'Vos paramètres sont enregistrés sur votre compte et vous suivent sur chaque appareil.',
  },
  sections: { search: 'Recherche', results: 'Résultats', display: 'Affichage', privacy: 'Vie privée' },
  labels: {
    safeSearch: 'Recherche sécurisée',
    lang: 'Région et langue des résultats',
    perPage: 'Résultats par page',
    newTab: 'Ouvrir les résultats dans un nouvel onglet',
    theme: 'Thème',
    suggestions: 'Suggestions de recherche',
    voice: 'Recherche vocale',
    history: 'Historique des recherches',
    defaultTab: 'Onglet par défaut',
    sites: 'Sites',
    bangs: 'Raccourcis',
  } satisfies Record<SettingName | 'sites' | 'bangs', string>,
  options: {
    safeSearch: { active: 'Stricte', moderate: 'Modérée', off: 'Désactivée' },
    theme: { system: 'Système', light: 'Clair', dark: 'Sombre' },
    defaultTab: { web: 'Tous', images: 'Images', news: 'Actualités', videos: 'Vidéos' },
    lang: { auto: 'Automatique', all: 'Toutes les langues' },
  },
  saved: 'Paramètres enregistrés',
  saveFailed: 'Les paramètres n’ont pas pu être enregistrés. Réessayez.',
  reset: 'Rétablir les paramètres par défaut',
  share: {
    title: 'Emporter vos paramètres',
    text: 'Sans compte : un fichier à importer, ou un lien à ouvrir dans l’autre navigateur.',
    export: 'Exporter (JSON)',
    import: 'Importer un fichier',
    imported: 'Paramètres importés',
    link: 'Lien des paramètres',
    copy: 'Copier le lien',
    copied: 'Lien copié',
  },
  fromLink: {
    text: 'Ce lien apporte des paramètres de recherche. Les appliquer à ce navigateur ?',
    apply: 'Appliquer',
    ignore: 'Ignorer',
    applied: 'Paramètres du lien appliqués',
  },
  offer: {
    text: (count: number) =>
      count === 1
        ? 'Vous aviez changé un paramètre avant de vous connecter. L’appliquer à votre compte ?'
        : `Vous aviez changé ${count} paramètres avant de vous connecter. Les appliquer à votre compte ?`,
    accept: 'Appliquer',
    decline: 'Non merci',
  },
  notJson: 'Ce fichier n’est pas un fichier JSON lisible : aucun paramètre n’a été changé.',
  badFile: 'Ce fichier de paramètres n’est pas valable : aucun paramètre n’a été changé.',
  notASettingsFile: 'ce fichier n’est pas un export de paramètres de Recherche',
  unknownVersion: 'version du fichier inconnue (1 attendue)',
} as const;
