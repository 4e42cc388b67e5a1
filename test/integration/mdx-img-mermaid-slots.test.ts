// A site's `MDXComponents/Img` and `Mermaid` (issue 23, point 3), as Docusaurus's MDXComponents maps `img` and
// `mermaid`: Markdown images and ```mermaid blocks render through them, in Markdown and MDX docs, ejected or wrapping
// docsgen's own (`@theme-original/…`), which draws what docsgen's Markdown draws; one with state is an island, a
// <span> inside its paragraph. (Hydration and drawing in the browser: test/e2e/img-mermaid-islands.test.ts.)
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = "module.exports = { title: 'K', url: 'https://k.example.org', markdown: { mermaid: true }, themes: ['@docusaurus/theme-mermaid'], presets: [['classic', { blog: false, pages: false }]] };\n";
const DIAGRAM = '```mermaid\ngraph LR;\n  A[Fill] --> B[Boil];\n```\n';
const DOCS = {
  'docs/plain.md': `# Plain\n\nSee ![A pot](/img/pot.png "Pot") here.\n\n${DIAGRAM}`,
  'static/img/pot.png': 'png',
  'static/img/lid.png': 'png',
  'docs/rich.mdx': `# Rich\n\nexport const Cup = () => <b>cup</b>;\n\nA <Cup /> and ![A lid](/img/lid.png).\n\n${DIAGRAM}`,
};

async function build(files: Record<string, string>, config = CONFIG) {
  const built = await buildSite(await loadConfig(path.join(tmpSite({ 'docusaurus.config.js': config, ...DOCS, ...files }), 'docusaurus.config.js')));
  const main = (route: string) => {
    const html = String(built.files.get(`${route.replace(/^\//, '')}/index.html`));
    return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  };
  return { built, main };
}

const notUnused = (built: { warnings: { message: string }[] }) =>
  assert.not.ok(built.warnings.some((w) => /overrides are not used/.test(w.message)), built.warnings.map((w) => w.message).join('\n'));

test('an ejected MDXComponents/Img draws every Markdown image, in Markdown and MDX docs; a doc without one keeps the fast path', async () => {
  const { built, main } = await build({
    'src/theme/MDXComponents/Img/index.js': 'export default function Img(props) {\n  return <figure className="pot-figure"><img {...props} /><figcaption>{props.alt}</figcaption></figure>;\n}\n',
    'docs/words.md': '# Words\n\nNo picture here.\n',
  });
  assert.is(built.cache.mdx!.size, 2, 'the two docs with images compiled as MDX');
  assert.match(main('/docs/plain'), /See <figure class="pot-figure"><img src="\/img\/pot.png" alt="A pot" title="Pot"\/><figcaption>A pot<\/figcaption><\/figure> here./);
  assert.match(main('/docs/rich'), /<figure class="pot-figure"><img src="\/img\/lid.png" alt="A lid"\/><figcaption>A lid<\/figcaption><\/figure>/);
  notUnused(built);
});

test('a wrapper of MDXComponents/Img with state is an island in its paragraph, docsgen\'s image inside it', async () => {
  const plain = await build({});
  const { built, main } = await build({
    'src/theme/MDXComponents/Img/index.js': `import { useState } from 'react';
import Img from '@theme-original/MDXComponents/Img';
export default function Zoom(props) {
  const [open, setOpen] = useState(false);
  return <span className="zoom" data-open={String(open)} onClick={() => setOpen(!open)}><Img {...props} className="zoomable" /></span>;
}
`,
  });
  // docsgen's own image is the one its Markdown draws: lazy, as Docusaurus's MDXImg draws it, on both paths alike.
  assert.match(plain.main('/docs/plain'), /<p>See <img decoding="async" loading="lazy" src="\/img\/pot.png" alt="A pot" title="Pot"> here.<\/p>/);
  assert.match(plain.main('/docs/rich'), /<img decoding="async" loading="lazy" src="\/img\/lid.png" alt="A lid"\/?>/);
  for (const [route, alt] of [['/docs/plain', 'A pot'], ['/docs/rich', 'A lid']] as const) {
    const html = main(route);
    // A <span> island: a <div> would end the paragraph in the browser's parser.
    assert.match(html, new RegExp(`<p>[^]*?<span class="island" data-island="site"[^>]*>(<link[^>]*>)?<span class="zoom" data-open="false"><img src="[^"]+" alt="${alt}"[^>]* class="zoomable"/></span></span>[^]*?</p>`), route);
  }
  notUnused(built);
});

