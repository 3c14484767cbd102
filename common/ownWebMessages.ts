// The words of « Votre web »: the sites a person hides, raises or lowers, and their own bangs.
import { GUEST_BANGS_MAX, GUEST_SITES_MAX, OWN_BANGS_MAX, SITES_MAX, type SiteAction } from './ownWeb';

export const OWN_WEB_MESSAGES = {
  sites: {
    title: 'Votre web : sites masqués, favorisés ou rétrogradés',
    text: 'Un site et ses sous-domaines (masquer exemple.fr masque aussi www.exemple.fr), dans les résultats de toutes les sources.',
    label: 'Site (domaine ou adresse)',
    kind: 'Action',
    add: 'Ajouter',
    remove: (domain: string) => `Retirer ${domain}`,
    none: 'Aucun site pour l’instant. Le menu « ⋮ » de chaque résultat en ajoute aussi.',
    count: (n: number, max: number) => `${n} site${n > 1 ? 's' : ''} sur ${max}`,
    guestLimit: `Sans compte, ce navigateur garde jusqu’à ${GUEST_SITES_MAX} sites (un cookie ne dépasse pas 4 Ko). Au-delà, connectez-vous : un compte en garde ${SITES_MAX}.`,
  },
  actions: {
    hide: 'Masquer',
    raise: 'Favoriser',
    lower: 'Rétrograder',
  } satisfies Record<SiteAction, string>,
  menu: {
    button: (domain: string) => `Options pour ${domain}`,
    hide: 'Masquer ce site',
    raise: 'Favoriser',
    lower: 'Rétrograder',
    unraise: 'Ne plus favoriser',
    unlower: 'Ne plus rétrograder',
  },
  done: {
    hide: 'Site masqué',
    raise: 'Site favorisé',
    lower: 'Site rétrogradé',
    removed: 'Site retiré',
  } satisfies Record<SiteAction | 'removed', string>,
  undo: 'Annuler',
  /** Beside a result from a site the person raised. */
  raisedMark: 'Favori',
  hiddenCount: (n: number) =>
    n === 1 ? '1 résultat masqué selon vos paramètres' : `${n} résultats masqués selon vos paramètres`,
  manage: 'Gérer',
  linkTooLong:
    'Vos sites sont trop nombreux pour tenir dans un lien : emportez vos paramètres avec l’export (fichier JSON).',
  bangs: {
    title: 'Vos raccourcis (bangs)',
    text: 'Vos propres raccourcis, à côté des bangs fournis : « !raccourci mots » ouvre l’adresse avec {q} remplacé par les mots. Les vôtres passent avant les bangs fournis du même nom.',
    shortcut: 'Raccourci',
    url: 'Adresse avec {q}',
    add: 'Ajouter',
    remove: (shortcut: string) => `Retirer !${shortcut}`,
    none: 'Aucun raccourci personnel.',
    saved: 'Raccourcis enregistrés',
    guestLimit: `Sans compte : ${GUEST_BANGS_MAX} raccourcis au plus dans ce navigateur ; un compte en garde ${OWN_BANGS_MAX}.`,
  },
  errors: {
    domain: 'adresse de site invalide (par exemple : exemple.fr)',
    domainTwice: (domain: string) => `le site ${domain} figure deux fois`,
    tooManySites: `${SITES_MAX} sites au plus par compte`,
    guestFull: `Ce navigateur ne peut pas garder plus de sites sans compte (${GUEST_SITES_MAX} au plus, dans 4 Ko). Connectez-vous pour en garder jusqu’à ${SITES_MAX}.`,
    guestBangsFull: `Ce navigateur ne peut pas garder plus de raccourcis sans compte (${GUEST_BANGS_MAX} au plus, dans 4 Ko). Connectez-vous pour en garder jusqu’à ${OWN_BANGS_MAX}.`,
    shortcut:
      'raccourci invalide : lettres minuscules, chiffres, points et tirets (30 au plus), comme « w » ou « data.gouv »',
    shortcutTwice: (shortcut: string) => `le raccourci !${shortcut} figure deux fois`,
    url: 'adresse invalide : une adresse https contenant {q} une fois (par exemple https://exemple.fr/recherche?q={q})',
    tooManyBangs: `${OWN_BANGS_MAX} raccourcis au plus par compte`,
    action: 'action inconnue (masquer, favoriser ou rétrograder)',
  },
} as const;
