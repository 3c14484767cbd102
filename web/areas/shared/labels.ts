// Words shared by the portal and the admin: every partner status, archived included.
import { PARTNER_STATUS_LABELS } from '../../../common/messages';
import type { PartnerStatus } from '../../../common/partner';

export const STATUS_LABELS: Record<PartnerStatus, string> = PARTNER_STATUS_LABELS;

/** The ledger's columns and figures, as the partner and the admin read them. */
export const LEDGER_LABELS = {
  title: 'Relevé de compte',
  date: 'Date',
  what: 'Opération',
  amount: 'Montant',
  balance: 'Solde',
  empty:
    'Aucun mouvement pour le moment\u00a0: votre part apparaît ici dès l’import des revenus publicitaires.',
  detailShare: (channel: string, gross: string, percent: string) =>
    `Canal ${channel} : ${percent} de ${gross} bruts`,
  detailPayout: (id: number) => `Demande n° ${id}`,
  month: 'Mois',
  gross: 'Revenus bruts',
  percent: 'Part (%)',
  share: 'Part',
  bonus: 'Bonus',
  paid: 'Paiements',
  monthsTitle: 'Par mois',
  noMonths: 'Aucun mouvement.',
  showMore: 'Afficher plus',
  exportCsv: 'Exporter le relevé (CSV)',
} as const;
