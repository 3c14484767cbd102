// The shape of server/ (DESIGN.md): one folder per domain, routes → service → store, no folder cycles.
import { existsSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { describeCycle, folderCycles, sourceFiles } from '../../fixtures/importGraph';

const SERVER = fileURLToPath(new URL('../../../server', import.meta.url));
const files = sourceFiles(SERVER).map((path) => ({
  name: relative(SERVER, path),
  text: readFileSync(path, 'utf8'),
}));
const isRoutes = (name: string) => /(^|\/)(\w+R|r)outes\.ts$/.test(name);
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/;

describe('server/', () => {
  it('has no cycle between its folders (each file at its root counts as one)', () => {
    const cycles = folderCycles(SERVER).map(describeCycle);
    expect(cycles, `Cycles between folders of server/:\n${cycles.join('\n')}`).toEqual([]);
  });

  it('queries the database only in store.ts files (and the database layer itself)', () => {
    const outside = files
      .filter((f) => QUERY.test(f.text) && basename(f.name) !== 'store.ts' && !f.name.startsWith('db/'))
      .map((f) => f.name);
    expect(outside).toEqual([]);
  });

  it('keeps routes to HTTP: they call services, never a store or the query builder', () => {
    const reaching = files
      .filter((f) => isRoutes(f.name) && /from '(\.\/|\.\.\/\w+\/)store'|from 'kysely'/.test(f.text))
      .map((f) => f.name);
    expect(reaching).toEqual([]);
  });

  it('keeps services free of HTTP requests and replies', () => {
    const http = files
      .filter((f) => /(^|\/)\w*[sS]ervice\.ts$/.test(f.name) && /\bFastify(Request|Reply)\b/.test(f.text))
      .map((f) => f.name);
    expect(http).toEqual([]);
  });

  it('gives every domain folder that serves routes a service.ts beside its routes', () => {
    const folders = new Set(files.filter((f) => isRoutes(f.name)).map((f) => f.name.split('/')[0]!));
    const alone = [...folders].filter((folder) => !existsSync(join(SERVER, folder, 'service.ts')));
    expect(alone).toEqual([]);
  });
});
