// A bang (`!w lyon`, `lyon !w`) → the address of that site's own search, or its home page for a bang alone.
import { BANGS, bangQuerySchema, type Bang } from '../../../common/bangs';

const BY_TRIGGER = new Map<string, Bang>(BANGS.flatMap((b) => b.triggers.map((t) => [t, b] as const)));

export type BangFound = { bang: Bang; trigger: string; rest: string };

/** `!trigger` as the first or the last word (the first wins), case aside; an unknown one is no bang. */
export function findBang(q: string): BangFound | null {
  const words = q.trim().split(/\s+/);
  for (const index of words.length > 1 ? [0, words.length - 1] : [0]) {
    const word = words[index]!;
    if (!word.startsWith('!')) continue;
    const trigger = word.slice(1).toLowerCase();
    const bang = BY_TRIGGER.get(trigger);
    if (!bang) continue;
    const rest = words.filter((_, i) => i !== index).join(' ');
    return { bang, trigger, rest };
  }
  return null;
}

/** Where the query's bang leads; null when it holds none. The query can only fill `{q}`, encoded. */
export function bangTarget(q: string): string | null {
  const found = findBang(q);
  if (!found) return null;
  const { bang, rest } = found;
  if (rest === '') return bang.home ?? `${new URL(bang.url).origin}/`;
  return bang.url.replace('{q}', encodeURIComponent(rest));
}

/** The results page's query string → where its bang leads, or null for a search like any other. */
export function bangRedirectOf(query: unknown): string | null {
  const parsed = bangQuerySchema.safeParse(query);
  return parsed.success ? bangTarget(parsed.data.q) : null;
}
