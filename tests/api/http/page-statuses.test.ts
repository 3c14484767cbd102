// Every page of the web app's router answers 200, whoever asks (the page itself says "forbidden" to a person
// without the role, as every page of its area does); a path no route draws answers 404. The router and the server's
// list of pages are one list: a page added to one and not the other fails here.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../../../common/routes';
import { routes } from '../../../web/router';
import { signInRoles, type Caller, type Role } from '../../fixtures/roles';
import { buildTestApp, type TestApp } from '../../fixtures/testApp';

const INDEX = '<!doctype html><html lang="fr"><div id="root"></div></html>';
const DOMAIN = 'pages.example';

/** The paths the router draws a page at: its leaves and an area's index (its catch-all 404 left out). */
function routerPaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route): string[] => {
    if (route.index) return [parent];
    if (route.path === '*') return [];
    const path = !route.path ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    if (!route.children) return [path];
    return routerPaths(route.children, path);
  });
}

const PAGES = [...new Set(routerPaths(routes))].sort();
/** A path of the router with its parameters filled in. */
const urlOf = (path: string) => path.replace(':status', '403');

describe('the status of every page of the router', () => {
  let t: TestApp;
  let webRoot: string;
  let callers: Map<Role, Caller | null>;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'portail-pages-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), INDEX);
    t = await buildTestApp({ webRoot, env: { ADMIN_EMAILS: `admin@${DOMAIN}` } });
    ({ callers } = await signInRoles(t.app, DOMAIN));
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('lists the same pages as the server: the router’s every page, and none it does not draw', () => {
    expect(PAGES).toContain('/admin/suggestions');
    expect(PAGES).toEqual([...PAGE_PATHS].sort());
  });

  it.each(['anonymous', 'user', 'partnerA', 'admin'] as Role[])(
    'answers 200 to %s on every page of the router, the admin area’s included',
    async (role) => {
      const headers = callers.get(role)?.headers() ?? {};
      const statuses = new Map<string, number>();
      for (const path of PAGES) {
        const res = await t.app.inject({ method: 'GET', url: urlOf(path), headers });
        statuses.set(path, res.statusCode);
      }
      expect(Object.fromEntries(statuses)).toEqual(Object.fromEntries(PAGES.map((path) => [path, 200])));
    },
  );

  it.each(['/admin/nimporte', '/partner/nimporte', '/nimporte/quoi', '/admin/suggestions/x'])(
    'answers 404 to %s, which no route draws',
    async (url) => {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    },
  );
});
