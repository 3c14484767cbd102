// The server's renderer: draws a public page with React's streaming renderer, from the answers the server
// gathered first, and hands the browser the state to hydrate it with. Built apart by `vite build --ssr`.
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { AuthUserAnswer } from '../common/auth';
import type { ClientConfig } from '../common/config';
import { SAFE_SEARCH_DEFAULT } from '../common/constants';
import { isKnowledgeQuery } from '../common/knowledgeQuery';
import { settingsFromCookies, type Settings } from '../common/settings';
import { AUTH_USER_KEY } from './account/useAuthUser';
import { AD_SLOTS_KEY } from './ad-slot/AdSlot';
import { newQueryClient } from './api/queryClient';
import { CLIENT_CONFIG_KEY } from './config/useClientConfig';
import { pageStateJson } from './pageState';
import { AppRoutes, preloadPagesOf } from './router';
import { knowledgeCall } from './search/knowledge/useKnowledge';
import { tabOf } from './search/searchUrl';
import { searchRequestOf } from './search/useSearchResults';
import { ServerPageContext, type PageHead, type ServerPage } from './shell/pageContext';
import { ServerCookiesContext } from './state/guestSettings';

/** An API answer the page shows: the server gets it before drawing (`call` is the query string). */
export type DataNeed = { kind: 'search' | 'knowledge' | 'ad-slots'; call: string };
export type DataAnswer = DataNeed & { data: unknown };

export type PageRequest = {
  url: string;
  origin: string;
  cookies: string;
  config: ClientConfig;
  /**
   * Who the page is for, as GET /auth/user answers: the top bar, menus and preferences are drawn as they see
   * them, and the browser does not ask again. Null: the browser asks, the page is drawn while it waits.
   */
  viewer: AuthUserAnswer | null;
};

export type DrawnPage = {
  head: PageHead;
  /** The page state's JSON, safe inside a script element. */
  state: string;
  pipe: PipeableStream['pipe'];
  abort: PipeableStream['abort'];
};

/** The settings the page is drawn with, as the browser's first render reads them: the account's, else the cookie's. */
export function settingsOfViewer(viewer: AuthUserAnswer | null, cookies: string): Settings {
  return viewer?.user?.settings ?? settingsFromCookies(cookies);
}

/** The search the browser's first render asks for, with the person's settings. */
function firstSearchOf(
  url: URL,
  config: ClientConfig,
  viewer: AuthUserAnswer | null,
  cookies: string,
): string | null {
  const q = (url.searchParams.get('q') ?? '').trim();
  // The search element's install draws its own results in the browser.
  if (url.pathname !== '/search' || q === '' || config.searchEngineId) return null;
  const settings = settingsOfViewer(viewer, cookies);
  const safeSearch = config.features.safeSearch === false ? SAFE_SEARCH_DEFAULT : settings.safeSearch;
  const tab = tabOf(url.searchParams, '');
  return searchRequestOf(url.searchParams, q, tab, { ...settings, safeSearch });
}

/** The pages with an ad slot: the server says which slots the visitor may see, as GET /api/ads/slots would. */
function hasAdSlot(url: URL): boolean {
  return url.pathname === '/' || (url.pathname === '/search' && (url.searchParams.get('q') ?? '') !== '');
}

export function dataNeedsOf(
  url: URL,
  config: ClientConfig,
  viewer: AuthUserAnswer | null,
  cookies = '',
): DataNeed[] {
  const needs: DataNeed[] = hasAdSlot(url) ? [{ kind: 'ad-slots', call: '' }] : [];
  const search = firstSearchOf(url, config, viewer, cookies);
  if (!search) return needs;
  const params = new URLSearchParams(search);
  needs.push({ kind: 'search', call: search });
  if (params.get('tab') === 'web' && isKnowledgeQuery(params.get('q') ?? ''))
    needs.push({ kind: 'knowledge', call: knowledgeCall(search) });
  return needs;
}

/** The state of a page the browser draws itself (the signed-in areas): the client config only. */
export function clientDrawnState(config: ClientConfig): string {
  const queryClient = newQueryClient();
  queryClient.setQueryData(CLIENT_CONFIG_KEY, { config, failed: false });
  return pageStateJson({ queries: dehydrate(queryClient) });
}

export async function drawPage(page: PageRequest, answers: DataAnswer[]): Promise<DrawnPage> {
  const url = new URL(page.url);
  // The lazy pages of this address are drawn in the shell, not streamed after it.
  await preloadPagesOf(url);
  const queryClient = newQueryClient();
  queryClient.setQueryData(CLIENT_CONFIG_KEY, { config: page.config, failed: false });
  if (page.viewer) queryClient.setQueryData(AUTH_USER_KEY, page.viewer);
  for (const answer of answers)
    if (answer.kind === 'search')
      queryClient.setQueryData(['search', answer.call], { pages: [answer.data], pageParams: [1] });
    else if (answer.kind === 'ad-slots') queryClient.setQueryData(AD_SLOTS_KEY, answer.data);
    else queryClient.setQueryData(['knowledge', answer.call], answer.data);

  const { theme } = settingsOfViewer(page.viewer, page.cookies);
  // « Système »: no attribute, the page follows the device's own light or dark.
  const head: PageHead = theme === 'system' ? {} : { theme };
  const serverPage: ServerPage = {
    origin: page.origin,
    cookies: page.cookies,
    setHead: (next) => Object.assign(head, next),
  };
  const app = (
    <StrictMode>
      <ServerPageContext value={serverPage}>
        <ServerCookiesContext value={page.cookies}>
          <QueryClientProvider client={queryClient}>
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes />
            </StaticRouter>
          </QueryClientProvider>
        </ServerCookiesContext>
      </ServerPageContext>
    </StrictMode>
  );
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(app, {
      onShellReady() {
        const state = pageStateJson({ queries: dehydrate(queryClient) });
        resolve({
          head,
          state,
          pipe: stream.pipe,
          abort: stream.abort,
        });
      },
      onShellError: reject,
    });
  });
}
