// Snippets arrive as HTML (Brave's <strong>, Google's <b> and &nbsp;): a result page shows them as plain text.
import { decodeHTML } from 'entities/decode';

/**
 * Every HTML character reference decoded as a browser decodes text: all of HTML's named ones
 * (`&Ecirc;`, `&hellip;`), decimal and hex ones (`&#x1F600;`), the legacy names a browser also takes
 * without `;` (`&eacute`); an unknown name or an empty number stays as written, an impossible code
 * point becomes U+FFFD.
 */
export function decodeEntities(text: string): string {
  return decodeHTML(text);
}

/** Spaces of every kind (non-breaking included) as one plain space, none at the ends. */
export function plainText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Tags removed before entities are decoded, so an escaped `&lt;b&gt;` stays text. */
export function textOfHtml(html: string): string {
  return plainText(decodeEntities(html.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, '')));
}
