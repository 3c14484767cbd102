// What every public page's first load carries is what web/main.tsx imports statically (lazy pages are chunks of
// their own): zod and MUI, heavy and only needed by the forms of the signed-in areas, never reach it.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { resolveImport } from '../../fixtures/importGraph';

const ROOT = join(import.meta.dirname, '../../..');
const ENTRY = join(ROOT, 'web/main.tsx');

/** The modules a file imports for its values: `import type`, type-only exports and `import()` left out. */
function staticValueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      names.push((statement.moduleSpecifier as ts.StringLiteral).text);
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      names.push((statement.moduleSpecifier as ts.StringLiteral).text);
  }
  return names;
}

/** Every package and project file the entry reaches through static value imports, with the path that reached it. */
function firstLoad(): Map<string, string[]> {
  const reached = new Map<string, string[]>([[relative(ROOT, ENTRY), []]]);
  const queue = [ENTRY];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const path = reached.get(relative(ROOT, file))!;
    for (const name of staticValueImports(file)) {
      const target = resolveImport(file, name);
      const key = target ? relative(ROOT, target) : name;
      if (reached.has(key)) continue;
      reached.set(key, [...path, relative(ROOT, file)]);
      if (target) queue.push(target);
    }
  }
  return reached;
}

describe('the first load of the public pages', () => {
  const reached = firstLoad();
  const through = (key: string) => `${key} reached through ${reached.get(key)?.join(' → ')}`;

  it('reaches the app through web/main.tsx and the router', () => {
    expect([...reached.keys()]).toEqual(expect.arrayContaining(['web/router.tsx', 'react-dom/client']));
  });

  it.each([
    ['zod', (key: string) => key === 'zod' || key === 'common/zod.ts'],
    ['MUI', (key: string) => key.startsWith('@mui/') || key.startsWith('@emotion/')],
  ])('never carries %s', (_, isIt) => {
    const found = [...reached.keys()].filter(isIt);
    expect(found.map(through)).toEqual([]);
  });
});
