// A page the server writes without the web app (an error, a one-click confirmation): the same head for each.
import { escapeUTF8 } from 'entities';

/** The whole HTML of such a page; `style` goes in as is (a page's policy may allow it by its hash). */
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
<title>${escapeUTF8(title)}</title>
${icon ? '<link rel="icon" href="/favicon.svg" type="image/svg+xml">\n' : ''}<style>${style}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
