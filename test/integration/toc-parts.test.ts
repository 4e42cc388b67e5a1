// The table of contents of a doc page as theme slots: a site's `TOC`, `TOCItems`, `TOCItems/Tree` and `TOCCollapsible`
// replace or wrap their piece of every doc page's table of contents, with the props Docusaurus passes (`toc`, the
// levels, Docusaurus's classes); docsgen's column, its place and its highlight stay around them.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Loom', url: 'https://loom.example.org',
  presets: [['classic', { blog: false, pages: false, docs: {} }]],
  themeConfig: { tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 } },
};
`;

const DOCS = {
  'docs/weft.md': '# Weft\n\nAcross.\n\n## Threads\n\nMany.\n\n### Cotton\n\nSoft.\n\n#### Combed\n\nFine.\n\n## Knots\n\nTight.\n',
  'docs/warp.md': '---\ntoc_max_heading_level: 2\n---\n\n# Warp\n\nAlong.\n\n## Beams\n\nHeavy.\n\n### Oak\n\nHard.\n',
  'docs/plain.md': '# Plain\n\nNo sections.\n',
};

async function build(files: Record<string, string>) {
  const dir = tmpSite({ 'docusaurus.config.js': CONFIG, ...DOCS, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return { built, page: (file: string) => String(built.files.get(file)) };
}

const TREE = `import Link from '@docusaurus/Link';
export default function Tree({ toc, className, linkClassName, isChild }) {
  if (!toc.length) return null;
  return <ol className={isChild ? 'loom-sub' : className}>{toc.map((h) => <li key={h.id} data-level={h.level}><Link to={'#' + h.id} className={linkClassName}>{h.value}</Link><Tree isChild toc={h.children} linkClassName={linkClassName} /></li>)}</ol>;
}
`;

test('a wrapped TOC sits in docsgen\'s column around docsgen\'s list, without its title; a site\'s TOCItems/Tree draws the list in both tables of contents', async () => {
  const { page, built } = await build({
    'src/theme/TOC/index.js': `import TOC from '@theme-original/TOC';
export default function TOCWrapper(props) {
  return <div className="loom-toc" data-levels={props.minHeadingLevel + '-' + props.maxHeadingLevel} data-class={props.className} data-count={props.toc.length}><TOC {...props} /><p className="loom-note">Woven here</p></div>;
}
`,
    'src/theme/TOCItems/Tree.js': TREE,
  });
  const weft = page('docs/weft/index.html');
  // The desktop column: docsgen's <nav class="toc">, the wrapper (no title of docsgen's: Docusaurus's TOC has none),
  // the site's tree (h2 to h4, the site's levels).
  assert.match(weft, /<nav class="toc" aria-label="On this page"><div class="loom-toc" data-levels="2-4" data-class="theme-doc-toc-desktop" data-count="4"><ol class="table-of-contents table-of-contents__left-border"><li data-level="2"><a class="table-of-contents__link toc-highlight" href="#threads">Threads<\/a><ol class="loom-sub"><li data-level="3"><a[^>]*>Cotton<\/a><ol class="loom-sub"><li data-level="4"><a[^>]*>Combed<\/a><\/li><\/ol><\/li><\/ol><\/li><li data-level="2"><a[^>]*href="#knots">Knots<\/a><\/li><\/ol><p class="loom-note">Woven here<\/p><\/div><\/nav>/);
  // The narrow screens' disclosure is docsgen's, with the site's tree in it.
  assert.match(weft, /<details class="toc-inline"><summary>On this page<\/summary><nav aria-label="On this page"><ol class="table-of-contents table-of-contents__left-border">/);
  // The doc's own levels: h2 only.
  const warp = page('docs/warp/index.html');
  assert.match(warp, /data-levels="2-2"/);
  assert.match(warp, /<ol class="table-of-contents table-of-contents__left-border"><li data-level="2"><a[^>]*>Beams<\/a><\/li><\/ol>/);
  // No headings, no table of contents.
  assert.not.match(page('docs/plain/index.html'), /loom-toc|class="toc"|toc-inline/);
  assert.equal(built.warnings.filter((w) => /overrides are not used/.test(w.message)), []);
});

test('an ejected TOCItems and TOCCollapsible replace docsgen\'s list and disclosure; the disclosure shows on narrow screens only', async () => {
  const { page } = await build({
    'src/theme/TOCItems/index.js': `import { useFilteredAndTreeifiedTOC, useTOCHighlight } from '@docusaurus/theme-common/internal';
import TOCItemTree from '@theme/TOCItems/Tree';
export default function TOCItems({ toc, minHeadingLevel, maxHeadingLevel, linkClassName, linkActiveClassName }) {
  useTOCHighlight({ linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel });
  const tree = useFilteredAndTreeifiedTOC({ toc, minHeadingLevel, maxHeadingLevel });
  return <div className="loom-items" data-active={linkActiveClassName}><TOCItemTree toc={tree} className="loom-tree" linkClassName={linkClassName} /></div>;
}
`,
    'src/theme/TOCItems/Tree.js': TREE,
    'src/theme/TOCCollapsible/index.js': `export default function TOCCollapsible({ toc, className }) {
  return <aside className={'loom-mobile ' + className}>{toc.length} sections</aside>;
}
`,
  });
  const weft = page('docs/weft/index.html');
  assert.match(weft, /<nav class="toc" aria-labelledby="toc-title"><h2 id="toc-title" class="toc-title">On this page<\/h2><div class="loom-items" data-active="table-of-contents__link--active"><ol class="loom-tree"><li data-level="2">/);
  assert.match(weft, /<div class="toc-inline-own"><aside class="loom-mobile theme-doc-toc-mobile">4 sections<\/aside><\/div>/);
  assert.not.match(weft, /<details class="toc-inline">/);
});

test('a TOC wrapper that gives docsgen\'s TOC a table of contents of its own (filtered, relabelled) has it drawn', async () => {
  const { page } = await build({
    'src/theme/TOC/index.js': `import TOC from '@theme-original/TOC';
export default function CleanTOC(props) {
  const toc = props.toc.filter((h) => h.id !== 'knots').map((h) => ({ ...h, value: h.value.toUpperCase() }));
  return <TOC {...props} toc={toc} />;
}
`,
  });
  const weft = page('docs/weft/index.html');
  // The wrapper's headings, at the page's levels (h2 to h4), in docsgen's list.
  assert.match(weft, /<nav class="toc" aria-label="On this page"><ul><li><a href="#threads">THREADS<\/a><ul><li><a href="#cotton">COTTON<\/a><ul><li><a href="#combed">COMBED<\/a><\/li><\/ul><\/li><\/ul><\/li><\/ul><\/nav>/);
  assert.not.match(weft, /data-docsgen-toc/);
});

test.run();
