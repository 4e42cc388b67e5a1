// Docusaurus's `markdown.remarkRehypeOptions`: remark-rehype's options for every doc's HTML — the footnotes' heading,
// back links and ids — on both paths a doc may take (the fast one for Markdown, MDX's for a doc with JSX); options
// that are not data (`handlers`, `unknownHandler`) are named in the not-built warning.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const config = (options: string) => `module.exports = {
  title: 'Kettle', url: 'https://kettle.example.org',
  presets: [['classic', { docs: { path: 'docs' }, blog: false }]],
  markdown: { remarkRehypeOptions: ${options} },
};
`;
const FILES = {
  'docs/plain.md': '# Plain\n\nWater boils.[^temp]\n\n[^temp]: At 100 °C.\n',
  'docs/rich.mdx': '# Rich\n\n<span className="kettle">Steam</span> rises.[^why]\n\n[^why]: It is lighter.\n',
};
const main = (html: unknown) => String(html).slice(String(html).indexOf('<main'), String(html).indexOf('</main>'));
const site = async (options: string) => {
  const dir = tmpSite({ ...FILES, 'docusaurus.config.js': config(options) });
  return buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
};

test("the footnotes' heading, back link and ids, on Markdown and MDX docs", async () => {
  const built = await site("{ footnoteLabel: 'Notes', footnoteLabelTagName: 'h3', footnoteBackLabel: 'Back up', footnoteBackContent: '^', clobberPrefix: 'kettle-' }");
  for (const page of ['docs/plain/index.html', 'docs/rich/index.html']) {
    const html = main(built.files.get(page));
    assert.match(html, /<h3[^>]*id="footnote-label"[^>]*>Notes</, page);
    assert.match(html, /<li id="kettle-fn-(temp|why)">/, page);
    assert.match(html, /href="#kettle-fnref-(temp|why)"[^>]*aria-label="Back up"[^>]*>\^<\/a>/, page);
    assert.not.match(html, /Footnotes|user-content-/, page);
  }
  assert.match(main(built.files.get('docs/rich/index.html')), /class="kettle"/, 'the MDX doc took the MDX path');
  assert.not.match(built.warnings.map((w) => w.message).join('\n'), /remarkRehypeOptions/);
});

test('without options, remark-rehype\'s defaults; options that are not data are named as not built', async () => {
  const built = await site("{ handlers: { thematicBreak: () => undefined }, unknownHandler: () => undefined, footnoteBackLabel: (n) => `Back ${n}` }");
  assert.match(main(built.files.get('docs/plain/index.html')), /<h2[^>]*id="footnote-label"[^>]*>Footnotes</);
  const warned = built.warnings.map((w) => w.message).join('\n');
  assert.match(warned, /markdown\.remarkRehypeOptions\.handlers/);
  assert.match(warned, /markdown\.remarkRehypeOptions\.unknownHandler/);
  assert.match(warned, /markdown\.remarkRehypeOptions\.footnoteBackLabel/);
});

// A remark plugin that makes nodes of its own type (a paragraph opening "Tip:"), and a rehype plugin that draws them.
const TIP_PLUGINS = `
const visit = (node, fn) => { fn(node); (node.children ?? []).forEach((c) => visit(c, fn)); };
const remarkTips = () => (tree) => visit(tree, (node) => (node.children ?? []).forEach((c, i) => {
  if (c.type === 'paragraph' && c.children[0]?.type === 'text' && c.children[0].value.startsWith('Tip:')) node.children[i] = { type: 'kettleTip', value: c.children[0].value.slice(4).trim() };
}));
const rehypeTips = () => (tree) => visit(tree, (node) => (node.children ?? []).forEach((c, i) => {
  if (c.type === 'kettleTip') node.children[i] = { type: 'element', tagName: 'aside', properties: { className: ['kettle-tip'] }, children: [{ type: 'text', value: c.value }] };
}));
`;

test("passThrough: the site's own nodes reach its rehype plugins as they are, on Markdown and MDX docs", async () => {
  const dir = tmpSite({
    ...FILES,
    'docs/plain.md': '# Plain\n\nTip: Descale monthly.\n',
    'docs/rich.mdx': '# Rich\n\n<span className="kettle">Steam</span>\n\nTip: Descale monthly.\n',
    'docusaurus.config.js': `${TIP_PLUGINS}module.exports = {
  title: 'Kettle', url: 'https://kettle.example.org',
  presets: [['classic', { docs: { path: 'docs', remarkPlugins: [remarkTips], rehypePlugins: [rehypeTips] }, blog: false }]],
  markdown: { remarkRehypeOptions: { passThrough: ['kettleTip'] } },
};
`,
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  for (const page of ['docs/plain/index.html', 'docs/rich/index.html']) assert.match(main(built.files.get(page)), /<aside class="kettle-tip">Descale monthly\.<\/aside>/, page);
  assert.not.match(built.warnings.map((w) => w.message).join('\n'), /remarkRehypeOptions/);
});

test.run();
