import { describe, expect, it } from 'vitest';
import { decodeEntities, textOfHtml } from '../../../server/search/providers/html';

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
    ['line breaks', 'ligne un<br>ligne deux<br/>\n  trois', 'ligne un ligne deux trois'],
    ['escaped markup stays text', '&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>'],
  ])('%s', (_, html, text) => {
    expect(textOfHtml(html)).toBe(text);
  });

  it('leaves unknown entities as they are and replaces impossible code points', () => {
    expect(decodeEntities('&unknown; &#0; &#xD800; &#x1F600;')).toBe('&unknown; \uFFFD \uFFFD 😀');
  });
});
