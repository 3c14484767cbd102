// The reference data beside the repository is reached through one helper, which says where it looked.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { absenceNotice, DEFAULT_TESTDATA, resolveTestdata } from '../fixtures/testdata';

const TESTS = fileURLToPath(new URL('..', import.meta.url));
const HELPER = path.join(TESTS, 'fixtures', 'testdata.ts');
/** Written in two pieces so that this file does not mention it either. */
const SHARED_FOLDER = ['shared', 'testdata'].join('/');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return /\.(ts|tsx|js|json|jsonl|txt|csv|tsv|md)$/.test(entry.name) ? [full] : [];
  });
}

describe('the reference data beside the repository', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'testdata-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is read by tests/fixtures/testdata.ts only: no other file under tests/ names the folder', () => {
    const naming = filesUnder(TESTS).filter((file) => readFileSync(file, 'utf8').includes(SHARED_FOLDER));
    expect(naming.map((file) => path.relative(TESTS, file))).toEqual([path.relative(TESTS, HELPER)]);
  });

  it('is looked for in the shared folder beside the repository root by default', () => {
    expect(resolveTestdata({}, path.join(root, 'repo'))).toEqual({
      label: DEFAULT_TESTDATA,
      dir: path.join(root, 'shared', 'testdata'),
      present: false,
      hidden: false,
    });
  });

  it('is found where TESTDATA_DIR says, relative to the repository root, when that folder exists', () => {
    writeFileSync(path.join(root, 'a-file'), '');
    expect(resolveTestdata({ TESTDATA_DIR: '.' }, root)).toMatchObject({ dir: root, present: true });
    expect(resolveTestdata({ TESTDATA_DIR: root }, '/elsewhere')).toMatchObject({ dir: root, present: true });
    expect(resolveTestdata({ TESTDATA_DIR: 'a-file' }, root).present).toBe(false);
  });

  it('is hidden by TESTDATA_DIR=none even when the folder is there', () => {
    expect(resolveTestdata({ TESTDATA_DIR: 'none' }, root)).toEqual({
      label: DEFAULT_TESTDATA,
      dir: null,
      present: false,
      hidden: true,
    });
  });

  it('when absent, is announced in one line naming the folder and the count of skipped checks', () => {
    expect(absenceNotice(resolveTestdata({ TESTDATA_DIR: 'none' }, root), 57)).toBe(
      `${DEFAULT_TESTDATA} absent (TESTDATA_DIR=none): 57 real-world checks skipped; the project's own fixtures cover the same paths`,
    );
    expect(absenceNotice(resolveTestdata({ TESTDATA_DIR: 'nowhere' }, root), 1)).toBe(
      "nowhere absent (TESTDATA_DIR): 1 real-world check skipped; the project's own fixtures cover the same paths",
    );
  });
});
