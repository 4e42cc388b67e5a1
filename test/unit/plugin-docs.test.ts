// Markdown docs with the site's remark plugins on the fast path (markdown/plugin-docs.ts, processor.ts's
// renderWithPlugins): the plugins run where Docusaurus runs them, and a doc they give MDX is left to the MDX path.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Heading, Root } from 'mdast';
import type { VFile } from 'vfile';
import { BuildError } from '../../generator/errors.ts';
import { createMarkdownProcessor } from '../../generator/markdown/processor.ts';
import { renderPluginDocs } from '../../generator/markdown/plugin-docs.ts';
import { DEFAULT_MAGIC_COMMENTS } from '../../generator/markdown/setup.ts';
import type { MarkdownCache } from '../../generator/markdown/cache.ts';
import type { MarkdownPlugins } from '../../generator/mdx/site-plugins.ts';
import { createPool } from '../../generator/threads/pool.ts';
import { pluginsByKey } from '../../generator/mdx/worker-plugins.ts';
import { tmpSite } from '../helpers/tmp-site.ts';
import type { DocSource } from '../../generator/types.ts';

const setup = { magicComments: DEFAULT_MAGIC_COMMENTS };
const markdown = await createMarkdownProcessor();
const plugins = (p: Partial<MarkdownPlugins>): MarkdownPlugins => ({ beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [], ...p });
const input = (body: string, frontmatter = {}) => ({ body, file: '/site/docs/lamp.md', relPath: 'lamp.md', bodyLine: 1, routesByPath: new Map<string, string>(), setup, frontmatter });
const texts = (node: { type: string; value?: string; children?: unknown[] }, f: (n: { value: string }) => void): void => {
  if (node.type === 'text') f(node as { value: string });
  for (const c of (node.children ?? []) as (typeof node)[]) texts(c, f);
};
const lamps = plugins({ remarkPlugins: [() => (tree: Root) => texts(tree, (t) => (t.value = t.value.replaceAll('LAMP', 'lamp \u{1F4A1}')))] });

