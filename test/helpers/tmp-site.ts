// Write a throwaway site (files by relative path) into a temp folder for a test.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The folders this process made: removed as it exits (a run of the suite made ~1,800 and left them). */
const made: string[] = [];
process.on('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

export function tmpSite(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-test-'));
  made.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

/** A minimal config file for tmpSite. */
export const MINIMAL_CONFIG = "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' } };\n";

/**
 * A copy of fixture `name` (test/fixtures/<name>) in a temp folder: a build keeps its cache and its plugins' data
 * beside the config, which must not land in the repository, nor meet another test file building the same fixture.
 */
export function fixtureCopy(name: string): string {
  const dir = tmpSite({});
  cpSync(path.resolve(import.meta.dirname, '../fixtures', name), dir, { recursive: true, filter: (f) => path.basename(f) !== '.cache' });
  return dir;
}
