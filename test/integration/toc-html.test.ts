// A heading's table-of-contents entry is HTML, as Docusaurus's `toc[i].value` is: `## The \`run\` command` lists
// "The <code>run</code> command" in docsgen's table of contents, in `<TOCInline toc={toc} />`, and in the `toc` a
// site's TOC parts get (which draw `value` as HTML, as Docusaurus's TOCItems/Tree does).
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const HEADINGS = '## The `run` command\n\nGo.\n\n## *Fast* and **bold**\n\nQuick.\n\n## [Linked](https://example.org) <i>x</i> A < B\n\nPlain.\n';

const dir = tmpSite({
  'docusaurus.config.js': "module.exports = { title: 'Reed', url: 'https://reed.example.org', presets: [['classic', { blog: false, pages: false }]] };\n",
  'docs/kiln.md': `# Kiln\n\n${HEADINGS}`,
  'docs/inline.mdx': `# Inline\n\nimport TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n\n${HEADINGS.replace(' <i>x</i>', '').replace('A < B', 'A &lt; B')}`,
});
const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
const page = (file: string) => String(built.files.get(file));
const toc = (html: string) => html.slice(html.indexOf('<nav class="toc"'), html.indexOf('</nav>', html.indexOf('<nav class="toc"')));

test("docsgen's table of contents draws each entry's inline code and emphasis", () => {
  const column = toc(page('docs/kiln/index.html'));
  assert.match(column, /<a href="#the-run-command">The <code>run<\/code> command<\/a>/);
  assert.match(column, /<a href="#fast-and-bold"><em>Fast<\/em> and <strong>bold<\/strong><\/a>/);
  // A link is its text; inline HTML is kept; `<` stays text.
  assert.match(column, /<a href="#linked-x-a--b">Linked <i>x<\/i> A &lt; B<\/a>/);
});

test("an MDX doc's toc export gives value as HTML, which TOCInline draws", () => {
  const html = page('docs/inline/index.html');
  const inline = html.slice(html.indexOf('<div class="toc-inline">'));
  assert.match(inline, /<a href="#the-run-command">The <code>run<\/code> command<\/a>/);
  assert.match(inline, /<a href="#linked-a--b">Linked A &lt; B<\/a>/);
});

test("a site's TOCItems/Tree gets value as HTML, and draws it as Docusaurus's does", async () => {
  const site = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Reed', url: 'https://reed.example.org', presets: [['classic', { blog: false, pages: false }]] };\n",
    'docs/kiln.md': `# Kiln\n\n${HEADINGS}`,
    'src/theme/TOCItems/Tree.js': 'export default function Tree({ toc }) {\n  return <ol className="reed-toc">{toc.map((h) => <li key={h.id}><a href={"#" + h.id} dangerouslySetInnerHTML={{ __html: h.value }} /></li>)}</ol>;\n}\n',
  });
  const html = String((await buildSite(await loadConfig(path.join(site, 'docusaurus.config.js')))).files.get('docs/kiln/index.html'));
  const list = html.slice(html.indexOf('<ol class="reed-toc">'));
  assert.match(list, /<a href="#the-run-command">The <code>run<\/code> command<\/a>/);
  assert.match(list, /<a href="#linked-x-a--b">Linked <i>x<\/i> A &lt; B<\/a>/);
});

test.run();
