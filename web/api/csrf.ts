// The session's CSRF token (GET /csrf-token), fetched once and sent with every state-changing call.
let token: Promise<string | null> | null = null;

async function fetchToken(baseUrl: string): Promise<string | null> {
  try {
    const response = await fetch(`${baseUrl}/csrf-token`, { credentials: 'same-origin', cache: 'no-store' });
    const body: unknown = await response.json();
    const value = (body as { data?: { csrfToken?: unknown } } | null)?.data?.csrfToken;
    return typeof value === 'string' ? value : null;
  } catch {
    return null; // The call itself will fail and say why.
  }
}

export function csrfToken(baseUrl = ''): Promise<string | null> {
  token ??= fetchToken(baseUrl);
  return token;
}

/** A sign-in or a logout gives the session a new token: the next call asks again. */
export function forgetCsrfToken(): void {
  token = null;
}
