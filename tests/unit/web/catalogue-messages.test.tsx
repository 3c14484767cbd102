// @vitest-environment jsdom
// The error catalogue's authentication and history messages, each where the spec puts it: the 401 page
// after a refused sign-in callback, and the search box's history panel on each kind of load failure.
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, HISTORY_MESSAGES, messageForStatus } from '../../../common/messages';
import { historyLoadMessage, loadServerHistory } from '../../../web/account/serverHistory';
import { ApiError } from '../../../web/api/client';
import { ErrorPage } from '../../../web/pages/errors/ErrorPage';
import { SuggestionList } from '../../../web/search/SuggestionList';
import type { SearchHistory } from '../../../web/search/useSearchHistory';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openAt(url: string) {
  const router = createMemoryRouter([{ path: '/error/:status', Component: ErrorPage }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

describe('the 401 page after a refused sign-in callback', () => {
  it('says « Token invalide » when the provider refused the code or its ID token', () => {
    openAt('/error/401?reason=invalid-token');
    expect(screen.getByText(AUTH_MESSAGES.invalidToken)).toBeTruthy();
    expect(screen.queryByText(messageForStatus(401))).toBeNull();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeTruthy();
  });

  it('says « Échec de l’authentification » when the sign-in itself failed', () => {
    openAt('/error/401?reason=sign-in-failed');
    expect(screen.getByText(AUTH_MESSAGES.failed)).toBeTruthy();
  });

  it('says « Session expirée » when a signed-in page’s session is gone, and signs in back to that page', () => {
    openAt('/error/401?reason=session-expired&next=%2Fpartner%2Fdashboard%3Ffrom%3D2026-11-01');
    expect(screen.getByText(AUTH_MESSAGES.sessionExpired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/auth/google?redirect=%2Fpartner%2Fdashboard%3Ffrom%3D2026-11-01',
    );
  });

  it('never signs in back to another site, whatever `next` says', () => {
    openAt('/error/401?reason=session-expired&next=%2F%2Fevil.example%2F');
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe(
      '/auth/google?redirect=%2F',
    );
  });

  it('keeps the catalogue message for a reason it does not know', () => {
    openAt('/error/401?reason=toString');
    expect(screen.getByText(messageForStatus(401))).toBeTruthy();
  });
});

const SESSION_ID = 'abcdefghi';
const stats = {
  sessionID: SESSION_ID,
  isAuthenticated: true,
  accountsCount: 1,
  activeAccount: null,
  searchHistoryCount: 0,
};

/** fetch answering the session stats, then the history call with `history` (status and body). */
function serve(history: { status: number; body: unknown }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url.startsWith('/api/session/stats')) return Response.json({ data: stats });
      return Response.json(history.body, { status: history.status });
    }),
  );
  return calls;
}

const noWait = () => Promise.resolve();

describe('loading a member’s history', () => {
  it('still anonymous after three tries: the session problem, with the advice to sign in again', async () => {
    const calls = serve({ status: 200, body: { data: { history: [], userId: 'anonymous', count: 0 } } });
    await expect(loadServerHistory(noWait)).rejects.toThrow(HISTORY_MESSAGES.sessionProblem);
    expect(calls.filter((c) => c.startsWith('/api/search/history'))).toHaveLength(3);
  });

  it('refused for the session (401): the history cannot be loaded, a session problem', async () => {
    serve({ status: 401, body: { error: { message: 'Connexion requise', code: 'not_signed_in' } } });
    await expect(loadServerHistory(noWait)).rejects.toThrow(HISTORY_MESSAGES.cannotLoadSession);
  });

  it('a sessionID that is not this session’s (403): the same session problem', async () => {
    serve({
      status: 403,
      body: { error: { message: AUTH_MESSAGES.sessionMismatch, code: 'session_mismatch' } },
    });
    await expect(loadServerHistory(noWait)).rejects.toThrow(HISTORY_MESSAGES.cannotLoadSession);
  });

  it('any other failure: the load failed', () => {
    expect(historyLoadMessage(new ApiError(500, messageForStatus(500)))).toBe(HISTORY_MESSAGES.loadFailed);
    expect(historyLoadMessage(new ApiError(null, 'Erreur réseau'))).toBe(HISTORY_MESSAGES.loadFailed);
    expect(historyLoadMessage(new ApiError(403, 'Requête refusée', 'csrf'))).toBe(
      HISTORY_MESSAGES.loadFailed,
    );
  });

  it('the history it loads, once the server knows the member', async () => {
    serve({ status: 200, body: { data: { history: ['lyon'], userId: '7', count: 1 } } });
    await expect(loadServerHistory(noWait)).resolves.toEqual({ sessionID: SESSION_ID, history: ['lyon'] });
  });
});

describe('the search box’s history panel', () => {
  const history = (error: string): SearchHistory => ({
    entries: [],
    ready: true,
    enabled: true,
    error,
    record: () => undefined,
    remove: () => undefined,
    clear: () => undefined,
  });

  for (const message of Object.values(HISTORY_MESSAGES))
    it(`shows « ${message} » as an alert`, () => {
      render(
        <SuggestionList
          id="s"
          items={[]}
          active={-1}
          recent
          onPick={() => undefined}
          onHover={() => undefined}
          history={history(message)}
        />,
      );
      expect(screen.getByRole('alert').textContent).toBe(message);
    });
});
