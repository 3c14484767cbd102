// The search operators people bring from other engines: "exact phrase", -word, -"phrase", site:, -site:,
// filetype:, OR. Read once here, the same way by the local index, the keyless source and the help page.
import { foldedWords } from './text';

/** One alternative of an OR group: a word or a quoted phrase, its folded words. */
export type OperatorTerm = { words: string[]; phrase: boolean };

export type SearchOperators = {
  /** The plain words, as typed (bang words included: the bang is read elsewhere). */
  words: string[];
  /** Quoted phrases, folded words in order: each must appear as such. */
  phrases: string[][];
  /** -word and -"phrase", folded: a page holding one is left out. */
  excluded: string[][];
  /** site:host, lower case, without scheme, path nor "www.": the host or one of its subdomains. */
  sites: string[];
  excludedSites: string[];
  /** filetype:pdf (or ext:pdf): the address's path ends with that extension. */
  filetypes: string[];
  /** `a OR b OR "c d"`: at least one alternative of each group must appear. */
  anyOf: OperatorTerm[][];
};

/** Past this many of one kind, the rest is ignored: nobody means 40 exclusions, and each costs a lookup. */
const MAX_PER_KIND = 10;
const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
const EXTENSION = /^[a-z0-9]{1,10}$/;

type Token = { text: string; quoted: boolean; negated: boolean };

/** Linear in the query's length; unbalanced quotes, a lone `-`, an empty `site:` never throw. */
export function parseSearchOperators(q: string): SearchOperators {
  const ops: SearchOperators = {
    words: [],
    phrases: [],
    excluded: [],
    sites: [],
    excludedSites: [],
    filetypes: [],
    anyOf: [],
  };
  const tokens = tokenize(q);
  // Positive terms in order, so an OR joins its two neighbours.
  const terms: (OperatorTerm & { raw: string })[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (!token.quoted && token.text === 'OR' && !token.negated) {
      const before = terms.at(-1);
      const next = tokens[i + 1];
      const after = next && !next.negated && next.text !== 'OR' ? positiveTerm(next) : null;
      // An OR between two terms joins them; a dangling one is the word "OR".
      if (before && after && before.words.length > 0 && after.words.length > 0) {
        i++;
        const group = ops.anyOf.at(-1);
        if (group && group.at(-1) === before) group.push(after);
        else ops.anyOf.push([before, after]);
        terms.push(after);
        continue;
      }
    }
    if (token.negated) negate(ops, token);
    else if (!token.quoted && operatorOf(token.text)) positiveOperator(ops, token.text);
    else {
      const term = positiveTerm(token);
      if (term) terms.push(term);
    }
  }
  const grouped = new Set(ops.anyOf.flat());
  for (const term of terms) {
    if (grouped.has(term)) continue;
    if (term.phrase) ops.phrases.push(term.words);
    else ops.words.push(term.raw);
  }
  ops.phrases = ops.phrases.slice(0, MAX_PER_KIND);
  ops.excluded = ops.excluded.slice(0, MAX_PER_KIND);
  ops.sites = ops.sites.slice(0, MAX_PER_KIND);
  ops.excludedSites = ops.excludedSites.slice(0, MAX_PER_KIND);
  ops.filetypes = ops.filetypes.slice(0, MAX_PER_KIND);
  ops.anyOf = ops.anyOf.slice(0, MAX_PER_KIND).map((group) => group.slice(0, MAX_PER_KIND));
  ops.anyOf = ops.anyOf.map((group) => group.map(({ words, phrase }) => ({ words, phrase })));
  return ops;
}

/** Whether the query asks more than its words: the local index then filters, the keyless source is asked less. */
export function hasOperators(ops: SearchOperators): boolean {
  return (
    ops.phrases.length > 0 ||
    ops.excluded.length > 0 ||
    ops.sites.length > 0 ||
    ops.excludedSites.length > 0 ||
    ops.filetypes.length > 0 ||
    ops.anyOf.length > 0
  );
}

/** The words wanted, without any operator: plain words, the phrases' and the alternatives' words. */
export function wantedText(ops: SearchOperators): string {
  return [
    ...ops.words,
    ...ops.phrases.map((words) => words.join(' ')),
    ...ops.anyOf.flatMap((group) => group.map((term) => term.words.join(' '))),
  ].join(' ');
}

