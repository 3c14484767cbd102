// Starts the web app: hydrates the page the server drew (or draws it, on a page the server left empty).
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { AuthUserAnswer } from '../common/auth';
import { storeAccounts } from './account/storage';
import { AUTH_USER_KEY } from './account/useAuthUser';
import { newQueryClient } from './api/queryClient';
import { readPageState } from './pageState';
import { carryLegacySettings } from './state/legacySettings';
import { AppRoutes, preloadPagesOf } from './router';
// The colour tokens first (common/colours.ts, light and dark): every style sheet below reads them.
import 'virtual:colours.css';
import './shell/shell.css';
// The server draws these lazy pages: their styles come with the first page, so nothing moves at hydration.
import './areas/partners-site/site.css';
import './pages/privacy/privacy.css';
import './pages/extension/extension.css';
import './pages/search/results.css';
import './search/knowledge/knowledge.css';
import './search/answers/answers.css';
import './pages/licences/licences.css';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const queryClient = newQueryClient();
  const state = readPageState();
  if (state) {
    hydrate(queryClient, state.queries);
    // What the page was drawn with is fresh: the browser does not ask for it again on hydration.
    for (const query of state.queries.queries)
      queryClient.setQueryDefaults(query.queryKey, { staleTime: Infinity });
  }
  // Drawn for the person the server knows: the browser remembers their accounts as GET /auth/user would.
  const viewer = queryClient.getQueryData<AuthUserAnswer>(AUTH_USER_KEY);
  if (viewer) storeAccounts(viewer.user, viewer.accounts);
  const drawn = root.firstElementChild !== null;
  // Once per browser that kept settings the old way: the page is drawn again with them.
  if (carryLegacySettings() && drawn) return window.location.reload();
  // The lazy pages of this address, loaded before hydration so that the first render matches the server's.
  if (drawn) await preloadPagesOf(window.location);
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
  if (!drawn) {
    createRoot(root).render(app);
    return;
  }
  // As a transition, hydration yields to the browser between components: the page stays responsive meanwhile.
  startTransition(() => void hydrateRoot(root, app));
}

void start();
