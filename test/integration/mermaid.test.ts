// Mermaid diagrams (`markdown.mermaid`, issue 23 point 2): ```mermaid blocks become diagrams on the fast path and the
// MDX path alike, the library is copied only when a page has one, the site's own `mermaid` package comes first, and
// with the option off a block stays code. (Drawing, light and dark: test/e2e/whole-site.test.ts.)
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const DIAGRAM = '```mermaid\ngraph LR;\n  A[Fill] --> B[Boil];\n```\n';

async function build(files: Record<string, string>, markdown = 'markdown: { mermaid: true },') {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'K', url: 'https://k.example.org', ${markdown} themeConfig: { mermaid: { theme: { light: 'forest' } } }, presets: [['classic', { blog: false, pages: false }]] };\n`,
    ...files,
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const main = (route: string) => {
    const html = String(built.files.get(`${route.replace(/^\//, '')}/index.html`));
    return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  };
  return { built, main };
}

test('a block is a diagram in Markdown and MDX docs; the library comes with it, under its version', async () => {
  const { built, main } = await build({
    'docs/plain.md': `# Plain\n\n${DIAGRAM}`,
    'docs/rich.mdx': `# Rich\n\nexport const Cup = () => <b>cup</b>;\n\n<Cup />\n\n${DIAGRAM}`,
  });
  for (const route of ['/docs/plain', '/docs/rich']) {
    const html = main(route);
    assert.match(html, /<div class="mermaid-diagram" data-mermaid="\/assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs" data-mermaid-config="[^"]*forest[^"]*"><pre class="mermaid-source">graph LR;\n/, route);
    const source = /<pre class="mermaid-source">([^<]*)<\/pre>/.exec(html)![1]!.replace(/&#x3E;|&gt;/g, '>');
    assert.is(source.trim(), 'graph LR;\n  A[Fill] --> B[Boil];', route);
    assert.not.match(html, /class="shiki/, 'not highlighted as code');
  }
  const library = [...built.files.keys()].filter((f) => f.startsWith('assets/mermaid-'));
  assert.ok(library.some((f) => f.endsWith('/mermaid.esm.min.mjs')));
  assert.ok(library.filter((f) => f.includes('/chunks/')).length > 10, 'its chunks, one per kind of diagram');
});

test('no page with a diagram: no library; the option off: a block stays code', async () => {
  const none = await build({ 'docs/plain.md': '# Plain\n\nNo diagram.\n' });
  assert.not.ok([...none.built.files.keys()].some((f) => f.startsWith('assets/mermaid-')));
  const off = await build({ 'docs/plain.md': `# Plain\n\n${DIAGRAM}` }, '');
  assert.not.match(off.main('/docs/plain'), /mermaid-diagram/);
  assert.match(off.main('/docs/plain'), /data-lang="mermaid"/);
});

test('the site\'s own mermaid package comes first', async () => {
  const { built } = await build({
    'docs/plain.md': `# Plain\n\n${DIAGRAM}`,
    'node_modules/mermaid/package.json': '{ "name": "mermaid", "version": "99.1.0" }\n',
    'node_modules/mermaid/dist/mermaid.esm.min.mjs': 'export default {};\n',
    'node_modules/mermaid/dist/chunks/mermaid.esm.min/chunk-one.mjs': 'export {};\n',
  });
  assert.is(String(built.files.get('assets/mermaid-99.1.0/mermaid.esm.min.mjs')), 'export default {};\n');
  assert.ok(built.files.has('assets/mermaid-99.1.0/chunks/mermaid.esm.min/chunk-one.mjs'));
});

test.run();
