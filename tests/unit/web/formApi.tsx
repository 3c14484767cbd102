// The forms' component tests: a real local HTTP server their calls reach, scripted per test, and what they sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure } from '@testing-library/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { AreaThemeProvider } from '../../../web/areas/shared/AreaThemeProvider';

type Answer = [status: number, body: unknown];
export type Sent = { method: string; url: string; body: unknown };

const script = new Map<string, Answer[]>();
/** Every call but the CSRF token's, in order. */
export const sent: Sent[] = [];

/** The next answer of `METHOD /path` (each scripted answer is used once). */
export const answer = (call: string, status: number, body: unknown) =>
  script.set(call, [...(script.get(call) ?? []), [status, body]]);

/** The calls made to `METHOD /path`. */
export const callsTo = (call: string) => sent.filter((s) => `${s.method} ${s.url}` === call);

/** Starts the server for the file's tests; the app's relative URLs (`/api/…`) are sent to it. */
export function useFormApi() {
  // A loaded machine may take more than a second for a render and a call: the wait guards a hang, not a speed.
  configure({ asyncUtilTimeout: 15_000 });
  let server: Server;
  const realFetch = globalThis.fetch;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += String(chunk)));
      req.on('end', () => {
        const url = req.url ?? '/';
        const json = (status: number, body: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (url === '/csrf-token') return json(200, { data: { csrfToken: 'jeton' } });
        const call = `${req.method} ${url}`;
        // A JSON body as its value; another (a report CSV) as its text.
        const isJson = req.headers['content-type']?.startsWith('application/json');
        sent.push({
          method: req.method ?? '',
          url,
          body: text && isJson ? JSON.parse(text) : text || undefined,
        });
        const [status, body] = script.get(call)?.shift() ?? [
          404,
          { error: { message: 'Ressource non trouvée' } },
        ];
        json(status, body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => realFetch(new URL(input, base), init));
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    script.clear();
    sent.length = 0;
  });
}

/** A fresh query cache per test, with no retry: a failure shows at once. */
/** The component as an area draws it: in the area's theme, with a query client. */
export function withQueries(ui: ReactNode, client = testQueryClient()) {
  return (
    <AreaThemeProvider>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </AreaThemeProvider>
  );
}

export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });

/** The text under a field that its input points to (aria-describedby), with aria-invalid set. */
export function errorUnder(input: HTMLElement): string | null {
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
