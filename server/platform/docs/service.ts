// The reference page of /api/docs: the OpenAPI document drawn as plain HTML on the server, no script, one
// style block its hash lets in.
import { createHash } from 'node:crypto';
import { escapeUTF8 as escapeHtml } from 'entities';
import { withColours } from '../http/standalonePage';

type Schema = Record<string, unknown>;
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};
export type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
};

const STYLE = withColours(
  'body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem;color:var(--ink);background:var(--bg)}' +
    'a{color:var(--blue)}h2{border-bottom:1px solid var(--field);margin-top:2.5rem}' +
    'details{border:1px solid var(--line);border-radius:6px;margin:.5rem 0;padding:.4rem .8rem}' +
    'summary{cursor:pointer;font-family:ui-monospace,monospace}.m{display:inline-block;min-width:4.5rem;font-weight:700}' +
    'pre{background:var(--soft);padding:.6rem;overflow:auto;font-size:13px}table{border-collapse:collapse}' +
    'td,th{padding:.2rem .6rem;text-align:left;border-bottom:1px solid var(--line)}',
);

/** The page's policy: the API's (nothing from anywhere) but this one style block. */
export const DOCS_PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256')
  .update(STYLE)
  .digest('base64')}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function operationHtml(method: string, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'obligatoire' : 'facultatif'}</td><td><code>${escapeHtml(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
    )
    .join('');
  const body = op.requestBody?.content
    ? Object.entries(op.requestBody.content)
        .map(([media, { schema }]) => `<h4>Corps (${escapeHtml(media)})</h4>${json(schema)}`)
        .join('')
    : '';
  const answers = Object.entries(op.responses ?? {})
    .map(
      ([status, answer]) =>
        `<h4>${status} – ${escapeHtml(answer.description ?? '')}</h4>` +
        Object.entries(answer.content ?? {})
          .map(([media, { schema }]) => `<p>${escapeHtml(media)}</p>${json(schema)}`)
          .join(''),
    )
    .join('');
  return (
    `<details><summary><span class="m">${method.toUpperCase()}</span> ${escapeHtml(path)}</summary>` +
    (params ? `<h4>Paramètres</h4><table>${params}</table>` : '') +
    body +
    answers +
    '</details>'
  );
}

/** The document's operations grouped by tag, each a <details> to open. */
export function docsPageHtml(document: OpenApiDocument): string {
  const groups = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'api';
      groups.set(tag, [...(groups.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  const sections = [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, ops]) => `<section><h2>${escapeHtml(tag)}</h2>${ops.join('')}</section>`)
    .join('');
  const { title, version, description = '' } = document.info;
  return (
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="color-scheme" content="light dark">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>` +
    `<h1>${escapeHtml(title)} <small>${escapeHtml(version)}</small></h1><p>${escapeHtml(description)}</p>` +
    `<p>Le document OpenAPI 3.1 : <a href="/api/openapi.json">/api/openapi.json</a>.</p>${sections}</body></html>`
  );
}
