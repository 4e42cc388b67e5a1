// Write a throwaway site (files by relative path) into a temp folder for a test.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function tmpSite(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-test-'));
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

/** A minimal config file for tmpSite. */
export const MINIMAL_CONFIG = "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' } };\n";
