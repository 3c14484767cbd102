// Money travels in integer cents; euros appear only at the edges (display, the spec's euro fields).

/** 1234 → 12.34, for the spec's euro fields; never summed (sums are done in cents). */
export const centsToEuros = (cents: number) => cents / 100;

/** 12.34 → 1234, rounding the float noise of a typed or imported amount to the nearest cent. */
export const eurosToCents = (euros: number) => Math.round(euros * 100);

/**
 * The partner's share of a gross amount, in cents: gross × percent / 100 rounded half up to the cent,
 * in integer arithmetic (the one rounding rule of the product).
 */
export function partnerShareCents(grossCents: number, percent: number): number {
  return Math.floor((grossCents * percent + 50) / 100);
}

const EURO = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/** 123456 → "1 234,56 €" */
export const formatEuros = (cents: number) => EURO.format(cents / 100);

/** Spec: progress = floor(earnings / threshold × 100), capped at 100; 0 without a threshold. */
export function thresholdProgress(earningsCents: number, thresholdCents: number): number {
  if (thresholdCents <= 0 || earningsCents <= 0) return 0; // a negative balance is no progress
  return Math.min(100, Math.floor((earningsCents * 100) / thresholdCents));
}

/** -1234 → "-12,34": a cents amount as decimal text for a file, from integers only. */
export function centsToDecimalText(cents: number, separator = ','): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}${separator}${String(abs % 100).padStart(2, '0')}`;
}
