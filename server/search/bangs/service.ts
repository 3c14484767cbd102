// A bang (`!w lyon`, `lyon !w`) → the address of that site's own search, or its home page for a bang alone.
import { BANGS, bangQuerySchema, type Bang } from '../../../common/bangs';
import { ownBangTarget, type OwnBang } from '../../../common/ownWeb';

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

/** `!shortcut` of the person's own bangs, as the first or the last word (the first wins), case aside. */
function findOwnBang(q: string, own: readonly OwnBang[]): { bang: OwnBang; rest: string } | null {
  if (own.length === 0) return null;
  const words = q.trim().split(/\s+/);
  for (const index of words.length > 1 ? [0, words.length - 1] : [0]) {
    const word = words[index]!;
    if (!word.startsWith('!')) continue;
    const bang = own.find((b) => b.shortcut === word.slice(1).toLowerCase());
    if (bang) return { bang, rest: words.filter((_, i) => i !== index).join(' ') };
  }
  return null;
}

/**
 * Where the query's bang leads; null when it holds none. The query can only fill `{q}`, encoded. The person's
 * own bangs win over the shipped ones of the same name: they chose them.
 */
export function bangTarget(q: string, own: readonly OwnBang[] = []): string | null {
  const mine = findOwnBang(q, own);
  if (mine) return ownBangTarget(mine.bang, mine.rest);
  const found = findBang(q);
  if (!found) return null;
  const { bang, rest } = found;
  if (rest === '') return bang.home ?? `${new URL(bang.url).origin}/`;
  return bang.url.replace('{q}', encodeURIComponent(rest));
}

/** The results page's query string → where its bang leads, or null for a search like any other. */
export function bangRedirectOf(query: unknown, own: readonly OwnBang[] = []): string | null {
  const parsed = bangQuerySchema.safeParse(query);
  return parsed.success ? bangTarget(parsed.data.q, own) : null;
}
