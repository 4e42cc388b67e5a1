// Which Markdown docs the site's remark plugins leave alone (mdx/plugin-touch.ts): those keep the fast path.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Root } from 'mdast';
import { untouchedByPlugins } from '../../generator/mdx/plugin-touch.ts';
import type { MarkdownPlugins } from '../../generator/mdx/site-plugins.ts';
import { DEFAULT_MAGIC_COMMENTS } from '../../generator/markdown/setup.ts';
import type { DocSource } from '../../generator/types.ts';

const ctx = { routesByPath: new Map<string, string>(), setup: { magicComments: DEFAULT_MAGIC_COMMENTS } };
const doc = (name: string, body: string) => ({ id: name, file: `/site/docs/${name}.md`, relPath: `${name}.md`, dir: '', route: `/docs/${name}`, frontmatter: {}, body, bodyLine: 1 }) as unknown as DocSource;
const plugins = (p: Partial<MarkdownPlugins>): MarkdownPlugins => ({ beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [], ...p });
const byFile = (docs: DocSource[], p: MarkdownPlugins) => new Map(docs.map((d) => [d.file, p]));
const texts = (node: { type: string; value?: string; children?: unknown[] }, f: (n: { value: string }) => void): void => {
  if (node.type === 'text') f(node as { value: string });
  for (const c of (node.children ?? []) as (typeof node)[]) texts(c, f);
};

test('a doc the plugins change is touched; one they leave alone is not; a plugin that throws leaves the doc to the MDX path', async () => {
  const docs = [doc('plain', '# Plain\n\nA bulb.\n'), doc('lit', '# Lit\n\nA LAMP.\n'), doc('broken', '# Broken\n\nBOOM\n')];
  const p = plugins({ remarkPlugins: [() => (tree: Root) => texts(tree, (t) => {
    if (t.value.includes('BOOM')) throw new Error('boom');
    t.value = t.value.replace('LAMP', 'lamp');
  })] });
  assert.equal([...await untouchedByPlugins(docs, byFile(docs, p), ctx)], ['/site/docs/plain.md']);
});

test('beforeDefault plugins are compared before docsgen\'s own plugins run, the others after them', async () => {
  // docsgen's heading ids give the heading `data.id`: a plugin that only reads it changes nothing.
  const reads = plugins({ remarkPlugins: [() => (tree: Root) => void JSON.stringify(tree)] });
  const docs = [doc('ids', '# Ids\n\n## Wiring {#wires}\n')];
  assert.equal([...await untouchedByPlugins(docs, byFile(docs, reads), ctx)], ['/site/docs/ids.md']);
  const early = [doc('early', '# Early\n\nText.\n')];
  const marks = plugins({ beforeDefaultRemarkPlugins: [() => (tree: Root) => { tree.children.push({ type: 'thematicBreak' }); }] });
  assert.equal([...await untouchedByPlugins(early, byFile(early, marks), ctx)], []);
});

test('rehype plugins send every doc of their part to the MDX path; an answer is not asked for twice', async () => {
  const docs = [doc('a', '# A\n')];
  assert.equal([...await untouchedByPlugins(docs, byFile(docs, plugins({ rehypePlugins: [() => () => {}] })), ctx)], []);
  let runs = 0;
  const counting = plugins({ remarkPlugins: [function counting() { return () => { runs++; }; }] });
  const same = [doc('same', '# Same\n\nText.\n')];
  await untouchedByPlugins(same, byFile(same, counting), ctx);
  await untouchedByPlugins(same, byFile(same, counting), ctx);
  assert.is(runs, 1, 'the second ask is answered from the first');
  await untouchedByPlugins([doc('same', '# Same\n\nEdited.\n')], byFile([doc('same', '')], counting), ctx);
  assert.is(runs, 2, 'an edited doc is run again');
});

test.run();
