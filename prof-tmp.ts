import fg from 'fast-glob';
import fs from 'node:fs';
import matter from 'gray-matter';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { createHighlighter } from 'shiki';
import { VFile } from 'vfile';
import { parseMarkdown } from './generator/markdown/parse.ts';
import { remarkAdmonitions } from './generator/markdown/remark-admonitions.ts';
import { remarkHeadingIds } from './generator/markdown/remark-heading-ids.ts';
import { remarkLinks } from './generator/markdown/remark-links.ts';
import { remarkSections } from './generator/markdown/remark-sections.ts';
import { CODE_THEMES, rehypeCode } from './generator/markdown/rehype-code.ts';
import { rehypeRawWhenNeeded } from './generator/markdown/rehype-raw-when-needed.ts';
import { rehypeTableScroll } from './generator/markdown/rehype-table-scroll.ts';
const files = fg.sync('content/docs/**/*.md', { absolute: true }).map((f) => ({ f, body: matter(fs.readFileSync(f, 'utf8')).content }));
const highlighter = await createHighlighter({ themes: Object.values(CODE_THEMES), langs: [] });
const stages: [string, any, any?][] = [
 ['admon', remarkAdmonitions], ['ids', remarkHeadingIds], ['links', remarkLinks], ['sections', remarkSections],
 ['toHast', remarkRehype, { allowDangerousHtml: true }], ['code', rehypeCode, { highlighter }], ['raw', rehypeRawWhenNeeded], ['tables', rehypeTableScroll]];
const procs = stages.map(([n, p, o]) => [n, unified().use(p, o)] as const);
const str = unified().use(rehypeStringify);
const tot: Record<string, number> = {};
for (let round = 0; round < 5; round++) {
  for (const k in tot) tot[k] = 0;
  for (const { f, body } of files) {
    const vf = new VFile({ path: f, data: { relPath: f.replace(/.*content\/docs\//, ''), routesByPath: new Map() } });
    let s = performance.now();
    let tree: any = parseMarkdown(body, 0);
    tot.parse = (tot.parse ?? 0) + performance.now() - s;
    for (const [name, u] of procs) {
      s = performance.now();
      tree = await u.run(tree, vf);
      tot[name] = (tot[name] ?? 0) + performance.now() - s;
    }
    s = performance.now();
    str.stringify(tree, vf);
    tot.stringify = (tot.stringify ?? 0) + performance.now() - s;
  }
  console.log(round, Object.entries(tot).map(([k, v]) => `${k}=${v.toFixed(0)}`).join(' '), 'total', Object.values(tot).reduce((a,b)=>a+b,0).toFixed(0));
}
