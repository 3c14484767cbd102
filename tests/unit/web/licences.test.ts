// The licences page and NOTICE name the same shipped data sets, each one a dependency the product really ships.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LICENSED_SOURCES } from '../../../web/pages/licences/content';

const ROOT = join(import.meta.dirname, '../../..');
const notice = readFileSync(join(ROOT, 'NOTICE'), 'utf8');
const dependencies = Object.keys(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
    .dependencies,
);
/** The packages NOTICE lists: the name after the dash of each numbered entry. */
const noticed = [...notice.matchAll(/^\d+\. .*? — (@?[\w./-]+)/gm)].map((m) => m[1]!);

describe('the attributions of the shipped data', () => {
  it('are the same list on the /licences page and in NOTICE', () => {
    expect(noticed.length).toBeGreaterThanOrEqual(5);
    expect(LICENSED_SOURCES.map((s) => s.package).sort()).toEqual([...noticed].sort());
  });

  it('name only packages the product depends on', () => {
    expect(noticed.filter((name) => !dependencies.includes(name))).toEqual([]);
  });

  it('say the licence of each package as the package itself declares it', () => {
    const declared = (name: string) => {
      const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
        license?: string;
        licenses?: Array<{ type: string }>;
      };
      return pkg.license ?? pkg.licenses?.[0]?.type ?? '';
    };
    // The data of @etalab/decoupage-administratif is under the Licence Ouverte; its code (what npm declares) MIT.
    const shown = { MIT: 'MIT', 'CC-BY-4.0': 'Creative Commons BY 4.0', 'ODbL-1.0': 'Open Database License' };
    for (const source of LICENSED_SOURCES.filter((s) => s.package !== '@etalab/decoupage-administratif'))
      expect(source.licence.name, source.package).toContain(
        shown[declared(source.package) as keyof typeof shown],
      );
  });
});
