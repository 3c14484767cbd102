// The pages: public ones in the first load; admin, portal and marketing as lazy chunks.
import { createBrowserRouter } from 'react-router';
import { ErrorPage } from './pages/errors/ErrorPage';
import { HomePage } from './pages/home/HomePage';
import { SearchPage } from './pages/search/SearchPage';
import { Layout } from './shell/Layout';

const notYet = () => <ErrorPage status={404} />; // TODO(issues 5, 6, 8): the pages of these areas.

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/search', element: <SearchPage /> },
      { path: '/error/:status', element: <ErrorPage /> },
      {
        path: '/partners/*',
        lazy: async () => ({ Component: (await import('./areas/marketing/MarketingPage')).default }),
      },
      { path: '*', element: <ErrorPage status={404} /> },
    ],
  },
  {
    path: '/admin',
    lazy: async () => ({ Component: (await import('./areas/admin/AdminLayout')).default }),
    children: [{ path: '*', Component: notYet }],
  },
  {
    path: '/partner',
    lazy: async () => ({ Component: (await import('./areas/portal/PortalLayout')).default }),
    children: [{ path: '*', Component: notYet }],
  },
]);
