// A page the server writes without the web app (an error, a one-click confirmation): the same head for each.
import { escapeUTF8 } from 'entities';
import { colourSchemeCss } from '../../../common/colours';

/** A page's style, after the product's colours as variables (--bg, --ink…), light or dark as the system asks. */
export function withColours(style: string): string {
  return `${colourSchemeCss()}\n${style}`;
}

/** The whole HTML of such a page; `style` goes in as is (a page's policy may allow it by its hash): see withColours. */
export function standalonePageHtml({
  title,
  style,
  body,
  icon = false,
}: {
  title: string;
  style: string;
  body: string;
  /** The site's icon, where the page's policy lets it load. */
  icon?: boolean;
}): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${escapeUTF8(title)}</title>
${icon ? '<link rel="icon" href="/favicon.svg" type="image/svg+xml">\n' : ''}<style>${style}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
