// Makes the page under test behave like another install (its client config, the scripts its policy admits),
// or like a page the browser draws alone (a cached copy without the server's drawing).
import type { Page, Route } from '@playwright/test';
import { localDefaultClientConfig, type ClientConfig } from '../../../common/config';
import { PAGE_STATE_ID } from '../../../common/routes';

type DocumentChanges = {
  /** Script origins the policy of documents at `pathname` admits besides its own. */
  scriptOrigins?: { pathname: string; origins: string[] };
  /** The documents come without the server's drawing nor its state: the browser calls the API for all. */
  drawnInBrowser?: boolean;
};

const changesOf = new WeakMap<Page, DocumentChanges>();

// The server's drawing ends where the page state begins.
const DRAWING = new RegExp(
  `<div id="root">[\\s\\S]*?</div><script type="application/json" id="${PAGE_STATE_ID}">[\\s\\S]*?</script>`,
);

async function changeDocument(route: Route, changes: DocumentChanges) {
  if (route.request().resourceType() !== 'document') return route.fallback();
  const url = new URL(route.request().url());
  const response = await route.fetch();
  const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
  let body = await response.text();
  const admitted = changes.scriptOrigins;
  if (admitted && admitted.pathname === url.pathname && headers['content-security-policy'])
    headers['content-security-policy'] = headers['content-security-policy'].replace(
      "script-src 'self'",
      `script-src 'self' ${admitted.origins.join(' ')}`,
    );
  if (changes.drawnInBrowser) body = body.replace(DRAWING, '<div id="root"></div>');
  await route.fulfill({ response, headers, body });
}

async function changeDocuments(page: Page, change: DocumentChanges) {
  const known = changesOf.get(page);
  changesOf.set(page, { ...known, ...change });
  if (!known) await page.route('**/*', (route) => changeDocument(route, changesOf.get(page)!));
}

/** This server's config changed by `overrides` (an engine id, an ad client…): the browser draws with it. */
export async function fakeClientConfig(page: Page, overrides: Partial<ClientConfig>) {
  const config = { ...localDefaultClientConfig, ...overrides };
  await drawInBrowser(page);
  await page.route('**/api/config/client', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: config }) }),
  );
}

/** The pages come without the server's drawing nor state: the browser calls the API for everything. */
export async function drawInBrowser(page: Page) {
  await changeDocuments(page, { drawnInBrowser: true });
}

/** The document at `pathname` gets a policy that also admits scripts from `origins`, as such an install's would. */
export async function admitScriptOrigins(page: Page, pathname: string, origins: string[]) {
  await changeDocuments(page, { scriptOrigins: { pathname, origins } });
}
