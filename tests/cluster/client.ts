// A cookie-keeping HTTP client for the cluster test, pinned to one process: the addresses the product writes
// (PUBLIC_URL, the proxy's) are sent to that process instead, so a sign-in never depends on which process
// holds the provider's records. The browser check of the test is the one that goes through the proxy.
export type Answer = { status: number; location: string | null; body: string };
export type Identity = { name: string; email: string };

export type PinnedClient = {
  request: (
    path: string,
    init?: { method?: string; json?: unknown; form?: Record<string, string>; text?: string; origin?: string },
  ) => Promise<Answer>;
  signIn: (identity: Identity) => Promise<void>;
  /** The cookie (and, once signed in, the CSRF token) headers, for a request to any process. */
  headers: () => Record<string, string>;
  cookieHeader: () => string;
};

export function pinnedClient(backend: string, publicOrigin: string): PinnedClient {
  const jar = new Map<string, string>();
  let csrf = '';
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const pin = (url: string) =>
    url.startsWith(publicOrigin) ? backend + url.slice(publicOrigin.length) : url;

  const request: PinnedClient['request'] = async (path, init = {}) => {
    const url = pin(new URL(path, init.origin ?? backend).href);
    const headers: Record<string, string> = { cookie: cookieHeader() };
    if (csrf) headers['x-csrf-token'] = csrf;
    let body: string | undefined;
    if (init.form) {
      body = new URLSearchParams(init.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.origin = publicOrigin;
    } else if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
    } else if (init.text !== undefined) {
      body = init.text;
      headers['content-type'] = 'text/csv';
    }
    const method = init.method ?? (body === undefined ? 'GET' : 'POST');
    const res = await fetch(url, { method, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at).trim(), pair!.slice(at + 1).trim()];
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || !value) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get('location');
    return {
      status: res.status,
      location: location && pin(new URL(location, url).href),
      body: await res.text(),
    };
  };

  /** Follows redirects while they stay in the sign-in dance, posting the provider's self-posting pages. */
  async function follow(first: Answer): Promise<Answer> {
    let page = first;
    for (let hops = 0; hops < 12; hops++) {
      if (page.location && /^\/(auth|oidc)\//.test(new URL(page.location).pathname))
        page = await request(page.location);
      else if (page.status === 200 && page.body.includes('document.forms[0].submit()')) {
        const action = /<form method="post" action="([^"]+)"/.exec(page.body)![1]!.replace(/&amp;/g, '&');
        const fields = [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)];
        page = await request(action, { form: Object.fromEntries(fields.map((m) => [m[1]!, m[2]!])) });
      } else return page;
    }
    return page;
  }

  return {
    request,
    async signIn(identity) {
      const form = await follow(await request('/auth/google'));
      const action = /action="([^"]+)"/.exec(form.body)?.[1];
      if (!action) throw new Error(`no sign-in form (${form.status}): ${form.body.slice(0, 300)}`);
      const done = await follow(
        await request(action.replace(/&amp;/g, '&'), {
          form: { given_name: '', family_name: '', picture: '', ...identity },
        }),
      );
      if (done.status !== 302 || done.location === null || /\/(auth|oidc)\//.test(done.location))
        throw new Error(
          `sign-in did not end on a page (${done.status} ${done.location}): ${done.body.slice(0, 300)}`,
        );
      csrf = JSON.parse((await request('/csrf-token')).body).data.csrfToken as string;
    },
    headers: () => ({ cookie: cookieHeader(), ...(csrf && { 'x-csrf-token': csrf }) }),
    cookieHeader,
  };
}
