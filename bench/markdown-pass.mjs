// The floor a cold build is measured against (bench/cold-pair.ts): a fresh Node process that reads every Markdown
// file under a folder and renders each with markdown-it as it comes (default options, the package docsgen uses),
// writing nothing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';

const dir = process.argv[2];
const md = new MarkdownIt();
let files = 0;
for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
  if (!/\.mdx?$/.test(f)) continue;
  md.render(readFileSync(path.join(dir, f), 'utf8'));
  files++;
}
console.log(files);
