// The pages: public ones in the first load; admin, partner portal and marketing as lazy chunks.
import { createBrowserRouter, Navigate } from 'react-router';
import { ErrorPage } from './pages/errors/ErrorPage';
import { HomePage } from './pages/home/HomePage';
import { SearchPage } from './pages/search/SearchPage';
import { Layout } from './shell/Layout';
import { Root } from './shell/Root';

const notFound = <ErrorPage status={404} />;

export const router = createBrowserRouter([
  {
    Component: Root,
    // Shown while a lazy area loads on a first visit: the page stays blank rather than flash a shell.
    hydrateFallbackElement: <div aria-busy="true" />,
    children: [
      {
        Component: Layout,
        children: [
          { path: '/', Component: HomePage },
          { path: '/search', Component: SearchPage },
          { path: '/error/:status', Component: ErrorPage },
          {
            path: '/privacy',
            lazy: async () => ({ Component: (await import('./pages/privacy/PrivacyPage')).default }),
          },
          {
            path: '/extension/setup',
            lazy: async () => ({ Component: (await import('./pages/extension/ExtensionSetupPage')).default }),
          },
          {
            path: '/partners',
            lazy: async () => ({ Component: (await import('./areas/partners-site/LandingPage')).default }),
          },
          {
            path: '/partners/how-it-works',
            lazy: async () => ({ Component: (await import('./areas/partners-site/HowItWorksPage')).default }),
          },
          {
            path: '/partners/signup',
            lazy: async () => ({ Component: (await import('./areas/signup/SignupPage')).default }),
          },
          { path: '*', element: notFound },
        ],
      },
      {
        path: '/admin',
        lazy: async () => ({ Component: (await import('./areas/admin/AdminLayout')).default }),
        children: [
          { index: true, element: <Navigate to="/admin/partners" replace /> },
          {
            path: 'partners',
            lazy: async () => ({
              Component: (await import('./areas/admin/partners/AdminPartnersPage')).default,
            }),
          },
          {
            path: 'security',
            lazy: async () => ({ Component: (await import('./areas/admin/security/SecurityPage')).default }),
          },
          {
            path: 'db-admin',
            lazy: async () => ({ Component: (await import('./areas/admin/db/DbAdminPage')).default }),
          },
          { path: '*', element: notFound },
        ],
      },
      {
        path: '/partner',
        lazy: async () => ({ Component: (await import('./areas/portal/PortalLayout')).default }),
        children: [
          { index: true, element: <Navigate to="/partner/dashboard" replace /> },
          {
            path: 'dashboard',
            lazy: async () => ({ Component: (await import('./areas/portal/DashboardPage')).default }),
          },
          {
            path: 'profile',
            lazy: async () => ({ Component: (await import('./areas/portal/ProfilePage')).default }),
          },
          {
            path: 'payment',
            lazy: async () => ({ Component: (await import('./areas/portal/PaymentPage')).default }),
          },
          { path: '*', element: notFound },
        ],
      },
    ],
  },
]);
