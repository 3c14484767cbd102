// The shape of server/: the platform below, the product's areas above it, one folder per domain, routes →
// service → store, no cycle between domains nor between areas, a domain's data read through its service.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crossImports, describeCycle, folderCycles, sourceFiles } from '../../fixtures/importGraph';

const SERVER = fileURLToPath(new URL('../../../server', import.meta.url));
const files = sourceFiles(SERVER).map((path) => ({
  name: relative(SERVER, path),
  text: readFileSync(path, 'utf8'),
}));

/** Areas made of several domains, one folder each; the others are one domain of their own. */
const AREAS_OF_DOMAINS = ['platform', 'search', 'accounts', 'programme'];
const AREAS = [...AREAS_OF_DOMAINS, 'security', 'pages', 'mail'];
/** The files at the root compose the product: start, plugins, the broadcast's wiring, the shipped data. */
const ROOT_FILES = ['main.ts', 'app.ts', 'broadcast.ts', 'seed.ts'];

/** The area of a file: its first folder, or the root file itself. */
const areaOf = (file: string) => file.split('/')[0]!;
/** The domain of a file: `area/domain` inside an area of domains, else the area (or the root file). */
const domainOf = (file: string) => {
  const [area, domain, ...rest] = file.split('/');
  return AREAS_OF_DOMAINS.includes(area!) && rest.length > 0 ? `${area}/${domain}` : area!;
};
const isRoutes = (name: string) => /(^|\/)(\w+R|r)outes\.ts$/.test(name);
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/;

/** Every import from one domain to another, read once for the rules below. */
const betweenDomains = crossImports(SERVER, domainOf);
/** The platform's domains are the floor's API (recordAudit, job runs, sessions): any domain may use their stores. */
const isProductDomain = (file: string) => areaOf(file) !== 'platform' && !ROOT_FILES.includes(file);

describe('server/', () => {
  it('holds its areas and the root files that compose them, nothing else', () => {
    const entries = readdirSync(SERVER).sort();
    expect(entries).toEqual([...AREAS, ...ROOT_FILES].sort());
  });

  it('keeps the platform below the product: platform/ imports no area of the product', () => {
    const upward = crossImports(SERVER, areaOf)
      .filter((e) => areaOf(e.from) === 'platform')
      .map((e) => `${e.from} → ${e.to}`);
    expect(upward).toEqual([]);
  });

  it('has no cycle between its areas (each file at its root counts as one)', () => {
    const cycles = folderCycles(SERVER, areaOf).map(describeCycle);
    expect(cycles, `Cycles between areas of server/:\n${cycles.join('\n')}`).toEqual([]);
  });

  it('has no cycle between its domains', () => {
    const cycles = folderCycles(SERVER, domainOf).map(describeCycle);
    expect(cycles, `Cycles between domains of server/:\n${cycles.join('\n')}`).toEqual([]);
  });

  it('queries the database only in store.ts files (and the database layer itself)', () => {
    const outside = files
      .filter(
        (f) => QUERY.test(f.text) && basename(f.name) !== 'store.ts' && !f.name.startsWith('platform/db/'),
      )
      .map((f) => f.name);
    expect(outside).toEqual([]);
  });

  it('keeps routes to HTTP: they call services, never a store or the query builder', () => {
    const reaching = files
      .filter((f) => isRoutes(f.name) && /from '(\.\.?\/)+([\w-]+\/)*store'|from 'kysely'/.test(f.text))
      .map((f) => f.name);
    expect(reaching).toEqual([]);
  });

  it("reads another product domain's data through its service, never its store", () => {
    const reaching = betweenDomains
      .filter((e) => basename(e.to) === 'store.ts' && isProductDomain(e.to))
      .map((e) => `${e.from} → ${e.to}`);
    expect(reaching).toEqual([]);
  });

  it("keeps routes to another product domain's service.ts (its adminService and other parts stay its own)", () => {
    const reaching = betweenDomains
      .filter((e) => isRoutes(e.from) && isProductDomain(e.to) && basename(e.to) !== 'service.ts')
      .map((e) => `${e.from} → ${e.to}`);
    expect(reaching).toEqual([]);
  });

  it('keeps services free of HTTP requests and replies', () => {
    const http = files
      .filter((f) => /(^|\/)\w*[sS]ervice\.ts$/.test(f.name) && /\bFastify(Request|Reply)\b/.test(f.text))
      .map((f) => f.name);
    expect(http).toEqual([]);
  });

  it('gives every domain that serves routes a service.ts beside its routes', () => {
    const domains = new Set(files.filter((f) => isRoutes(f.name)).map((f) => domainOf(f.name)));
    const alone = [...domains].filter((domain) => !existsSync(join(SERVER, domain, 'service.ts')));
    expect(alone).toEqual([]);
  });
});
