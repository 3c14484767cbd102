// Snippets arrive as HTML (Brave's <strong>, Google's <b> and &nbsp;): a result page shows them as plain text.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
  middot: '·',
  euro: '€',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  oelig: 'œ',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  Eacute: 'É',
  Agrave: 'À',
  Ccedil: 'Ç',
};

const ENTITY = /&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z][a-zA-Z0-9]*);/g;

export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, name: string) => {
    if (!name.startsWith('#')) return NAMED_ENTITIES[name] ?? entity;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : '\uFFFD';
  });
}

/** Spaces of every kind (non-breaking included) as one plain space, none at the ends. */
export function plainText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Tags removed before entities are decoded, so an escaped `&lt;b&gt;` stays text. */
export function textOfHtml(html: string): string {
  return plainText(decodeEntities(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, '')));
}
