// Any web page could get its visitors banned by embedding our admin URLs. A third-party page,
// served by this test on another site (127.0.0.2) and on a sibling port of ours (same site), embeds them
// as images and scripts; the visitor then opens the portal and is not banned. The same calls made by a
// script (no fetch metadata) still ban, so the jail is really there.
import { request as http } from '@playwright/test';
import { expect, test, waitingForTheApp } from './support/test';
import Database from 'better-sqlite3';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

const ADMIN_URLS = [
  '/api/admin/partners',
  '/api/admin/security',
  '/%61pi/admin/partners',
  '/api/admin/settings',
  '/api/admin/me',
  '/db-admin',
];

function thirdPartyPage(portal: string): string {
  const tags = ADMIN_URLS.flatMap((path) => [
    ...Array.from({ length: 3 }, (_, i) => `<img src="${portal}${path}?n=${i}" alt="">`),
    `<script src="${portal}${path}?script"></script>`,
  ]);
  return `<!doctype html><html lang="fr"><meta charset="utf-8"><title>Un autre site</title>
<h1>Un autre site</h1>${tags.join('\n')}</html>`;
}

function serve(host: string, portal: string): Promise<Server> {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(thirdPartyPage(portal));
  });
  return new Promise((resolve) => server.listen(0, host, () => resolve(server)));
}
const urlOf = (server: Server) => {
  const { address, port } = server.address() as AddressInfo;
  return `http://${address}:${port}/`;
};

test('a third-party page embedding our admin URLs as images and scripts never gets its visitor banned', async ({
  browser,
  baseURL,
}) => {
  // Each run plays a visitor of its own behind the trusted loopback proxy (the e2e server: TRUST_PROXY=loopback).
  const run = test.info().repeatEachIndex;
  const visitorIp = `198.51.100.${180 + run}`;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': visitorIp } });
  const page = waitingForTheApp(await context.newPage());
  const crossSite = await serve('127.0.0.2', baseURL!);
  const sameSite = await serve('127.0.0.1', baseURL!);
  try {
    for (const site of [urlOf(crossSite), urlOf(sameSite)]) {
      const seen: string[] = [];
      page.on('request', (r) => {
        if (r.url().startsWith(baseURL!)) seen.push(r.url());
      });
      await page.goto(site, { waitUntil: 'load' });
      await expect(page.getByRole('heading', { name: 'Un autre site' })).toBeVisible();
      // Every tag did reach the portal (so each would have fed the admin jail without the fetch-metadata check).
      expect(seen.length).toBeGreaterThanOrEqual(ADMIN_URLS.length * 4);
      page.removeAllListeners('request');
    }

    const db = new Database(join(process.env.E2E_DATA_DIR!, 'portail.sqlite'), { readonly: true });
    const failures = db.prepare('select count(*) as n from security_events where ip = ?').get(visitorIp) as {
      n: number;
    };
    const bans = db.prepare('select count(*) as n from bans where ip = ?').get(visitorIp) as { n: number };
    db.close();
    expect(failures.n).toBe(0);
    expect(bans.n).toBe(0);

    // The visitor opens the portal: the home page and its calls answer as for anyone.
    const home = await page.goto('/');
    expect(home!.status()).toBe(200);
    await expect(page.getByRole('combobox', { name: 'Votre recherche' })).toBeVisible();
    const config = await page.request.get('/api/config/client');
    expect(config.status()).toBe(200);

    // A script calling the same URLs alone (no fetch metadata) is what the jail is for: it is banned.
    const script = await http.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${200 + run}` },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await script.get('/api/admin/partners')).status());
    expect(statuses).toEqual([401, 401, 401, 401, 401, 403]);
    await script.dispose();
  } finally {
    await context.close();
    crossSite.close();
    sameSite.close();
  }
});
