// Sign-in is a full-page navigation to the provider, coming back to the page it started from.
export function loginHref(back: { pathname: string; search: string }): string {
  return `/auth/google?redirect=${encodeURIComponent(back.pathname + back.search)}`;
}
