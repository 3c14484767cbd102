// The security page's words.
import { FRAUD_SIGNAL_DAYS } from '../../../../common/constants';

export const SECURITY_LABELS = {
  banner: {
    ok: 'Aucune adresse bannie.',
    low: 'Quelques adresses bannies.',
    high: 'De nombreuses adresses bannies.',
    critical: 'Attaque probable : beaucoup d’adresses bannies.',
  },
  counters: {
    bannedIps: 'IP bannies',
    failedLastHour: 'Échecs (dernière heure)',
    rateLimitHits: 'Limites atteintes (dernière heure)',
    failedAuthToday: 'Échecs de connexion aujourd’hui',
    failedAuthWeek: 'Échecs de connexion cette semaine',
    bansToday: 'Bannissements aujourd’hui',
  },
  chart: {
    caption: 'Dernières 24 heures : requêtes (barres), échecs (rouge), bannissements (points)',
    label: 'Activité des dernières 24 heures',
    hour: (hour: string, requests: number, failures: number, bans: number) =>
      `${hour} : ${requests} requêtes, ${failures} échecs, ${bans} bannissements`,
  },
  bans: {
    title: 'IP bannies',
    ip: 'IP',
    jail: 'Prison',
    since: 'Depuis',
    until: 'Jusqu’à',
    unban: 'Débannir',
  },
  suspects: 'Adresses suspectes (hier et aujourd’hui)',
  logs: { title: 'Journal récent', timestamp: 'Horodatage', ip: 'IP', path: 'Chemin', status: 'Statut' },
  fullLog: {
    title: 'Journal complet',
    jail: 'Prison',
    allJails: 'Toutes',
    ip: 'Adresse (début)',
    noMatch: 'Aucune entrée pour ces filtres.',
    empty: 'Le journal est vide.',
  },
  fraud: {
    title: 'Signaux de fraude des partenaires',
    intro: `Rafales d’événements attribués depuis une même adresse ou un même réseau (${FRAUD_SIGNAL_DAYS} derniers jours) : écartées des statistiques.`,
    partner: 'Partenaire',
    status: 'Statut',
    flagged: 'Événements écartés',
    sources: 'Sources principales',
    last: 'Dernier signal',
    pause: 'Mettre en pause',
    scope: { address: 'adresse', network: 'réseau' },
  },
} as const;
