// The folders of web/ import each other one way only: shared pieces below, features above them, the shell
// above the features, pages and areas on top. A cycle names every import that closes it.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  crossImports,
  describeCycle,
  folderCycles,
  importedNames,
  resolveImport,
} from '../../fixtures/importGraph';

const WEB = join(import.meta.dirname, '../../../web');

describe('the folders of web/', () => {
  it('import each other without a cycle (type imports and dynamic import() included)', () => {
    const cycles = folderCycles(WEB).map(describeCycle);
    expect(cycles, `Cycles between folders of web/:\n${cycles.join('\n')}`).toEqual([]);
  });

  it('keep components/ at the bottom: its UI primitives import no other folder of web/', () => {
    const upward = crossImports(WEB).filter((e) => e.from.startsWith('components/'));
    expect(upward).toEqual([]);
  });

  it('are read whole: the graph sees the imports of the router, lazy pages included', () => {
    const fromRouter = crossImports(WEB).filter((e) => e.from === 'router.tsx');
    expect(fromRouter.map((e) => e.to)).toEqual(
      expect.arrayContaining([
        'shell/Root.tsx',
        'areas/admin/AdminLayout.tsx',
        'pages/privacy/PrivacyPage.tsx',
      ]),
    );
  });
});

describe('reading imports', () => {
  it('finds static, type, side-effect, re-exported and dynamic imports, not those in comments or strings', () => {
    const text = [
      "// import { x } from './comment';",
      "import type { A } from './a';",
      'import {',
      '  b,',
      "} from '../b';",
      "export { c } from './c';",
      "import './styles.css';",
      "const lazy = () => import('./d').then((m) => m.default);",
      'const text = "import(\'./not-an-import\')";',
    ].join('\n');
    expect(importedNames(text)).toEqual(['./a', '../b', './c', './styles.css', './d']);
  });

  it('resolves a name to its file, with or without extension, or a folder to its index', () => {
    const from = join(WEB, 'router.tsx');
    expect(resolveImport(from, './shell/Root')).toBe(join(WEB, 'shell/Root.tsx'));
    expect(resolveImport(from, './shell/Root.js')).toBe(join(WEB, 'shell/Root.tsx'));
    expect(resolveImport(from, 'react-router')).toBeNull();
    expect(resolveImport(from, './nowhere')).toBeNull();
  });
});
