// What every remote autocompletion service does: a few completions of what is being typed, within a deadline.
export interface SuggestProvider {
  readonly name: string;
  /** A keyless source completes the local table (names and popular queries first) instead of replacing it. */
  readonly completesLocal?: boolean;
  /** Up to `limit` completions of `q`, most likely first. */
  suggest(q: string, options: { safe: boolean; limit: number; signal: AbortSignal }): Promise<string[]>;
}
