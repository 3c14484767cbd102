// The partner programme's marketing words (partner-programme.md §1); the three steps are in steps.ts.
import {
  FIRST_PAYMENT_WITHIN_DAYS,
  INSTALL_MINUTES,
  MARKETING_CHART,
  MARKETING_EARNINGS_RANGE_EUROS,
  MARKETING_LAUNCH_BONUS_EUROS,
  PROFESSIONALS_CLAIMED,
} from '../../../common/constants';
import { THRESHOLD_WORDS } from '../../../common/programmeWords';
import { LABELS } from '../../components/labels';

const euros = (n: number) => `${n} €`;

/** A sentence with a part in bold: `before`, then `strong`, then `after`. */
export type Claim = { before?: string; strong: string; after?: string };

const PROGRAMME = 'Programme partenaires';
const HOW_IT_WORKS = 'Comment ça marche';

export const PARTNERS_SITE_LABELS = {
  programme: PROGRAMME,
  howItWorks: HOW_IT_WORKS,
  becomePartner: 'Devenir partenaire',
  signUp: 'Je m’inscris',
  landingMeta: {
    title: `${PROGRAMME} – ${LABELS.brand}`,
    description: `Gagnez une part des revenus publicitaires de votre trafic : installation en ${INSTALL_MINUTES} minutes, paiements mensuels automatiques.`,
  },
  howItWorksMeta: {
    title: `${HOW_IT_WORKS} – ${PROGRAMME}`,
    description:
      'Inscrivez-vous, partagez votre lien partenaire, suivez vos statistiques et recevez votre part des revenus chaque mois.',
  },
  headline: 'Votre trafic mérite sa part des revenus',
  lead: 'Partagez votre lien de recherche avec votre audience : chaque recherche faite par vos visiteurs vous rapporte une part des revenus publicitaires, versée chaque mois.',
  claims: [
    { strong: `${INSTALL_MINUTES} minutes`, after: ' pour installer' },
    { strong: 'Paiements mensuels', after: ' automatiques' },
    { before: 'Premier paiement sous ', strong: `${FIRST_PAYMENT_WITHIN_DAYS} jours` },
    { before: 'Plus de ', strong: `${PROFESSIONALS_CLAIMED} professionnels` },
  ] satisfies Claim[],
  bonus: {
    before: 'Offre de lancement : ',
    strong: `${euros(MARKETING_LAUNCH_BONUS_EUROS)} de bonus`,
    after: THRESHOLD_WORDS.launchOffer,
  } satisfies Claim,
  earningsTitle: 'Ce que vos visiteurs peuvent rapporter',
  earningsText: `Un potentiel de ${MARKETING_EARNINGS_RANGE_EUROS.min} à ${euros(MARKETING_EARNINGS_RANGE_EUROS.max)} par mois, selon votre audience. Exemple d’un partenaire sur ${MARKETING_CHART.points} mois :`,
  earningsBars: 'Revenus mensuels de l’exemple',
  month: (n: number) => `Mois ${n}`,
  total: 'Total',
  average: 'Moyenne mensuelle',
  best: 'Meilleur mois',
  illustration: 'Illustration : les revenus dépendent de votre trafic, ce n’est pas une promesse.',
  stepsTitle: 'Trois étapes',
  whyTitle: 'Pourquoi ça marche',
  why: [
    'Vos visiteurs cherchent de toute façon : vous leur offrez un moteur francophone rapide et respectueux.',
    'Chaque recherche et chaque annonce affichée sont comptées pour vous, jour par jour, et visibles dans votre tableau de bord.',
    'Votre part est calculée chaque jour au centime sur les revenus réels, et versée dès que votre solde atteint votre seuil de paiement.',
  ],
  guaranteesTitle: 'Nos garanties',
  guarantees: [
    'Conforme au RGPD : aucune publicité personnalisée sans le consentement du visiteur.',
    'Aucun profil personnel : seules des statistiques agrégées sont tenues pour vous.',
    'Statistiques transparentes, exportables en CSV, et IBAN chiffré sur nos serveurs.',
    'Annonces conformes aux règles de la régie publicitaire ; le trafic frauduleux n’est jamais compté.',
  ],
} as const;
