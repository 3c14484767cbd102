// The words of the knowledge card.
export const KNOWLEDGE_LABELS = {
  region: 'Fiche d’information',
  loading: 'Chargement de la fiche…',
  links: 'Liens',
  source: 'Source :',
  /** « Licence ODbL 1.0 », and « Licence Ouverte 2.0 » as it is named. */
  licence: (name: string) => (/^licence\b/i.test(name) ? name : `Licence ${name}`),
} as const;
