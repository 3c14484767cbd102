// The revenue import section's words.
export const IMPORT_LABELS = {
  title: 'Import des revenus publicitaires',
  date: 'Jour',
  preview: 'Aperçu',
  import: 'Importer',
  running: 'Import en cours…',
  jobWords: {
    label: 'Avancement de l’import',
    waiting: 'Import en file d’attente…',
    progress: (done: number, total: number) =>
      `${done.toLocaleString('fr-FR')} ligne${done > 1 ? 's' : ''} traitée${done > 1 ? 's' : ''} sur ${total.toLocaleString('fr-FR')}`,
  },
  moreLines: (day: string, shown: number, total: number) =>
    `${day} : ${shown} partenaire(s) affiché(s) sur ${total}.`,
  nextLines: 'Partenaires suivants',
  uploadCsv: 'Déposer un rapport CSV',
  uploaded: (days: string) => `Rapport déposé pour : ${days}. Vérifiez l’aperçu, puis importez-le.`,
  reportPreview: 'Aperçu du rapport par jour et par partenaire',
  importReport: (days: number) => `Importer le rapport (${days} jour${days > 1 ? 's' : ''})`,
  doneDetail: (shares: number, adjustments: number, automatic: number) =>
    `${shares} part(s), ${adjustments} ajustement(s), ${automatic} paiement(s) automatique(s).`,
  unmatched: (lines: number, total: string) =>
    `${lines} ligne(s) sans partenaire ce jour-là (${total}) : elles ne sont créditées à personne.`,
  percent: 'Part (%)',
  share: 'Part',
  change: 'Au relevé',
  done: (updated: number, total: string) =>
    `Import terminé : ${updated} partenaire(s) mis à jour, ${total} au total.`,
  previewOf: (day: string, source: 'csv' | 'api') =>
    `Aperçu du ${day} (${source === 'csv' ? 'rapport déposé' : 'API AdSense'})`,
  byPartner: 'Revenus par partenaire',
  code: 'Code',
  channel: 'Canal',
  earnings: 'Revenus bruts',
  noPartner: 'Aucun canal du rapport n’appartient à un partenaire.',
  rawCount: (rows: number, total: string) => `${rows} canal(aux) dans le rapport, ${total} au total.`,
  nightFailed: (day: string) => `Échec de l'import de la nuit du ${day}`,
  nightError: (detail: string) => `Erreur : ${detail}`,
  nextRetry: (time: string) => `Prochain essai automatique à ${time}.`,
  noRetry: 'Plus d’essai automatique : importez ce jour avec un rapport CSV ou le bouton Importer.',
  nightRunning: (day: string) => `Import de la nuit du ${day} en cours…`,
  lastRun: (day: string, ok: boolean, detail: string) =>
    `Dernier import automatique : ${day} – ${ok ? 'réussi' : 'en échec'}${detail ? ` (${detail})` : ''}.`,
} as const;
