// The French error catalogue, empty states and notices of both spec documents.
import { payoutStatusWord } from './programmeWords';
import { MAX_BODY_DEPTH } from './constants';

export const HTTP_MESSAGES = {
  network: 'Erreur réseau',
  400: 'Requête invalide',
  401: 'Non autorisé',
  403: 'Accès interdit',
  404: 'Ressource non trouvée',
  500: 'Erreur interne du serveur',
} as const;

/** The default message for a status: the catalogue's, else "Erreur HTTP {status}". */
export function messageForStatus(status: number): string {
  const known = (HTTP_MESSAGES as Record<number, string>)[status];
  return known ?? `Erreur HTTP ${status}`;
}

/** Messages our API adds where the catalogue is silent. */
export const API_MESSAGES = {
  validation: 'Données invalides',
  malformedJson: 'Le corps de la requête n’est pas un JSON valide',
  unsupportedMediaType: 'Type de contenu non pris en charge',
  payloadTooLarge: 'Requête trop volumineuse',
  methodNotAllowed: 'Méthode non autorisée',
  serviceUnavailable: 'Service momentanément indisponible',
  unreadableForwardedFor:
    'Adresse du client illisible : l’en-tête X-Forwarded-For transmis par le proxy ne contient pas d’adresse IP',
  bodyTooDeep: `Corps de requête trop imbriqué : ${MAX_BODY_DEPTH} niveaux au plus`,
  databaseUnavailable:
    'Service momentanément indisponible : nos données ne répondent pas. Réessayez dans quelques secondes.',
  /** A NUL character or bytes that are not UTF-8 (a lone surrogate included) anywhere in the request. */
  invalidText:
    'La requête contient un caractère nul ou un texte qui n’est pas de l’UTF-8 valide (adresse, en-tête, cookie ou corps)',
} as const;

export const SEARCH_MESSAGES = {
  emptyQuery: 'La recherche est vide',
  unavailable: 'Le service de recherche est momentanément indisponible. Réessayez dans un instant.',
  timeout: 'Le service de recherche met trop de temps à répondre. Réessayez dans un instant.',
  tabUnavailable: 'Cet onglet n’est pas proposé par les sources de recherche de ce site.',
} as const;

export const AUTH_MESSAGES = {
  failed: 'Échec de l’authentification',
  invalidToken: 'Token invalide',
  sessionExpired: 'Session expirée',
  csrf: 'Requête refusée : elle ne vient pas de ce site (jeton CSRF absent ou invalide)',
  signInRequired: 'Connexion requise',
  unknownAccount: 'Ce compte n’est pas connecté dans cette session',
  sessionMismatch: 'Session expirée',
} as const;

/**
 * What the 401 page says, by the reason the server gives in its address (/error/401?reason=…): the provider's
 * answer could not be used, its code or ID token was refused, or the session of a signed-in page is gone.
 */
export const SIGN_IN_REFUSALS = {
  'sign-in-failed': AUTH_MESSAGES.failed,
  'invalid-token': AUTH_MESSAGES.invalidToken,
  'session-expired': AUTH_MESSAGES.sessionExpired,
} as const;

export type SignInRefusal = keyof typeof SIGN_IN_REFUSALS;

export const CONFIG_MESSAGES = {
  loadFailed: 'Erreur lors du chargement de la configuration',
} as const;

export const ACCOUNT_MESSAGES = {
  switchOffline: 'Impossible de changer de compte hors ligne',
  logoutOffline: 'Impossible de se déconnecter hors ligne',
  switchFailed: 'Erreur lors du changement de compte',
  logoutFailed: 'Erreur lors de la déconnexion',
  updateFailed: 'Erreur lors de la mise à jour',
} as const;

export const HISTORY_MESSAGES = {
  sessionProblem:
    'Problème de session détecté. Votre historique de recherche ne peut pas être chargé. Essayez de vous reconnecter.',
  cannotLoadSession: 'Impossible de charger votre historique de recherche. Problème de session détecté.',
  loadFailed: 'Erreur lors du chargement de l’historique de recherche.',
} as const;

