// The French text of money safety around the IBAN: the recent sign-in, the new IBAN's wait, the open payout's
// account, « Ce n'était pas moi » and the admin's lifting of a freeze.
import { RECENT_SIGN_IN_MINUTES } from './constants';
import { formatParisDateLong, formatParisTime } from './dates';

/** « 1 décembre 2026 à 10:15 », Paris time. */
export const parisMoment = (at: string | Date) => {
  const date = new Date(at);
  return `${formatParisDateLong(date)} à ${formatParisTime(date)}`;
};

export const IBAN_SAFETY_MESSAGES = {
  recentSignInRequired: `Pour modifier votre IBAN, reconnectez-vous : votre dernière connexion date de plus de ${RECENT_SIGN_IN_MINUTES} minutes.`,
  signInAgain: 'Se reconnecter',
  usableFrom: (at: string) => `Nouvel IBAN utilisable à partir du ${parisMoment(at)}.`,
  claimOnHold: (at: string) =>
    `Nouvel IBAN utilisable à partir du ${parisMoment(at)} : aucun virement n’y est fait avant, votre demande de paiement sera possible à ce moment-là.`,
  payoutsFrozen:
    'Vos paiements sont suspendus : un changement d’IBAN a été signalé comme n’étant pas de vous. Un administrateur vérifie votre compte avant de les rétablir.',
  openPayoutKeepsIban: (masked: string) =>
    `Votre paiement en cours reste versé sur l’IBAN de la demande (${masked}) ; le nouvel IBAN servira aux paiements suivants.`,
  openPayoutIban: (masked: string) => `Versé sur ${masked}`,
  nothingToPay: 'Aucun solde à verser.',
  // The « Ce n'était pas moi » page, opened from the IBAN changed message.
  notMeTitle: 'Ce n’était pas moi',
  notMeExplained: (last4: string) =>
    `Votre IBAN a été remplacé par un compte se terminant par ${last4}. Si ce n’était pas vous, suspendez vos paiements : aucun virement ne sera fait tant qu’un administrateur n’aura pas vérifié votre compte.`,
  notMeConfirm: 'Suspendre mes paiements',
  notMeDone:
    'Vos paiements sont suspendus. Un administrateur va vérifier votre compte ; reconnectez-vous ensuite pour enregistrer votre IBAN.',
  notMeInvalid: 'Ce lien n’est pas ou plus valable. Si vous n’avez pas changé votre IBAN, contactez-nous.',
  notMeUsed: 'Ce lien a déjà servi : vos paiements sont suspendus.',
  // The admin's side.
  frozenSince: (at: string) => `Paiements suspendus depuis le ${parisMoment(at)} (« Ce n’était pas moi »)`,
  liftFreeze: 'Rétablir les paiements',
  freezeLifted: (name: string) => `Les paiements de ${name} sont rétablis.`,
  notFrozen: 'Les paiements de ce partenaire ne sont pas suspendus.',
  currentIbanDiffers: (masked: string) => `IBAN actuel du partenaire : ${masked}`,
  payPartnerBalance: 'Verser le solde',
} as const;
