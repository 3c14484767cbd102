// The partner programme's words shown to people: one name for each threshold, explained where it is shown, and
// each payout status in French (a code such as "pending" is never on screen).
import {
  DEFAULT_PAYOUT_THRESHOLD_EUROS,
  MARKETING_LAUNCH_BONUS_EUROS,
  MARKETING_PAYOUT_THRESHOLD_EUROS,
} from './constants';
import { eurosToCents, formatEuros } from './money';
import type { PayoutStatus } from './partner';

/** A status inside a sentence: « (statut : en attente) ». */
export const PAYOUT_STATUS_WORDS: Record<PayoutStatus, string> = {
  pending: 'en attente',
  approved: 'approuvée',
  paid: 'payée',
  rejected: 'refusée',
};

/** A status as the server spells it, in French; an unknown one is said as unknown rather than shown raw. */
export const payoutStatusWord = (status: string) => PAYOUT_STATUS_WORDS[status as PayoutStatus] ?? 'inconnu';

const euros = (n: number) => `${n}\u00a0€`;

/**
 * « seuil de paiement »: the partner's own minimum balance to ask for a payment; « palier du bonus »: the
 * lifetime share that brings the launch bonus, once.
 */
export const THRESHOLD_WORDS = {
  payoutThreshold: 'Seuil de paiement',
  bonusTier: 'Palier du bonus',
  payoutThresholdExplained: (threshold: string) =>
    `Seuil de paiement (${threshold}) : le solde disponible à partir duquel vous pouvez demander un paiement.`,
  /** In the portal, where every amount has its cents. */
  bonusTierExplained: `Palier du bonus (${formatEuros(eurosToCents(MARKETING_PAYOUT_THRESHOLD_EUROS))}) : dès que votre part cumulée l’atteint, ${formatEuros(eurosToCents(MARKETING_LAUNCH_BONUS_EUROS))} de bonus de lancement sont ajoutés à votre solde, une seule fois.`,
  /** The landing page's offer, after « 10 € de bonus ». */
  launchOffer: ` dès que votre part cumulée atteint le palier du bonus de ${euros(MARKETING_PAYOUT_THRESHOLD_EUROS)}, une seule fois. Un paiement se demande dès que votre solde atteint votre seuil de paiement (${euros(DEFAULT_PAYOUT_THRESHOLD_EUROS)} par défaut).`,
} as const;

/** The portal's help on how the money is counted: the two thresholds, then the rounding of each day. */
export const MONEY_HELP_WORDS = {
  title: 'Comment vos gains sont calculés',
  perDay: (percent: string) =>
    `Chaque jour, votre part (${percent}) est calculée sur les revenus bruts de votre canal ce jour-là, puis arrondie au centime le plus proche. Ce sont ces parts arrondies qui s’ajoutent à votre solde.`,
  roundingExample: (
    days: number,
    dayGross: string,
    percent: string,
    dayShare: string,
    sum: string,
    month: string,
  ) =>
    `C’est pourquoi le total d’un mois peut différer de quelques centimes du pourcentage appliqué au total du mois : ${days} jours de ${dayGross} bruts à ${percent} donnent chacun ${dayShare}, soit ${sum} sur le mois, là où ${percent} du total donnerait ${month}.`,
} as const;

/** The partner's choice of ad slots (« emplacements ») among those an admin allowed them. */
export const PLACEMENT_MESSAGES = {
  noneChosen: 'Choisissez au moins un emplacement.',
  notAllowed: (slots: string) => `Emplacement non ouvert à votre compte : ${slots}.`,
} as const;

/** The portal's card of placements. */
export const PLACEMENT_WORDS = {
  title: 'Vos emplacements',
  hint: 'Choisissez où les annonces s’affichent pour les visiteurs venus par votre lien, parmi les emplacements ouverts à votre compte.',
  none: 'Aucun emplacement n’est encore ouvert à votre compte : notre équipe les ouvre à l’activation.',
  save: 'Enregistrer les emplacements',
  saved: 'Emplacements enregistrés.',
  failed: 'Erreur lors de l’enregistrement des emplacements',
} as const;