export const ADMIN_MESSAGES = {
  savePartnerFailed: 'Erreur sauvegarde partenaire',
  deletePartnerFailed: 'Erreur suppression partenaire',
  addChannelFailed: 'Erreur ajout canal',
  deleteChannelFailed: 'Erreur suppression canal',
  importFailed: (provider: string) => `Erreur lors de l'import ${provider}`,
  statsLoadFailed: 'Erreur lors du chargement des statistiques',
  unbanFailed: 'Erreur lors du débannissement',
  pausePartnerFailed: 'Erreur lors de la mise en pause du partenaire',
  partnerPaused: (name: string) => `Partenaire ${name} mis en pause : son trafic ne compte plus.`,
  channelExists: 'Ce canal existe déjà',
  codeTaken: 'Ce code est déjà utilisé',
  noFreeChannel:
    'Aucun canal libre dans le pool : ajoutez un canal, ou confirmez l’activation sans canal (ses visiteurs ne verront pas de publicité).',
  partnerArchived: (name: string) =>
    `Partenaire ${name} archivé : son historique financier est conservé dix ans, son canal est rendu au pool.`,
  partnerDeleted: (name: string) => `Partenaire ${name} supprimé.`,
  partnerIsArchived: 'Ce partenaire est archivé : il ne peut plus être modifié.',
  payoutTransition: (from: string, to: string) =>
    `Passage impossible du statut « ${payoutStatusWord(from)} » au statut « ${payoutStatusWord(to)} ».`,
  noApprovedPayouts: 'Aucun paiement approuvé à virer.',
  sepaNotConfigured:
    'Virement SEPA non configuré : renseignez SEPA_DEBTOR_NAME, SEPA_DEBTOR_IBAN et SEPA_DEBTOR_BIC.',
  batchAlreadyPaid: 'Ce lot est déjà marqué payé.',
  suggestionsLoadFailed: 'Erreur lors du chargement des suggestions',
  removeSuggestionFailed: 'Erreur lors du retrait de la suggestion',
  blockSuggestionFailed: 'Erreur lors du blocage de la requête',
  suggestionRemoved: (label: string) =>
    `Suggestion « ${label} » retirée : elle ne revient que si assez de nouveaux visiteurs la cherchent.`,
  suggestionBlocked: (label: string) => `Requête « ${label} » bloquée : elle ne sera plus jamais suggérée.`,
} as const;

export const REVENUE_MESSAGES = {
  noReport: 'aucun rapport pour cette date (déposez le CSV du rapport ou configurez l’API AdSense)',
  csvExpected: 'Envoyez le rapport au format CSV (text/csv)',
  csvInvalid: (reason: string) => `Rapport CSV invalide : ${reason}`,
  duplicateLines: (lines: string) =>
    `lignes en double pour le même jour, le même canal et le même bloc d’annonces : ${lines}`,
  futureDays: (lines: string) => `jours pas encore terminés : ${lines}`,
  otherPublisher: (lines: string, publisher: string) => `compte d’éditeur autre que ${publisher} : ${lines}`,
  amountTooLarge: (line: number) => `ligne ${line} : montant hors limites`,
} as const;

