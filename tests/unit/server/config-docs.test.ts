// The configuration's documents are generated from the schema (npm run docs:config): the committed files must be
// exactly what it gives, so a setting added, changed or removed in the schema cannot leave them behind.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, SETTING_GROUPS } from '../../../server/platform/config';
import { generatedDocuments } from '../../../server/platform/config/docs';

const ROOT = join(import.meta.dirname, '../../..');
const schemaVariables = Object.keys(envSchema.shape);
const generated = await generatedDocuments(ROOT);

/** `NAME=value` lines of .env.example, commented out (`# NAME=value`) or not. */
function envExampleLines(): Array<{ name: string; value: string }> {
  const text = readFileSync(join(ROOT, '.env.example'), 'utf8');
  return [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => ({ name: m[1]!, value: m[2]! }));
}

describe('the configuration documents', () => {
  it('read the schema itself (a schema of dozens of variables, not an empty list)', () => {
    expect(schemaVariables.length).toBeGreaterThan(30);
    expect(schemaVariables).toContain('REDIS_URL');
  });

  it('put every variable of the schema in exactly one group, each with a text saying what it does', () => {
    const grouped = SETTING_GROUPS.flatMap((group) => Object.keys(group.settings));
    expect(grouped.toSorted()).toEqual(schemaVariables.toSorted());
    const undocumented = SETTING_GROUPS.flatMap((group) =>
      Object.entries(group.settings).filter(([, setting]) => setting.doc.trim().length < 10),
    ).map(([name]) => name);
    expect(undocumented).toEqual([]);
  });

  it.each(Object.keys(generated))('commits %s exactly as the schema generates it', (path) => {
    const committed = readFileSync(join(ROOT, path), 'utf8');
    expect(committed, `${path} differs from the config schema: run \`npm run docs:config\``).toBe(
      generated[path],
    );
  });

  it('names every variable of the schema in each document, with its heading in the markdown', () => {
    const markdown = generated['docs/configuration.md']!;
    const missing = schemaVariables.filter(
      (name) => !markdown.includes(`### \`${name}\``) || !generated['.env.example']!.includes(`# ${name}=`),
    );
    expect(missing).toEqual([]);
  });

  it('gives in .env.example only example values the schema accepts', () => {
    const refused = envExampleLines()
      .filter(({ value }) => value !== '')
      .filter(
        ({ name, value }) => !envSchema.shape[name as keyof typeof envSchema.shape]?.safeParse(value).success,
      )
      .map(({ name, value }) => `${name}=${value}`);
    expect(refused).toEqual([]);
  });

  it('keeps the generated lines short enough to read', () => {
    const long = Object.entries(generated).flatMap(([path, text]) =>
      text
        .split('\n')
        .filter((line) => line.length > 120)
        .map((line) => `${path}: ${line}`),
    );
    expect(long).toEqual([]);
  });
});
