// The pages of the web app: the router renders them, the server answers 404 for any other.

export const PAGE_PATHS = [
  '/',
  '/search',
  '/privacy',
  '/extension/setup',
  '/partners',
  '/partners/how-it-works',
  '/partners/signup',
  '/partner',
  '/partner/dashboard',
  '/partner/profile',
  '/partner/payment',
  '/admin',
  '/admin/partners',
  '/admin/security',
  '/admin/db-admin',
  '/error/:status',
] as const;

const patterns = PAGE_PATHS.map((path) => new RegExp(`^${path.replace(/:[a-z]+/g, '[^/]+')}/?$`));

export function isPagePath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

/** `/error/401?reason=…` after a sign-in the provider or our checks refused: the page says it failed. */
export const SIGN_IN_FAILED_REASON = 'sign-in-failed';
