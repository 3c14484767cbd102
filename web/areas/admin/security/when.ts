import { PARIS_TIME_ZONE } from '../../../../common/constants';

/** An instant as a short Paris date and time, e.g. « 23/11/2026 09:41:05 ». */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', {
    timeZone: PARIS_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'medium',
  });

/** The Paris hour of an instant, e.g. « 09 h ». */
export const hourOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('fr-FR', { hour: '2-digit', timeZone: PARIS_TIME_ZONE });
