import { describe, expect, it } from 'vitest';
import { decodeEntities, textOfHtml } from '../../../server/search/results/providers/html';

describe('snippets from HTML to plain text', () => {
  it.each([
    [
      'Brave',
      'It&#x27;s far less depressing than Goodbye <strong>World</strong>.',
      "It's far less depressing than Goodbye World.",
    ],
    ['Google', 'adding additional <b>search</b>&nbsp;...', 'adding additional search ...'],
    ['quotes', 'A &quot;Hello, World!&quot; program', 'A "Hello, World!" program'],
    ['accents', 'caf&eacute; cr&egrave;me &amp; th&#233;', 'café crème & thé'],
    ['capital accents', '&Ecirc;tre &Agrave; l&rsquo;&Eacute;cole &OElig;uvres', 'Être À l’École Œuvres'],
    ['ellipsis and guillemets', '&laquo;&nbsp;Lire la suite&hellip;&nbsp;&raquo;', '« Lire la suite… »'],
    ['decimal and hex references', 'd&#233;j&#xE0; &#X2014; &#128512; &#x1F600;', 'déjà — 😀 😀'],
    ['line breaks', 'ligne un<br>ligne deux<br/>\n  trois', 'ligne un ligne deux trois'],
    ['escaped markup stays text', '&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>'],
    ['a bare ampersand stays', 'AT&T &amp; Tom & Jerry', 'AT&T & Tom & Jerry'],
  ])('%s', (_, html, text) => {
    expect(textOfHtml(html)).toBe(text);
  });

  it('leaves unknown entities as they are and replaces impossible code points', () => {
    expect(decodeEntities('&unknown; &#0; &#xD800; &#x1F600;')).toBe('&unknown; \uFFFD \uFFFD 😀');
  });

  it('leaves malformed references as written and cuts nothing around them', () => {
    expect(decodeEntities('a&#xZZ;b &#; &#x; &;')).toBe('a&#xZZ;b &#; &#x; &;');
    expect(decodeEntities('&#1114112; &#x110000; &#99999999999;')).toBe('\uFFFD \uFFFD \uFFFD');
  });

  it('decodes a legacy name without its semicolon, as a browser does in text', () => {
    expect(decodeEntities('caf&eacute cr&egrave;me &copy 2026')).toBe('café crème © 2026');
  });
});