/** A Docusaurus site whose docs plugin turns LAMP into bulb. */
function lampSite() {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'L', url: 'https://l.example.org', presets: [['classic', { docs: { remarkPlugins: [function lampEmoji() {
      const walk = (node) => { if (node.type === 'text') node.value = node.value.replaceAll('LAMP', 'bulb'); (node.children || []).forEach(walk); };
      return (tree) => walk(tree);
    }] } }]] };\n`,
  });
  return { dir, configFile: path.join(dir, 'docusaurus.config.js') };
}

test('a plugin that changes the text without adding MDX: the page is written from the tree it leaves', async () => {
  const parsed = await markdown.renderWithPlugins(input('# Lit\n\nA LAMP.\n\n```js\nconst LAMP = 1;\n```\n'), lamps);
  assert.ok(parsed);
  assert.match(parsed.html, /<p>A lamp \u{1F4A1}\.<\/p>/u);
  assert.match(parsed.html, /class="shiki/, 'code is highlighted as on the fast path');
  assert.is(parsed.h1, 'Lit');
});

test('a plugin that adds JSX or an import leaves the doc to the MDX path', async () => {
  const jsx = plugins({ remarkPlugins: [() => (tree: Root) => { tree.children.push({ type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [], children: [] } as unknown as Root['children'][number]); }] });
  assert.is(await markdown.renderWithPlugins(input('# Tabs\n'), jsx), null);
  const esm = plugins({ beforeDefaultRemarkPlugins: [() => (tree: Root) => { tree.children.unshift({ type: 'mdxjsEsm', value: "import Tabs from '@theme/Tabs';" } as unknown as Root['children'][number]); }] });
  assert.is(await markdown.renderWithPlugins(input('# Tabs\n'), esm), null);
});

test('beforeDefault plugins run before docsgen\'s own, the others after; each sees the frontmatter as Docusaurus gives it', async () => {
  const seen: string[] = [];
  // docsgen's heading ids (remark-heading-ids.ts) as the heading's `hProperties`.
  const idOf = (tree: Root) => String((tree.children.find((n) => n.type === 'heading' && n.depth === 2) as Heading).data?.hProperties?.id ?? 'none');
  const p = plugins({
    beforeDefaultRemarkPlugins: [() => (tree: Root, file: VFile) => void seen.push(`before ${idOf(tree)} ${(file.data.frontMatter as { tag?: string }).tag}`)],
    remarkPlugins: [() => (tree: Root) => void seen.push(`after ${idOf(tree)}`)],
  });
  await markdown.renderWithPlugins(input('# Ids\n\n## Wiring {#wires}\n', { tag: 'kit' }), p);
  assert.is(seen[0], 'before none kit');
  assert.is(seen[1], 'after wires', 'docsgen\'s heading ids are there after its own plugins');
});

test('a plugin that throws is named in the error, with its message', async () => {
  const broken = plugins({ remarkPlugins: [function transpileSnippets() { return () => { throw new Error("Cannot find module 'lamp-kit'"); }; }] });
  const err = await markdown.renderWithPlugins(input('# Broken\n'), broken).then(() => undefined, (e: unknown) => e);
  assert.instance(err, BuildError);
  assert.match((err as BuildError).problems[0]!.message, /plugins ran on it \(transpileSnippets\): Cannot find module 'lamp-kit'/);
});

test('a build\'s docs with plugins: the ones given MDX are handed back, the others cached by text, path, frontmatter and plugins', async () => {
  let runs = 0;
  const counting = plugins({ remarkPlugins: [function counting() {
    return (tree: Root) => {
      runs++;
      texts(tree, (t) => (t.value = t.value.replace('TABS', '')));
      if (JSON.stringify(tree).includes('"tabs"')) tree.children.push({ type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [], children: [] } as unknown as Root['children'][number]);
    };
  }] });
  const doc = (name: string, body: string) => ({ id: name, file: `/site/docs/${name}.md`, relPath: `${name}.md`, route: `/docs/${name}`, frontmatter: {}, body, bodyLine: 1 }) as unknown as DocSource;
  const docs = [doc('plain', '# Plain\n\nText TABS.\n'), doc('tabs', '# Tabs\n\n`tabs`\n')];
  const pool = createPool();
  try {
    const used: MarkdownCache = new Map();
    const ctx = { plugins: new Map(docs.map((d) => [d.file, counting])), routesByPath: new Map(), setup, salt: 's', pool, configFile: '/site/docusaurus.config.js', processor: () => Promise.resolve(markdown), previous: new Map(), used };
    const first = await renderPluginDocs(docs, ctx);
    assert.equal(first.docs.map((d) => d.file), ['/site/docs/plain.md']);
    assert.match(first.docs[0]!.html.text(), /<p>Text \.<\/p>/);
    assert.equal(first.toMdx.map((d) => d.file), ['/site/docs/tabs.md']);
    assert.is(runs, 2);
    const again = await renderPluginDocs(docs, { ...ctx, previous: used, used: new Map() });
    assert.equal(again.docs.map((d) => d.title), ['Plain']);
    assert.is(runs, 3, 'the cached doc is not run again; the one for the MDX path is');
    await renderPluginDocs([{ ...docs[0]!, frontmatter: { title: 'Other' } }], { ...ctx, previous: used, used: new Map() });
    assert.is(runs, 4, 'other frontmatter is another entry');
  } finally {
    await pool.close();
  }
});

test('a doc copied unchanged into each version runs once, each copy\'s links leading into its own version; one whose plugins read the path runs for each file', async () => {
  let runs = 0;
  const counting = plugins({ remarkPlugins: [() => (tree: Root) => { runs++; texts(tree, (t) => (t.value = t.value.replace('LAMP', 'bulb'))); }] });
  let pathRuns = 0;
  const naming = plugins({ remarkPlugins: [() => (tree: Root, file: VFile) => { pathRuns++; texts(tree, (t) => (t.value = t.value.replace('LAMP', file.dirname!.split('/').pop()!))); }] });
  const body = '# Lit\n\nA LAMP; see [setup](./setup.md).\n';
  const doc = (folder: string) => ({ id: 'lit', file: `/site/${folder}/lit.md`, relPath: `${folder}/lit.md`, route: `/docs/${folder}/lit`, frontmatter: {}, body, bodyLine: 1 }) as unknown as DocSource;
  const docs = ['v1', 'v2', 'v3'].map(doc);
  const routesByPath = new Map(['v1', 'v2', 'v3'].map((v) => [`${v}/setup.md`, `/docs/${v}/setup`]));
  const pool = createPool();
  try {
    const ctx = (p: MarkdownPlugins) => ({ plugins: new Map(docs.map((d) => [d.file, p])), routesByPath, setup, salt: 's', pool, configFile: '/site/docusaurus.config.js', processor: () => Promise.resolve(markdown), previous: new Map(), used: new Map() });
    const once = await renderPluginDocs(docs, ctx(counting));
    assert.is(runs, 1, 'the plugins ran on one copy');
    assert.equal(once.docs.map((d) => d.html.text().match(/<p>.*<\/p>/)![0]), ['v1', 'v2', 'v3'].map((v) => `<p>A bulb; see <a href="/docs/${v}/setup">setup</a>.</p>`));
    const each = await renderPluginDocs(docs, ctx(naming));
    assert.is(pathRuns, 3, 'a plugin that reads the path runs on every copy');
    assert.equal(each.docs.map((d) => /<p>A (\w+);/.exec(d.html.text())![1]), ['v1', 'v2', 'v3']);
  } finally {
    await pool.close();
  }
});

test('on a worker, which loads the plugins from the config, a doc comes out as it does here', async () => {
  const { dir, configFile } = lampSite();
  const [[key, lamp]] = [...await pluginsByKey(configFile)];
  const docs = [{ id: 'lit', file: path.join(dir, 'docs/lit.md'), relPath: 'lit.md', route: '/docs/lit', frontmatter: {}, body: '# Lit\n\nA LAMP.\n\n```js\nconst LAMP = 1;\n```\n', bodyLine: 1 }] as unknown as DocSource[];
  const pool = createPool();
  try {
    const ctx = { plugins: new Map([[docs[0]!.file, lamp!]]), routesByPath: new Map(), setup, salt: 's', pool, configFile, processor: () => Promise.resolve(markdown), previous: new Map(), used: new Map() };
    const here = await renderPluginDocs(docs, ctx);
    assert.ok(await pool.ask<boolean>('sitePlugins', { config: configFile, keys: [key] }), 'the worker has the plugins');
    const there = await renderPluginDocs(docs, { ...ctx, used: new Map(), batch: { workersOnly: true } });
    assert.match(here.docs[0]!.html.text(), /A bulb\./);
    assert.is(there.docs[0]!.html.text(), here.docs[0]!.html.text());
  } finally {
    await pool.close();
  }
});

test('with several workers, only the one that loaded the plugins takes the docs that need them (a 4-thread build failed on a machine of 4 cores)', async () => {
  const { dir, configFile } = lampSite();
  const [[, lamp]] = [...await pluginsByKey(configFile)];
  // Enough work that the main thread is still at it when the worker has loaded the plugins (over the 2 MB that shares a batch; distinct code lines:
  // each one highlighted).
  const body = (i: number) => `# Lit\n\n${'A LAMP on a desk, a LAMP on a shelf.\n\n'.repeat(130)}` + '```js\n' + Array.from({ length: 12 }, (_, k) => `const LAMP_${i}_${k} = ${i * k};`).join('\n') + '\n```\n';
  const docs = Array.from({ length: 400 }, (_, i) => ({ id: `lit-${i}`, file: path.join(dir, `docs/lit-${i}.md`), relPath: `lit-${i}.md`, route: `/docs/lit-${i}`, frontmatter: {}, body: body(i), bodyLine: 1 })) as unknown as DocSource[];
  const pool = createPool(4);
  try {
    pool.start();
    const ctx = { plugins: new Map(docs.map((d) => [d.file, lamp!])), routesByPath: new Map(), setup, salt: 's', pool, configFile, processor: () => Promise.resolve(markdown), previous: new Map(), used: new Map() };
    const { docs: out } = await renderPluginDocs(docs, ctx);
    assert.is(out.length, docs.length);
    for (const d of out) assert.match(d.html.text(), /A bulb on a desk/);
  } finally {
    await pool.close();
  }
});

test.run();
