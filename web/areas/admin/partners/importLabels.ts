// The revenue import section's words.
export const IMPORT_LABELS = {
  title: 'Import des revenus publicitaires',
  date: 'Jour',
  preview: 'Aperçu',
  import: 'Importer',
  running: 'Import en cours…',
  uploadCsv: 'Déposer un rapport CSV',
  uploaded: (days: string) => `Rapport déposé pour : ${days}.`,
  done: (updated: number, total: string) =>
    `Import terminé : ${updated} partenaire(s) mis à jour, ${total} au total.`,
  previewOf: (day: string, source: 'csv' | 'api') =>
    `Aperçu du ${day} (${source === 'csv' ? 'rapport déposé' : 'API AdSense'})`,
  byPartner: 'Revenus par partenaire',
  code: 'Code',
  channel: 'Canal',
  earnings: 'Revenus',
  noPartner: 'Aucun canal du rapport n’appartient à un partenaire.',
  rawCount: (rows: number, total: string) => `${rows} canal(aux) dans le rapport, ${total} au total.`,
  lastRun: (day: string, ok: boolean, detail: string) =>
    `Dernier import automatique : ${day} – ${ok ? 'réussi' : 'en échec'}${detail ? ` (${detail})` : ''}.`,
} as const;
