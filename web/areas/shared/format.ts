// French display of the portal's days and numbers; money arrives in cents (common/money.ts).
const DAY = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const NUMBER = new Intl.NumberFormat('fr-FR');
const PERCENT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** "2026-01-12" → "12 janv. 2026" */
export const frenchDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
const SHORT_DAY = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "2026-01-12" → "12 janv." (a chart's axis) */
export const frenchShortDay = (day: string) => SHORT_DAY.format(new Date(`${day}T00:00:00Z`));
export const frenchNumber = (n: number) => NUMBER.format(n);
/** Spec: the share percent with 0 decimals; a narrow no-break space keeps "50 %" on one line, as French writes it. */
export const frenchPercent = (n: number) => `${PERCENT.format(n)}\u202f%`;
