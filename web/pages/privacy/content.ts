// The words of the privacy policy: nine sections, each a list of paragraphs and bullet lists.
import {
  HISTORY_MAX_ITEMS,
  REFERRAL_COOKIE_DAYS,
  SECURITY_LOG_RETENTION_MS,
  SESSION_MAX_AGE_MS,
} from '../../../common/constants';
import { SETTINGS_COOKIE } from '../../../common/settings';

/** A paragraph, or a bullet list when it is an array. */
export type PrivacyBlock = string | readonly string[];

export interface PrivacySection {
  id: string;
  title: string;
  blocks: readonly PrivacyBlock[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_DAYS = Math.round(SESSION_MAX_AGE_MS / DAY_MS);
const SESSION_HOURS = Math.round(SESSION_MAX_AGE_MS / (60 * 60 * 1000));
/** The security log's retention, as the security layer prunes it. */
export const SECURITY_LOG_DAYS = Math.round(SECURITY_LOG_RETENTION_MS / DAY_MS);

export const PRIVACY_WORDS = {
  title: 'Politique de confidentialité',
  intro:
    'Cette page explique quelles données personnelles notre portail de recherche traite, pourquoi, combien de temps, et comment exercer vos droits.',
  updated: (day: string) => `Dernière mise à jour\u00a0: ${day}`,
  toc: 'Sommaire',
  backToTop: 'Retour au sommaire',
  cnilUrl: 'https://www.cnil.fr',
} as const;

/** The contact address of the service: `confidentialite@` and the site's host without its `www.`. */
export function privacyContactEmail(hostname: string): string {
  return `confidentialite@${hostname.replace(/^www\./, '')}`;
}

/** The nine sections of the policy, in the order of the spec. */
export function privacySections(site: { host: string; email: string }): PrivacySection[] {
  const { host, email } = site;
  return [
    {
      id: 'responsable',
      title: 'Responsable du traitement',
      blocks: [
        `Le responsable du traitement est l’éditeur du service de recherche en langue française publié sur ${host}.`,
        `Pour toute question sur vos données personnelles, écrivez-lui à ${email}. Cette adresse est réservée aux questions de confidentialité et à l’exercice de vos droits.`,
      ],
    },
    {
      id: 'donnees',
      title: 'Données collectées',
      blocks: [
        'Nous ne collectons que ce qui est utile au service. Selon votre usage, il s’agit de\u00a0:',
        [
          'Sans compte\u00a0: vos recherches récentes, votre choix publicitaire et l’affichage de l’encart extension restent dans le stockage local (localStorage) de votre navigateur. Ils ne nous sont pas envoyés.',
          `Sans compte, vos paramètres (recherche sécurisée, langue des résultats, thème, affichage, sites et raccourcis choisis)\u00a0: seuls ceux que vous avez changés sont gardés dans le cookie ${SETTINGS_COOKIE.name}, sans aucun identifiant. Votre navigateur nous l’envoie pour que chaque page soit affichée comme vous l’avez choisie\u00a0; nous ne le conservons pas.`,
          `Avec un compte\u00a0: la connexion passe par Google, qui nous transmet votre nom, votre adresse e-mail et votre photo de profil. Nous enregistrons vos paramètres (recherche sécurisée, historique activé ou non, et ceux de la page Paramètres) et, si l’historique est activé, vos ${HISTORY_MAX_ITEMS} dernières recherches au plus.`,
          'Vos recherches\u00a0: le texte que vous saisissez est envoyé à notre fournisseur de résultats de recherche pour obtenir les résultats et les suggestions.',
          'Partenaires\u00a0: nom, prénom, adresse e-mail, société, téléphone, code partenaire, statistiques et demandes de versement, ainsi que l’IBAN et le titulaire du compte pour les versements. L’IBAN est enregistré chiffré.',
          'Statistiques\u00a0: des nombres de pages vues, de recherches et d’annonces affichées, cumulés par jour (et par partenaire apporteur). Ils ne permettent pas de vous identifier et nous ne construisons aucun profil personnel.',
          'Sécurité\u00a0: l’adresse IP, l’heure, la page demandée et le résultat de certaines requêtes, pour repérer et bloquer les abus (tentatives de connexion répétées, envois massifs).',
        ],
      ],
    },
    {
      id: 'finalites',
      title: 'Finalités et bases légales',
      blocks: [
        'Chaque traitement repose sur une base légale du Règlement général sur la protection des données (RGPD)\u00a0:',
        [
          'Fournir les résultats, les suggestions et l’historique de recherche\u00a0: exécution du service que vous demandez (article 6.1.b).',
          'Gérer votre compte et vos préférences\u00a0: exécution du contrat qui nous lie (article 6.1.b).',
          'Programme partenaires (inscription, calcul de la rémunération, versements)\u00a0: exécution du contrat de partenariat (article 6.1.b) et obligations comptables (article 6.1.c).',
          'Attribuer une visite au partenaire qui vous a adressé (cookie pa_ref) et mesurer l’audience de façon agrégée\u00a0: notre intérêt légitime à rémunérer nos partenaires et à suivre le fonctionnement du service (article 6.1.f).',
          'Afficher des publicités non personnalisées, qui financent ce service gratuit\u00a0: intérêt légitime (article 6.1.f).',
          'Afficher des publicités personnalisées\u00a0: uniquement avec votre consentement (article 6.1.a), que vous pouvez retirer à tout moment avec le lien « Gérer le consentement » en bas de page.',
          'Protéger le service contre les abus et les attaques\u00a0: intérêt légitime (article 6.1.f).',
        ],
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        'Le service utilise peu de cookies et de données stockées dans votre navigateur\u00a0:',
        [
          `pa_ref\u00a0: le code du partenaire qui vous a adressé, déposé lorsque vous arrivez par un lien contenant « ?ref= ». Il ne contient rien d’autre que ce code et expire au bout de ${REFERRAL_COOKIE_DAYS} jours.`,
          `pa_sub\u00a0: le sous-identifiant du lien du partenaire (par exemple le nom d’une campagne), lorsque le lien contient « &sub= ». Il ne contient rien d’autre, est remplacé ou effacé par le lien suivant et expire en même temps que pa_ref.`,
          `Cookie de session\u00a0: il vous garde connecté, ${SESSION_DAYS} jours (${SESSION_HOURS} heures) au plus. Il est indispensable à la connexion et illisible par les scripts de la page.`,
          'Choix publicitaire\u00a0: votre réponse à la question sur les publicités personnalisées est gardée dans le stockage local de votre navigateur, pour ne pas vous la reposer à chaque visite.',
          'Historique sans compte\u00a0: gardé dans le stockage local de votre navigateur, jusqu’à ce que vous l’effaciez.',
          `${SETTINGS_COOKIE.name}\u00a0: vos paramètres sans compte, seulement ceux que vous avez changés, sans identifiant. Il n’existe que si vous en avez changé un et expire au bout de ${SETTINGS_COOKIE.maxAgeDays} jours.`,
          'Publicité\u00a0: notre régie publicitaire peut déposer ses propres cookies. Ils ne servent à personnaliser les annonces que si vous l’avez accepté.',
        ],
        'Vous pouvez supprimer ces cookies et données à tout moment dans les réglages de votre navigateur. Sans cookie de session, vous ne pourrez simplement pas rester connecté.',
      ],
    },
    {
      id: 'partage',
      title: 'Partage des données',
      blocks: [
        'Nous ne vendons ni ne louons vos données. Elles ne sont communiquées qu’aux destinataires suivants, pour ce qui les concerne\u00a0:',
        [
          'Google, comme fournisseur des résultats de recherche (texte de vos recherches), de la connexion (authentification) et de la publicité. Google peut traiter ces données hors de l’Union européenne, avec les garanties prévues par le RGPD (décision d’adéquation UE–États-Unis ou clauses contractuelles types).',
          'Notre hébergeur, situé dans l’Union européenne, qui agit uniquement sur nos instructions.',
          'Les partenaires ne voient que des chiffres cumulés (pages vues, recherches, revenus estimés)\u00a0: jamais votre identité ni vos recherches.',
          'Les autorités, uniquement sur demande légale.',
        ],
      ],
    },
    {
      id: 'conservation',
      title: 'Durée de conservation',
      blocks: [
        [
          'Historique sans compte\u00a0: dans votre navigateur, jusqu’à ce que vous l’effaciez.',
          `Paramètres sans compte\u00a0: dans votre navigateur (cookie ${SETTINGS_COOKIE.name}), ${SETTINGS_COOKIE.maxAgeDays} jours après votre dernier changement.`,
          `Historique de recherche d’un compte\u00a0: les ${HISTORY_MAX_ITEMS} dernières recherches au plus, les plus anciennes étant remplacées\u00a0; vous pouvez en supprimer une ou toutes à tout moment, ou désactiver l’historique.`,
          'Compte et préférences\u00a0: tant que vous utilisez votre compte, et supprimés sur simple demande.',
          `Session\u00a0: ${SESSION_DAYS} jours au plus, ou jusqu’à votre déconnexion.`,
          `Cookies pa_ref et pa_sub\u00a0: ${REFERRAL_COOKIE_DAYS} jours.`,
          'Données des partenaires\u00a0: pendant toute la durée du partenariat, puis les pièces comptables (versements) pendant dix ans, comme l’exige la loi.',
          `Journaux de sécurité (adresses IP)\u00a0: ${SECURITY_LOG_DAYS} jours au plus\u00a0; un blocage d’adresse IP expire de lui-même.`,
          'Statistiques cumulées\u00a0: elles ne contiennent aucune donnée personnelle.',
        ],
      ],
    },
    {
      id: 'droits',
      title: 'Vos droits',
      blocks: [
        'Conformément au RGPD et à la loi Informatique et Libertés, vous disposez des droits suivants sur vos données\u00a0:',
        [
          'droit d’accès\u00a0: savoir quelles données nous détenons sur vous et en obtenir une copie\u00a0;',
          'droit de rectification\u00a0: corriger des données inexactes\u00a0;',
          'droit à l’effacement\u00a0: demander la suppression de vos données\u00a0;',
          'droit d’opposition\u00a0: vous opposer aux traitements fondés sur notre intérêt légitime\u00a0;',
          'droit à la portabilité\u00a0: recevoir vos données dans un format courant et lisible par machine\u00a0;',
          'droit à la limitation\u00a0: geler temporairement l’usage de vos données\u00a0;',
          'droit de retirer votre consentement à tout moment, sans effet sur ce qui a été fait avant\u00a0;',
          'droit de définir des directives sur le sort de vos données après votre décès.',
        ],
        'Vous pouvez déjà, sans nous écrire, effacer ou désactiver votre historique depuis le menu Paramètres, et changer votre choix publicitaire avec le lien « Gérer le consentement ».',
        `Pour exercer les autres droits, écrivez à ${email}. Nous répondons dans un délai d’un mois.`,
        `Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), sur ${PRIVACY_WORDS.cnilUrl}.`,
      ],
    },
    {
      id: 'securite',
      title: 'Sécurité et hébergement dans l’UE',
      blocks: [
        'Le site est servi uniquement en HTTPS. Le cookie de session est protégé (HttpOnly, SameSite, Secure) et l’IBAN des partenaires est chiffré dans la base de données.',
        'L’administration est réservée à quelques comptes autorisés. Le nombre de requêtes par adresse IP est limité, et les adresses à l’origine d’abus sont bloquées temporairement.',
        'Nos serveurs et notre base de données sont hébergés dans l’Union européenne.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        `Pour toute question sur cette politique ou sur vos données, écrivez à ${email}, en précisant l’objet de votre demande. En cas de doute raisonnable sur votre identité, nous pourrons vous demander un justificatif.`,
        'Nous pouvons modifier cette politique pour suivre l’évolution du service ou de la loi\u00a0; la date de dernière mise à jour figure en haut de cette page.',
      ],
    },
  ];
}
