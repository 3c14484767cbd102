// Numbers and lists of the card as a French reader writes them.

const FR_NUMBER = new Intl.NumberFormat('fr-FR');

/** « 522 250 habitants », with the narrow no-break space of French typography. */
export function inhabitants(population: number): string {
  return `${FR_NUMBER.format(population)} habitant${population > 1 ? 's' : ''}`;
}

/** « 301 336 km² » */
export function squareKilometres(area: number): string {
  return `${FR_NUMBER.format(area)} km²`;
}

/** Up to three codes listed; more as their range and count, « 69001 à 69009 (9 codes) ». */
export function codeList(codes: readonly string[]): string {
  const sorted = [...codes].sort();
  if (sorted.length <= 3) return sorted.join(', ');
  return `${sorted[0]} à ${sorted.at(-1)} (${sorted.length} codes)`;
}
