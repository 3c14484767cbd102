// The configuration is documented twice, in the README's table and in .env.example: both must name
// exactly the variables of the schema that reads them, whatever is added to it later.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../../server/platform/config';

const ROOT = join(import.meta.dirname, '../../..');
const schemaVariables = Object.keys(envSchema.shape).sort();

/** The variables named in the first column of the table under "## Configuration". */
function readmeVariables(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => /^\|\s*`/.test(line));
  return rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

/** `NAME=value` lines of .env.example, commented out (`# NAME=value`) or not. */
function envExampleLines(): Array<{ name: string; value: string }> {
  const text = readFileSync(join(ROOT, '.env.example'), 'utf8');
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => ({ name: m[1]!, value: m[2]! }));
}

/** What is missing from a list and what it has that it should not, named, so a failure says which. */
function disagreement(documented: string[]) {
  return {
    missing: schemaVariables.filter((name) => !documented.includes(name)),
    unknown: [...new Set(documented.filter((name) => !schemaVariables.includes(name)))],
    twice: documented.filter((name, i) => documented.indexOf(name) !== i),
  };
}
const agreement = { missing: [], unknown: [], twice: [] };

describe('the configuration documents', () => {
  it('read the schema itself (a schema of dozens of variables, not an empty list)', () => {
    expect(schemaVariables.length).toBeGreaterThan(30);
    expect(schemaVariables).toContain('REDIS_URL');
  });

  it('lists every variable of the schema in the README table, once, and no other', () => {
    expect(disagreement(readmeVariables())).toEqual(agreement);
  });

  it('lists every variable of the schema in .env.example, once, and no other', () => {
    expect(disagreement(envExampleLines().map((line) => line.name))).toEqual(agreement);
  });

  it('gives in .env.example only example values the schema accepts', () => {
    const refused = envExampleLines()
      .filter(({ name, value }) => value !== '' && name in envSchema.shape)
      .filter(
        ({ name, value }) => !envSchema.shape[name as keyof typeof envSchema.shape].safeParse(value).success,
      )
      .map(({ name, value }) => `${name}=${value}`);
    expect(refused).toEqual([]);
  });

  it('comments each variable of .env.example on the line above it, with its default', () => {
    const lines = readFileSync(join(ROOT, '.env.example'), 'utf8').split('\n');
    const undocumented = lines
      .map((line, i) => ({ line, above: lines[i - 1] ?? '' }))
      .filter(({ line }) => /^#?\s*[A-Z][A-Z0-9_]*=/.test(line))
      .filter(({ above }) => !/^# .*Default: /.test(above))
      .map(({ line }) => line);
    expect(undocumented).toEqual([]);
  });
});
