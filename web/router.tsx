// The pages: public ones in the first load; admin, partner portal and marketing as lazy chunks. The browser's
// router (main.tsx) and the server's renderer (entry-server.tsx) both draw these.
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ErrorPage } from './pages/errors/ErrorPage';
import { HomePage } from './pages/home/HomePage';
import { Layout } from './shell/Layout';
import { Root } from './shell/Root';

const notFound = <ErrorPage status={404} />;

/** A page of its own chunk: `load` is a literal `import()`, so that the bundler splits it out. */
type Chunk = () => Promise<{ default: ComponentType }>;
const lazyPage = (load: Chunk) => async () => ({ Component: (await load()).default });

/** A lazy page at `path`. */
const page = (path: string, load: Chunk): RouteObject => ({ path, lazy: lazyPage(load) });

/** An area under `path`: its layout, its first page at `path` itself, its pages, and a 404 for the rest. */
function area(path: string, layout: Chunk, first: string, pages: RouteObject[]): RouteObject {
  return {
    path,
    lazy: lazyPage(layout),
    children: [
      { index: true, element: <Navigate to={`${path}/${first}`} replace /> },
      ...pages,
      { path: '*', element: notFound },
    ],
  };
}

export const routes: RouteObject[] = [
  {
    Component: Root,
    // Shown while a lazy area loads on a first visit: the page stays blank rather than flash a shell.
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [
      {
        Component: Layout,
        children: [
          { path: '/', Component: HomePage },
          // The results page is a chunk of its own: the home page's first load leaves it out.
          page('/search', () => import('./pages/search/SearchPage').then((m) => ({ default: m.SearchPage }))),
          { path: '/error/:status', Component: ErrorPage },
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
      ]),
      area('/partner', () => import('./areas/portal/PortalLayout'), 'dashboard', [
        page('dashboard', () => import('./areas/portal/DashboardPage')),
        page('profile', () => import('./areas/portal/ProfilePage')),
        page('payment', () => import('./areas/portal/PaymentPage')),
      ]),
    ],
  },
];