/** A result checked on what it shows (title, snippet, address): what the source could not be told. */
export function keptByOperators(
  result: { title: string; url: string; text: string },
  ops: SearchOperators,
): boolean {
  const words = foldedWords(`${result.title} ${result.text}`);
  if (ops.excluded.some((phrase) => holdsPhrase(words, phrase))) return false;
  const host = hostOf(result.url);
  if (ops.sites.length > 0 && !ops.sites.some((site) => isOnSite(host, site))) return false;
  if (ops.excludedSites.some((site) => isOnSite(host, site))) return false;
  if (ops.filetypes.length > 0 && !ops.filetypes.some((ext) => hasExtension(result.url, ext))) return false;
  return true;
}

/** The host itself or one of its subdomains: `site:lyon.fr` keeps www.lyon.fr, never notlyon.fr. */
export function isOnSite(host: string, site: string): boolean {
  return host === site || host.endsWith(`.${site}`);
}

export function holdsPhrase(words: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  for (let i = 0; i + phrase.length <= words.length; i++)
    if (phrase.every((word, k) => words[i + k] === word)) return true;
  return false;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

function hasExtension(url: string, ext: string): boolean {
  try {
    return new URL(url).pathname.toLowerCase().endsWith(`.${ext}`);
  } catch {
    return false;
  }
}

function tokenize(q: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < q.length) {
    if (/\s/.test(q[i]!)) {
      i++;
      continue;
    }
    const negated = q[i] === '-' && i + 1 < q.length && /["\p{L}]/u.test(q[i + 1]!);
    const start = negated ? i + 1 : i;
    const closing = q[start] === '"' ? q.indexOf('"', start + 1) : -1;
    if (closing > start) {
      tokens.push({ text: q.slice(start + 1, closing), quoted: true, negated });
      i = closing + 1;
      continue;
    }
    // An unbalanced quote is no operator: its words are read as plain words.
    let end = start;
    while (end < q.length && !/\s/.test(q[end]!)) end++;
    const text = q.slice(start, end).replace(/^"+/, '');
    if (text !== '' && text !== '-') tokens.push({ text, quoted: false, negated });
    i = end;
  }
  return tokens;
}

function operatorOf(text: string): 'site' | 'filetype' | null {
  const name = text.slice(0, text.indexOf(':') + 1).toLowerCase();
  if (name === 'site:') return 'site';
  if (name === 'filetype:' || name === 'ext:') return 'filetype';
  return null;
}

function valueOf(text: string): string {
  return text.slice(text.indexOf(':') + 1);
}

/** `site:https://www.Lyon.fr/agenda` → lyon.fr; nothing valid → null (the operator is dropped). */
export function siteOf(value: string): string | null {
  const host = value
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  return HOST.test(host) ? host : null;
}

function extensionOf(value: string): string | null {
  const ext = value.toLowerCase().replace(/^\./, '');
  return EXTENSION.test(ext) ? ext : null;
}

function positiveOperator(ops: SearchOperators, text: string): void {
  if (operatorOf(text) === 'site') {
    const site = siteOf(valueOf(text));
    if (site) ops.sites.push(site);
  } else {
    const ext = extensionOf(valueOf(text));
    if (ext) ops.filetypes.push(ext);
  }
}

function negate(ops: SearchOperators, token: Token): void {
  if (!token.quoted && operatorOf(token.text) === 'site') {
    const site = siteOf(valueOf(token.text));
    if (site) ops.excludedSites.push(site);
    return;
  }
  // -filetype:x has no meaning we can keep: dropped.
  if (!token.quoted && operatorOf(token.text)) return;
  const words = foldedWords(token.text);
  if (words.length > 0) ops.excluded.push(words);
}

function positiveTerm(token: Token): (OperatorTerm & { raw: string }) | null {
  if (!token.quoted && operatorOf(token.text)) return null;
  const words = foldedWords(token.text);
  if (token.quoted) return words.length > 0 ? { words, phrase: true, raw: token.text } : null;
  return { words, phrase: false, raw: token.text };
}

/** The cache's form of a query: case does not matter, except for the OR operator ("l'or" is a word). */
export function queryCacheText(q: string): string {
  return q.replace(/\S+/g, (token) => (token === 'OR' ? '\u0000OR' : token.toLowerCase()));
}
