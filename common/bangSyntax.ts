// Whether a query may hold a bang, without the list: the browser then lets the server answer it.

/** `!word` as the first or the last word: the server knows whether it is a bang. */
export function mayHoldBang(q: string): boolean {
  return /^![^\s!]+(\s|$)|(^|\s)![^\s!]+$/.test(q.trim());
}
