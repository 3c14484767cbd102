// The OpenAPI document made from the routes' zod schemas: every JSON call has a documented success and
// documented errors, and the answers sent are the ones documented.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../common/api';
import type { App } from '../../../server/app';
import { isDocumented } from '../../../server/platform/docs/errorAnswers';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

type Operation = { responses: Record<string, { content?: Record<string, unknown> }>; tags?: string[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Routes allowed without a documented success or error, each with its reason: this list must only shrink. */
const EXCEPTIONS: Record<string, string> = {};

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** `METHOD url` of each JSON call whose document lacks a 2xx/3xx answer or a 4xx/5xx answer. */
function undocumented(app: App, document: Document): string[] {
  const missing: string[] = [];
  for (const route of app.registeredRoutes) {
    if (!isDocumented(route.url)) continue;
    const key = `${route.method} ${route.url}`;
    if (key in EXCEPTIONS) continue;
    const statuses = Object.keys(
      document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.responses ?? {},
    );
    const success = statuses.some((s) => /^[23]/.test(s));
    const error = statuses.some((s) => /^[45]/.test(s));
    if (!success || !error) missing.push(key);
  }
  return missing;
}

async function documentOf(app: App): Promise<Document> {
  const res = await app.inject('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  return res.json() as Document;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await buildTestApp();
    document = await documentOf(t.app);
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1 and describes the JSON calls only', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/search']?.get).toBeDefined();
    expect(document.paths['/api/admin/partners/{id}']?.put).toBeDefined();
    expect(document.paths['/events']?.post).toBeDefined();
    const paths = Object.keys(document.paths);
    expect(paths.filter((p) => p.startsWith('/oidc') || p.startsWith('/assets') || p === '/')).toEqual([]);
    expect(paths.length).toBeGreaterThan(50);
  });

  it('gives every JSON call a documented success and documented errors', () => {
    expect(undocumented(t.app, document)).toEqual([]);
    // Every exception still names a route that exists: a removed route leaves the list.
    const keys = new Set(t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(EXCEPTIONS).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('documents the errors each access level answers, in the one French error shape', () => {
    const responses = (path: string, method: string) => document.paths[path]![method]!.responses;
    expect(Object.keys(responses('/api/search', 'get'))).toEqual(
      expect.arrayContaining(['200', '400', '403', '429', '500']),
    );
    expect(responses('/api/search', 'get')['401']).toBeUndefined();
    expect(responses('/api/admin/settings', 'put')).toHaveProperty('401');
    expect(responses('/api/partner/me', 'get')).toHaveProperty('404');
    const error = responses('/api/admin/settings', 'get')['401']!.content!['application/json'] as {
      schema: { properties: Record<string, unknown> };
    };
    expect(Object.keys(error.schema.properties)).toEqual(['error']);
  });

  it('gives the files their media type', () => {
    const csv = document.paths['/api/partner/ledger.csv']!.get!.responses['200']!;
    expect(Object.keys(csv.content!)).toEqual(['text/csv']);
    const xml = document.paths['/api/admin/payouts/batches/{id}/sepa.xml']!.get!.responses['200']!;
    expect(Object.keys(xml.content!)).toEqual(['application/xml']);
    expect(document.paths['/auth/google']!.get!.responses['302']!.content).toBeUndefined();
  });

  it('answers the errors it documents', async () => {
    const refused = await t.app.inject('/api/admin/settings');
    expect(refused.statusCode).toBe(401);
    expect(errorBodySchema.strict().safeParse(refused.json()).success).toBe(true);
    const invalid = await t.app.inject('/api/search?q=chat&tab=nulle-part');
    expect(invalid.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(invalid.json()).success).toBe(true);
  });

  it('draws the reference page on the server, with no script and only its own style', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('/api/admin/partners/{id}');
    const style = /<style>([^<]*)<\/style>/.exec(res.body)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    // One policy, the API's own but for this style: nothing else may load or run.
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
    );
  });
});

describe('a JSON call added without its answers', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await buildTestApp({
        extend(app) {
          app.get('/api/test/undocumented', { config: { access: 'public' } }, async () => ({ data: 1 }));
        },
      })),
  );
  afterAll(() => t.close());

  it('is reported, its shared errors alone are not enough', async () => {
    expect(undocumented(t.app, await documentOf(t.app))).toEqual(['GET /api/test/undocumented']);
  });
});
