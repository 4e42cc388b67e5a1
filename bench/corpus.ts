// A synthetic site of `categories × perCategory` pages, each a copy of a real Sapling page (cycled).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';

export function writeCorpus(root: string, categories: number, perCategory: number): string {
  const sources = fg.sync('content/docs/**/*.md', { cwd: root }).sort().map((f) => readFileSync(path.join(root, f), 'utf8'));
  const dir = mkdtempSync(path.join(tmpdir(), `docsgen-corpus-${categories * perCategory}-`));
  writeFileSync(path.join(dir, 'site.config.ts'), [
    "export default {",
    "  title: 'Corpus', url: 'https://corpus.example.com',",
    "  docs: { path: 'docs' },",
    // Copied pages keep their relative links, which point nowhere here.
    "  onBrokenLinks: 'warn',",
    "};",
  ].join('\n'));
  let n = 0;
  for (let c = 0; c < categories; c++) {
    const cat = path.join(dir, 'docs', `category-${String(c).padStart(3, '0')}`);
    mkdirSync(cat, { recursive: true });
    writeFileSync(path.join(cat, '_category_.json'), JSON.stringify({ label: `Category ${c}`, position: c, link: { type: 'generated-index' } }));
    for (let p = 0; p < perCategory; p++) {
      writeFileSync(path.join(cat, `page-${String(p).padStart(3, '0')}.md`), sources[n++ % sources.length]!);
    }
  }
  return dir;
}