export const SECURITY_MESSAGES = {
  banned: 'Accès temporairement bloqué pour cette adresse après trop d’échecs. Réessayez plus tard.',
  rateLimited: (minutes: number) =>
    `Trop de requêtes depuis votre adresse. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  unbanned: (ip: string) => `Adresse ${ip} débloquée.`,
  notBanned: (ip: string) => `L’adresse ${ip} n’est pas bloquée.`,
} as const;

/** The HTML page a refused navigation gets instead of JSON: what happened and when to come back. */
export const ERROR_PAGE_MESSAGES = {
  titles: {
    403: 'Accès bloqué',
    429: 'Trop de requêtes',
    500: 'Erreur du serveur',
    503: 'Service indisponible',
  } as Record<number, string>,
  comeBackAt: (time: string, day: string | null) =>
    day ? `Vous pourrez revenir le ${day} à partir de ${time}.` : `Vous pourrez revenir à partir de ${time}.`,
  comeBackLater: 'Réessayez dans quelques minutes.',
  home: 'Retour à l’accueil',
} as const;

export const EMPTY_STATES = {
  partners: 'Aucun partenaire',
  payoutRequests: 'Aucune demande',
  unusedChannels: 'Aucun canal non utilisé',
  bannedIps: 'Aucune IP bannie actuellement',
  suspiciousIps: 'Aucune activité suspecte détectée',
  recentLogs: 'Aucun log récent',
  periodData: 'Aucune donnée disponible pour cette période',
  fraudSignals: 'Aucun signal de fraude sur les 7 derniers jours',
  newSuggestions: 'Aucune nouvelle suggestion cette semaine',
} as const;

export const DASHBOARD_MESSAGES = {
  invalidDates: 'Veuillez sélectionner des dates valides',
  startAfterEnd: 'La date de début doit être antérieure à la date de fin',
} as const;

export const PARTNER_MESSAGES = {
  signInRequired: 'Veuillez vous connecter avec Google pour continuer',
  alreadyPartner: 'Vous êtes déjà partenaire',
  applyFailed: 'Erreur lors de l’inscription',
  serverError: 'Erreur serveur',
  deleteFailed: 'Erreur lors de la suppression',
  claimFailed: 'Impossible de créer la demande de paiement',
  saved: 'Informations enregistrées.',
  // The spec's sentences, the status said in French rather than as its code (docs/decisions/0085).
  claimCreated: `Demande de paiement créée (statut : ${payoutStatusWord('pending')}).`,
  claimPending: `Une demande de paiement est en cours de traitement (statut : ${payoutStatusWord('pending')}).`,
  /** The same, for a payout already approved. */
  claimInProgress: (status: string) =>
    `Une demande de paiement est en cours de traitement (statut : ${payoutStatusWord(status)}).`,
  thresholdReached: 'Votre seuil est atteint ! Vous pouvez effectuer une demande de paiement.',
  paymentPossibleAtThreshold: 'Un paiement sera possible dès que votre seuil sera atteint.',
  paymentInfoRequired: 'Veuillez renseigner et vérifier les Informations de paiement avant de continuer.',
  claimNotActive:
    'Seul un partenaire actif peut demander un paiement. Tant que votre compte n’est pas actif, les visites par votre lien ne sont pas comptées ; votre solde reste acquis.',
  paymentInfoLocked:
    'Un paiement est en cours : vos informations de paiement ne peuvent pas être supprimées avant qu’il soit payé ou rejeté.',
  emailHasPartner:
    'Un compte partenaire existe déjà pour cette adresse e-mail : connectez-vous avec le compte Google de cette adresse.',
  claimNoThreshold: 'Aucun seuil de paiement n’est défini pour votre compte.',
  /** An IBAN sealed with a key this server does not hold: never a 500. */
  ibanUnreadable:
    'Les informations de paiement enregistrées ne peuvent pas être lues pour le moment. Contactez le support.',
  claimButton: 'Effectuer un paiement',
  sending: 'Envoi...',
} as const;

export const VALIDATION_MESSAGES = {
  ibanRequired: 'IBAN est requis',
  ibanInvalid: 'IBAN invalide',
  ibanChecksum: 'IBAN invalide (contrôle)',
  holderRequired: 'Titulaire requis',
  holderLength: 'Titulaire invalide (2–80)',
  phoneInvalid: 'Téléphone invalide (8 à 15 chiffres)',
  companyTooLong: 'Société trop longue (≤120)',
} as const;

/** What a form field or an API call's validation says (the zod schemas of common/). */
export const FIELD_MESSAGES = {
  rejectionReason: 'Indiquez la raison du rejet (3 caractères au moins) : le partenaire la lira.',
  transferReference: 'Indiquez la référence du virement bancaire (3 caractères au moins).',
  sharePercent: 'Pourcentage invalide',
  amount: 'Montant invalide',
  thresholdNegative: 'Le seuil ne peut pas être négatif',
  amountCents: 'Montant au centime près',
  wholeMonths: 'Nombre de mois entier',
  monthsMin: 'Au moins 0 mois',
  partnerCode: 'Code invalide (lettres, chiffres, - et _)',
  nameRequired: 'Nom requis',
  email: 'Adresse e-mail invalide',
  channelIdRequired: 'Identifiant de canal requis',
  addressRequired: 'Adresse requise',
  id: 'Identifiant invalide',
  accountId: 'Identifiant de compte invalide',
  displayNameRequired: 'Le nom est requis',
  pictureUrl: 'URL de photo invalide',
  noPreference: 'Aucune préférence à modifier',
  path: 'Chemin invalide',
  dateRequired: 'Veuillez choisir une date',
  languageFilter: 'Filtre de langue invalide',
  resultsPerPage: 'Nombre de résultats par page invalide (10, 20 ou 50)',
  /** zod's own words for a missing or mistyped value ("chaîne de caractères attendu, indéfini reçu") are jargon. */
  required: 'Champ obligatoire',
  invalidValue: 'Valeur invalide',
} as const;

export const PARTNER_STATUS_LABELS = {
  pending: 'en attente',
  active: 'actif',
  suspended: 'suspendu',
  paused: 'mis en pause',
  banned: 'banni',
  archived: 'archivé',
} as const;

export const SUSPICION_LABELS = { critique: 'critique', eleve: 'élevé', modere: 'modéré' } as const;

/** What the web client says when an answer is not the one its schema expects. */
export const CLIENT_MESSAGES = {
  unexpectedAnswer: 'Réponse inattendue du serveur',
} as const;

/** Voice search: what the microphone button says while it listens, and its alerts with suggestions. */
export const VOICE_MESSAGES = {
  unsupported:
    'La recherche vocale n’est pas prise en charge par ce navigateur. Essayez Chrome, Edge ou Safari.',
  firefox:
    'Firefox ne répond pas à la recherche vocale. Essayez Chrome, Edge ou Safari, ou saisissez votre recherche au clavier.',
  firefoxListening: 'Parlez maintenant… Sous Firefox, la recherche vocale reste expérimentale.',
  waiting: 'Préparation du micro…',
  listening: 'Parlez maintenant…',
  processing: 'Traitement de votre recherche vocale…',
  failed: 'La recherche vocale n’a pas abouti.',
  suggestions: {
    permission: 'Autorisez l’accès au micro dans les réglages du navigateur, puis réessayez.',
    noSpeech: 'Nous n’avons rien entendu. Parlez plus près du micro, puis réessayez.',
    microphone:
      'Aucun micro n’est disponible. Vérifiez qu’il est branché et qu’aucune autre application ne l’utilise.',
    network: 'La reconnaissance vocale a besoin d’Internet. Vérifiez votre connexion, puis réessayez.',
    other: 'Réessayez dans un instant, ou saisissez votre recherche au clavier.',
  },
  close: 'Fermer le message',
} as const;