test('MDXComponents mapping `img` draws images, as Docusaurus\'s map does', async () => {
  const { main } = await build({
    'src/theme/MDXComponents.js': "import MDXComponents from '@theme-original/MDXComponents';\nconst Framed = (props) => <img {...props} className=\"framed\" />;\nexport default { ...MDXComponents, img: Framed };\n",
  });
  assert.match(main('/docs/plain'), /<img src="\/img\/pot.png" alt="A pot" title="Pot" class="framed"\/>/);
});

test('a Mermaid of the site draws ```mermaid blocks (`value`), docsgen\'s diagram inside a wrapper', async () => {
  const plain = await build({});
  const ejected = await build({ 'src/theme/Mermaid.js': 'export default function Mermaid({ value }) {\n  return <pre className="own-diagram">{value}</pre>;\n}\n' });
  const wrapped = await build({
    'src/theme/Mermaid/index.js': `import { useState } from 'react';
import Mermaid from '@theme-original/Mermaid';
export default function Zoomable(props) {
  const [n, setN] = useState(0);
  return <div className="zoomable" data-clicks={n} onClick={() => setN(n + 1)}><Mermaid {...props} /></div>;
}
`,
  });
  const ownDiagram = /<div class="mermaid-diagram" data-mermaid="(\/assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs)" data-mermaid-config="([^"]*)"><pre class="mermaid-source">graph LR;\n {2}A\[Fill\] --(&gt;|&#x3E;|>) B\[Boil\];<\/pre>/;
  for (const route of ['/docs/plain', '/docs/rich']) {
    assert.match(plain.main(route), ownDiagram, route);
    assert.match(ejected.main(route), /<pre class="own-diagram">graph LR;\n {2}A\[Fill\] --&gt; B\[Boil\];<\/pre>/, route);
    assert.not.match(ejected.main(route), /mermaid-diagram/, route);
    const html = wrapped.main(route);
    assert.match(html, /<div class="island" data-island="site"[^>]*><div class="zoomable" data-clicks="0"><div class="mermaid-diagram"/, route);
    // The same library and config as docsgen's own diagram; the drawing's box is React's inner HTML, kept as it hydrates.
    const [, src, config] = ownDiagram.exec(html)!;
    const [, plainSrc, plainConfig] = ownDiagram.exec(plain.main(route))!;
    const quotes = (text?: string) => text?.replace(/&quot;|&#x22;/g, '"');
    assert.equal([src, quotes(config)], [plainSrc, quotes(plainConfig)], route);
    assert.match(html, /<\/pre><div class="mermaid-svg"><\/div><\/div><\/div>/, route);
  }
  // The library is written for a page that has a diagram through the site's Mermaid too.
  assert.ok([...wrapped.built.files.keys()].some((f) => /^assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs$/.test(f)));
  notUnused(ejected.built);
  notUnused(wrapped.built);
});

test('a doc that draws `<Mermaid value>` itself (`@theme/Mermaid`, as Docusaurus documents it) gets docsgen\'s diagram, with the library', async () => {
  const { built, main } = await build({ 'docs/own.mdx': "# Own\n\nimport Mermaid from '@theme/Mermaid';\n\n<Mermaid value={`graph TD;\n  Kettle-->Cup;`} />\n" });
  assert.match(main('/docs/own'), /<div class="mermaid-diagram" data-mermaid="\/assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs" data-mermaid-config="[^"]+"><pre class="mermaid-source">graph TD;\n\s*Kettle--&gt;Cup;<\/pre>/);
  assert.ok([...built.files.keys()].some((f) => /^assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs$/.test(f)));
});

test('listing @docusaurus/theme-mermaid (under themes or plugins) without markdown.mermaid: `<Mermaid value>` is drawn, ```mermaid blocks stay code', async () => {
  const themes = CONFIG.replace('markdown: { mermaid: true }, ', '');
  for (const config of [themes, themes.replace('themes:', 'plugins:')]) {
    const { built, main } = await build({ 'docs/own.mdx': "# Own\n\nimport Mermaid from '@theme/Mermaid';\n\n<Mermaid value={`graph TD;\n  Kettle-->Cup;`} />\n" }, config);
    assert.match(main('/docs/own'), /<div class="mermaid-diagram" data-mermaid="\/assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs" data-mermaid-config="[^"]+"><pre class="mermaid-source">graph TD;/, config);
    assert.ok([...built.files.keys()].some((f) => /^assets\/mermaid-[\d.]+\/mermaid\.esm\.min\.mjs$/.test(f)));
    for (const route of ['/docs/plain', '/docs/rich']) assert.not.match(main(route), /mermaid-diagram|data-mermaid/, route);
    assert.match(main('/docs/plain'), /data-lang="mermaid"/);
  }
});

test.run();
