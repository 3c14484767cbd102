// The pages of the web app: the router renders them, the server answers 404 for any other.

export const PAGE_PATHS = [
  '/',
  '/search',
  '/preferences',
  '/privacy',
  '/licences',
  '/help',
  '/extension/setup',
  '/partners',
  '/partners/how-it-works',
  '/partners/signup',
  '/partner',
  '/partner/dashboard',
  '/partner/profile',
  '/partner/payment',
  '/partner/links',
  '/admin',
  '/admin/partners',
  '/admin/security',
  '/admin/suggestions',
  '/admin/db-admin',
  '/admin/mail',
  '/error/:status',
] as const;

const patterns = PAGE_PATHS.map((path) => new RegExp(`^${path.replace(/:[a-z]+/g, '[^/]+')}/?$`));

export function isPagePath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

/** The signed-in areas, the signup and settings pages (MUI forms) are drawn in the browser; the others on the server. */
const DRAWN_IN_BROWSER = /^\/(admin|partner|partners\/signup|preferences)(\/|$)/;
const SIGNED_IN_AREA = /^\/(admin|partner)(\/|$)/;

/** The admin area and the partner portal: pages of a signed-in person only. */
export function isSignedInAreaPath(pathname: string): boolean {
  return SIGNED_IN_AREA.test(pathname);
}

/** `/error/401?reason=session-expired&next=…`: the session of a signed-in page is gone; sign-in comes back to it. */
export const SESSION_EXPIRED_REASON = 'session-expired';
export const sessionExpiredHref = (next: string) =>
  `/error/401?reason=${SESSION_EXPIRED_REASON}&next=${encodeURIComponent(next)}`;

export function isServerDrawnPath(pathname: string): boolean {
  return !DRAWN_IN_BROWSER.test(pathname);
}

/** The id of the page's `<script type="application/json">` state: data, never run, so no policy exception. */
export const PAGE_STATE_ID = 'page-state';

/** `/error/401?reason=…` after a sign-in the provider or our checks refused: the page says it failed. */
export const SIGN_IN_FAILED_REASON = 'sign-in-failed';
