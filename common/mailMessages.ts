// The French words of e-mail: what each message is called, its states, the admin's « Courriels » page, the
// partner's choices and the unsubscribe page.
import type { MessageKind, MessageStatus } from './mail';

export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  application_received: 'Candidature reçue',
  application_approved: 'Candidature acceptée',
  application_refused: 'Candidature refusée',
  payout_requested: 'Demande de paiement reçue',
  payout_approved: 'Paiement approuvé',
  payout_paid: 'Paiement versé',
  payout_refused: 'Paiement refusé',
  monthly_payout: 'Paiement automatique du mois',
  iban_changed: 'IBAN modifié',
  monthly_statement: 'Relevé mensuel',
  admin_new_application: 'Nouvelle candidature (admin)',
  admin_payouts_waiting: 'Paiements en attente (admin)',
  admin_import_failed: 'Import de la nuit en échec (admin)',
};

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'En file',
  sending: 'En cours d’envoi',
  sent: 'Envoyé',
  failed: 'En échec',
  skipped: 'Non envoyé',
};

export const MAIL_MESSAGES = {
  noAdminAddress: 'Aucune adresse d’administrateur configurée (MAIL_ADMIN_TO ou ADMIN_EMAILS)',
  optedOut: 'Le destinataire ne souhaite plus recevoir ce type de message',
  unsubscribe: 'Ne plus recevoir ce type de message',
  notFound: 'Courriel introuvable',
  badToken: 'Ce lien de désabonnement n’est pas valide',
  unsubscribeTitle: 'Désabonnement',
  unsubscribeAsk: (label: string) => `Ne plus recevoir les messages « ${label} » ?`,
  unsubscribeButton: 'Me désabonner',
  unsubscribed: (label: string) =>
    `C’est fait : vous ne recevrez plus les messages « ${label} ». Vous pouvez changer d’avis dans votre espace partenaire, page Profil.`,
  pageTitle: 'Courriels',
  pageIntro:
    'Les messages envoyés par le produit, les plus récents d’abord. Sans serveur SMTP (SMTP_URL), chaque message est écrit dans un fichier .eml du dossier de données et se lit ici.',
  loadFailed: 'Impossible de charger les courriels',
  columns: {
    created: 'Créé le',
    kind: 'Message',
    to: 'Destinataire',
    status: 'État',
    attempts: 'Essais',
    error: 'Dernière erreur',
  },
  statusFilter: 'État',
  allStatuses: 'Tous',
  view: 'Voir',
  viewOf: (id: number) => `Voir le courriel n° ${id}`,
  listLabel: 'Courriels',
  empty: 'Aucun courriel pour le moment',
  subject: 'Objet',
  nextAttempt: 'Prochain essai',
  sentAt: 'Envoyé le',
  download: 'Télécharger le fichier .eml',
  close: 'Fermer',
  htmlTitle: 'Version HTML',
  textTitle: 'Version texte',
  toAdmins: 'les administrateurs',
  preferencesFailed: 'Impossible d’enregistrer vos choix',
  preferencesLoadFailed: 'Impossible de charger vos choix de messages',
  preferencesTitle: 'Messages reçus par e-mail',
  preferencesIntro:
    'Choisissez les messages que vous recevez. Les messages de sécurité (IBAN modifié) et de paiement versé ou refusé vous sont toujours envoyés.',
  preferencesSaved: 'Vos choix sont enregistrés',
  alwaysSent: 'toujours envoyé',
} as const;
