// Renders every content/command-data/*.yaml into content/docs/commands/<name>.md.
// Usage: npm run gen:commands
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCommandData, renderCommandPage } from './command-page.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, 'content/command-data');
const outDir = join(root, 'content/docs/commands');

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

try {
  const all = loadCommandData(dataDir);
  const known = new Set(all.map((c) => c.name));
  mkdirSync(outDir, { recursive: true });
  let changed = 0;
  for (const data of all) {
    const path = join(outDir, `${data.name}.md`);
    const page = renderCommandPage(data, all);
    const status = readOrNull(path) === page ? 'unchanged' : 'wrote';
    if (status === 'wrote') {
      writeFileSync(path, page);
      changed++;
    }
    console.log(`${status.padEnd(9)} ${relative(root, path)}`);
    const unknown = data.seeAlso.filter((t) => !known.has(t));
    if (unknown.length) console.warn(`  warning: seeAlso without a data file: ${unknown.join(', ')}`);
  }
  console.log(`${all.length} command pages, ${changed} written`);
} catch (e) {
  console.error(`gen:commands: ${(e as Error).message}`);
  process.exitCode = 1;
}
