// What each message says: its subject and its body, in French, from the data queued with it. Links are paths
// here, made absolute to PUBLIC_URL by `url`.
import type { ReactNode } from 'react';
import { formatParisDateLong, formatParisTime, parisDayStart } from '../../../common/dates';
import type { MessageData, MessageKind } from '../../../common/mail';
import { formatEuros } from '../../../common/money';
import { Action, Facts, P, type MailContext } from './Layout';

type Template<D> = {
  subject: (data: D, context: MailContext) => string;
  body: (data: D, url: (path: string) => string, context: MailContext) => ReactNode;
};

/** 2026-12-27 → « 27 décembre 2026 » */
const longDay = (day: string) => formatParisDateLong(parisDayStart(day));
const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 2026-11 → « novembre 2026 » */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T12:00:00Z`));
const iban = (last4: string | null) => (last4 ? `se terminant par ${last4}` : 'enregistré');

const payoutFacts = (d: { amountCents: number; ibanLast4: string | null }): [string, string][] => [
  ['Montant', formatEuros(d.amountCents)],
  ['IBAN', iban(d.ibanLast4)],
];

/** The payout's facts, and the day it is due when the message is sent before it is paid. */
const dueFacts = (d: { amountCents: number; ibanLast4: string | null; dueOn?: string | null }) => [
  ...payoutFacts(d),
  ...(d.dueOn ? [['Versement prévu avant le', longDay(d.dueOn)] as [string, string]] : []),
];

export const TEMPLATES: { [K in MessageKind]: Template<MessageData[K]> } = {
  application_received: {
    subject: (_, c) => `Nous avons bien reçu votre candidature au programme partenaires de ${c.productName}`,
    body: (d, url) => (
      <>
        <P>Bonjour {d.name},</P>
        <P>
          Votre candidature est bien arrivée. Nous l’examinons et vous écrivons dès qu’elle est acceptée ou
          refusée.
        </P>
        <Action href={url('/partner')}>Suivre ma candidature</Action>
      </>
    ),
  },
  application_approved: {
    subject: () => 'Votre candidature est acceptée : bienvenue parmi les partenaires',
    body: (d, url) => (
      <>
        <P>Bonjour {d.name},</P>
        <P>Votre candidature est acceptée. Votre code partenaire est {d.code}.</P>
        <Facts rows={[['Votre lien', url(`/?ref=${encodeURIComponent(d.code)}`)]]} />
        <P>Chaque recherche faite depuis ce lien compte pour vous.</P>
        <Action href={url('/partner/dashboard')}>Ouvrir mon espace partenaire</Action>
      </>
    ),
  },
  application_refused: {
    subject: () => 'Votre candidature au programme partenaires n’a pas été retenue',
    body: (d, url) => (
      <>
        <P>Bonjour {d.name},</P>
        <P>Nous avons examiné votre candidature et ne pouvons pas l’accepter pour le moment.</P>
        <P>Vous pouvez répondre à ce message pour en savoir plus.</P>
        <Action href={url('/partners')}>Le programme partenaires</Action>
      </>
    ),
  },
  payout_requested: {
    subject: (d) => `Demande de paiement reçue : ${formatEuros(d.amountCents)}`,
    body: (d, url) => (
      <>
        <P>Votre demande de paiement est enregistrée. Nous la vérifions avant de l’approuver.</P>
        <Facts rows={dueFacts(d)} />
        <Action href={url('/partner/dashboard')}>Voir mes paiements</Action>
      </>
    ),
  },
  payout_approved: {
    subject: (d) => `Votre paiement de ${formatEuros(d.amountCents)} est approuvé`,
    body: (d, url) => (
      <>
        <P>Votre paiement est approuvé : le virement part avec le prochain lot.</P>
        <Facts rows={dueFacts(d)} />
        <Action href={url('/partner/dashboard')}>Voir mes paiements</Action>
      </>
    ),
  },
  payout_paid: {
    subject: (d) => `Votre paiement de ${formatEuros(d.amountCents)} a été versé`,
    body: (d, url) => (
      <>
        <P>Le virement de votre paiement est parti.</P>
        <Facts
          rows={[
            ['Montant', formatEuros(d.amountCents)],
            ['Date du virement', longDay(d.paidOn)],
            ['Référence', d.reference],
            ['IBAN', iban(d.ibanLast4)],
          ]}
        />
        <P>Il arrive en général sous un à trois jours ouvrés, avec cette référence sur votre relevé.</P>
        <Action href={url('/partner/dashboard')}>Voir mes paiements</Action>
      </>
    ),
  },
  payout_refused: {
    subject: (d) => `Votre demande de paiement de ${formatEuros(d.amountCents)} a été refusée`,
    body: (d, url) => (
      <>
        <P>Votre demande de paiement n’a pas été acceptée. Le montant revient sur votre solde.</P>
        <Facts
          rows={[
            ['Montant', formatEuros(d.amountCents)],
            ['Motif', d.reason],
          ]}
        />
        <Action href={url('/partner/dashboard')}>Voir mon solde</Action>
      </>
    ),
  },
  monthly_payout: {
    subject: (d) => `Paiement automatique de ${monthLabel(d.month)} : ${formatEuros(d.amountCents)}`,
    body: (d, url) => (
      <>
        <P>
          Votre solde a atteint le seuil de paiement : un paiement est créé pour vous, sans demande de votre
          part, à la fin de {monthLabel(d.month)}.
        </P>
        <Facts rows={dueFacts(d)} />
        <Action href={url('/partner/dashboard')}>Voir mes paiements</Action>
      </>
    ),
  },
  iban_changed: {
    subject: () => 'Votre IBAN a été modifié',
    body: (d, url) => (
      <>
        <P>
          Le {formatParisDateLong(new Date(d.at))} à {formatParisTime(new Date(d.at))}, l’IBAN de votre compte
          partenaire a été remplacé par un IBAN se terminant par {d.last4}.
        </P>
        <P>Si c’est vous, il n’y a rien à faire.</P>
        <P>
          Sinon, dites-le nous : vos paiements sont gelés jusqu’à ce qu’un administrateur vérifie votre
          compte.
        </P>
        <Action href={url(d.notMePath)}>Ce n’était pas moi</Action>
      </>
    ),
  },
  monthly_statement: {
    subject: (d) => `Votre relevé de ${monthLabel(d.month)}`,
    body: (d, url) => (
      <>
        <P>Voici ce que votre compte partenaire a enregistré en {monthLabel(d.month)}.</P>
        <Facts
          rows={[
            ['Parts gagnées', formatEuros(d.earnedCents)],
            ['Bonus', formatEuros(d.bonusCents)],
            ['Paiements', formatEuros(d.paidCents)],
            ['Solde à la fin du mois', formatEuros(d.balanceCents)],
          ]}
        />
        <Action href={url('/partner/dashboard')}>Voir le détail</Action>
      </>
    ),
  },
  admin_new_application: {
    subject: (d) => `Nouvelle candidature partenaire : ${d.name}`,
    body: (d, url) => (
      <>
        <P>Une nouvelle candidature attend votre décision.</P>
        <Facts
          rows={[
            ['Nom', d.name],
            ['E-mail', d.email],
          ]}
        />
        <Action href={url('/admin/partners')}>Examiner la candidature</Action>
      </>
    ),
  },
  admin_payouts_waiting: {
    subject: (d) => `${d.count} paiement${d.count > 1 ? 's' : ''} en attente (${formatEuros(d.totalCents)})`,
    body: (d, url) => (
      <>
        <P>
          {d.count} demande{d.count > 1 ? 's' : ''} de paiement attend{d.count > 1 ? 'ent' : ''} votre
          approbation, pour {formatEuros(d.totalCents)} en tout.
        </P>
        <Action href={url('/admin/partners')}>Voir les paiements</Action>
      </>
    ),
  },
  admin_import_failed: {
    subject: (d) => `Import AdSense de la nuit du ${longDay(d.day)} en échec`,
    body: (d, url) => (
      <>
        <P>
          L’import automatique des revenus AdSense du {longDay(d.day)} a échoué. Il sera retenté chaque heure.
        </P>
        <Facts rows={[['Erreur', d.error]]} />
        <Action href={url('/admin')}>Ouvrir l’administration</Action>
      </>
    ),
  },
};
