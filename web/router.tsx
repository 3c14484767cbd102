// The pages: public ones in the first load; admin, partner portal and marketing as lazy chunks. The browser's
// router (main.tsx) and the server's renderer (entry-server.tsx) both draw these, with React Router's
// declarative mode: its data router (loaders, actions, fetchers) would double what the first load carries.
import { use, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { ErrorPage } from './pages/errors/ErrorPage';
import { HomePage } from './pages/home/HomePage';
import { Layout } from './shell/Layout';
import { Root } from './shell/Root';

const notFound = <ErrorPage status={404} />;

/** A page of its own chunk: `load` is a literal `import()`, so that the bundler splits it out. */
type Chunk = () => Promise<{ default: ComponentType }>;

/** What a lazy route carries: how to load its chunk before a page is drawn with it. */
type LazyHandle = { preload: () => Promise<void> };

/** A route drawn by its chunk once loaded (it suspends until then); `handle.preload` loads it ahead. */
function lazyRoute(load: Chunk): Pick<RouteObject, 'element' | 'handle'> {
  let Page: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      Page = module.default;
    }));
  function LazyPage() {
    if (!Page) use(preload());
    const Loaded = Page!;
    return <Loaded />;
  }
  const handle: LazyHandle = { preload };
  return { element: <LazyPage />, handle };
}

/** A lazy page at `path`. */
const page = (path: string, load: Chunk): RouteObject => ({ path, ...lazyRoute(load) });

/** An area under `path`: its layout, its first page at `path` itself, its pages, and a 404 for the rest. */
function area(path: string, layout: Chunk, first: string, pages: RouteObject[]): RouteObject {
  return {
    path,
    ...lazyRoute(layout),
    children: [
      { index: true, element: <Navigate to={`${path}/${first}`} replace /> },
      ...pages,
      { path: '*', element: notFound },
    ],
  };
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <HomePage /> },
          // The results page is a chunk of its own: the home page's first load leaves it out.
          page('/search', () => import('./pages/search/SearchPage').then((m) => ({ default: m.SearchPage }))),
          { path: '/error/:status', element: <ErrorPage /> },
          page('/preferences', () => import('./areas/preferences/PreferencesPage')),
          page('/privacy', () => import('./pages/privacy/PrivacyPage')),
          page('/licences', () => import('./pages/licences/LicencesPage')),
          page('/help', () => import('./pages/help/HelpPage')),
          page('/extension/setup', () => import('./pages/extension/ExtensionSetupPage')),
          page('/partners', () => import('./areas/partners-site/LandingPage')),
          page('/partners/how-it-works', () => import('./areas/partners-site/HowItWorksPage')),
          page('/partners/signup', () => import('./areas/signup/SignupPage')),
          { path: '*', element: notFound },
        ],
      },
      area('/admin', () => import('./areas/admin/AdminLayout'), 'partners', [
        page('partners', () => import('./areas/admin/partners/AdminPartnersPage')),
        page('security', () => import('./areas/admin/security/SecurityPage')),
        page('suggestions', () => import('./areas/admin/suggestions/SuggestionsPage')),
        page('db-admin', () => import('./areas/admin/db/DbAdminPage')),
        page('mail', () => import('./areas/admin/mail/MailPage')),
      ]),
      area('/partner', () => import('./areas/portal/PortalLayout'), 'dashboard', [
        page('dashboard', () => import('./areas/portal/DashboardPage')),
        page('profile', () => import('./areas/portal/ProfilePage')),
        page('payment', () => import('./areas/portal/PaymentPage')),
        page('links', () => import('./areas/portal/LinksPage')),
      ]),
    ],
  },
];

/** The pages, drawn for the router's location (a BrowserRouter's, or the server's StaticRouter's). */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the chunks of the pages drawn at `location`: the first render then matches the server's drawing. */
export async function preloadPagesOf(location: string | { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as LazyHandle | undefined)?.preload()));
}
