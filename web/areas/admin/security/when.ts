/** An instant as a short Paris date and time, e.g. « 23/11/2026 09:41:05 ». */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'short',
    timeStyle: 'medium',
  });
