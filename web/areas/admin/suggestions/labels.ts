// The suggestions review page's words.
import { POPULAR_QUERY } from '../../../../common/constants';

export const SUGGESTIONS_LABELS = {
  intro: `Une requête passée est suggérée à tous quand assez de visiteurs distincts (sessions de réseaux différents) l’ont cherchée en ${POPULAR_QUERY.windowDays} jours, sauf si elle contient un mot grossier ou accusateur. Voici celles devenues publiques ces ${POPULAR_QUERY.reviewDays} derniers jours.`,
  listTitle: 'Nouvelles suggestions de la semaine',
  visitors: (n: number) => `${n} visiteur${n > 1 ? 's' : ''}`,
  since: (when: string) => `publique depuis le ${when}`,
  adult: 'Adulte : masquée avec le filtre parental',
  blocked: 'Bloquée',
  remove: 'Retirer',
  block: 'Bloquer',
  removeOf: (label: string) => `Retirer « ${label} »`,
  blockOf: (label: string) => `Bloquer « ${label} »`,
  blockTitle: 'Bloquer une requête',
  blockHelp: 'Elle ne sera jamais suggérée, quelle que soit l’écriture (majuscules, accents, espaces).',
  blockField: 'Requête à bloquer',
} as const;
