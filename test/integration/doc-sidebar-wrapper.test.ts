// A site's `DocSidebar` wrapping docsgen's docs sidebar (content/theme/sidebar-wrapper.ts): what it adds is drawn in
// the sidebar's column around docsgen's menu on every docs page; one that draws a sidebar of its own is named.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Larder', url: 'https://larder.example.org', baseUrl: '/larder/',
  presets: [['classic', { blog: false, pages: false, docs: { sidebarPath: './sidebars.js' } }]],
};
`;

async function build(sidebar: string, more: Record<string, string> = {}) {
  const dir = tmpSite({
    'docusaurus.config.js': CONFIG, 'sidebars.js': "module.exports = { main: ['flour', 'salt'] };",
    'docs/flour.md': '# Flour\n', 'docs/salt.md': '# Salt\n', 'src/theme/DocSidebar/index.js': sidebar, ...more,
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const aside = (file: string) => /<aside class="sidebar" id="docs-sidebar">([^]*?)<\/aside>/.exec(String(built.files.get(file)))![1]!;
  return { built, aside };
}

test('a DocSidebar wrapping @theme-original draws its boxes around docsgen\'s menu, in the sidebar\'s column', async () => {
  const { aside, built } = await build(`import DocSidebar from '@theme-original/DocSidebar';
export default function Wrapped(props) {
  return <><div className="pantry-note">Stocked daily</div><DocSidebar {...props} /><p className="pantry-foot">End</p></>;
}
`);
  const salt = aside('docs/salt/index.html');
  assert.match(salt, /^<div class="pantry-note">Stocked daily<\/div><nav class="sidebar-nav" aria-label="Docs sidebar"><ul class="sidebar-list sidebar-level-1">[^]*<\/nav><p class="pantry-foot">End<\/p>$/);
  // Each page's own menu, its link marked.
  assert.match(salt, /<a class="active" href="\/larder\/docs\/salt" aria-current="page">Salt<\/a>/);
  assert.match(aside('docs/flour/index.html'), /<a class="active" href="\/larder\/docs\/flour" aria-current="page">Flour<\/a>/);
  assert.equal(built.warnings.filter((w) => /DocSidebar|not used/.test(w.message)), []);
});

test('a DocSidebar of its own (no @theme-original) is not drawn: docsgen\'s sidebar stays, and a warning says so', async () => {
  const { aside, built } = await build('export default function Mine() { return <div className="mine">Mine</div>; }\n');
  assert.match(aside('docs/salt/index.html'), /^<nav class="sidebar-nav"/);
  assert.not.match(aside('docs/salt/index.html'), /Mine/);
  const warning = built.warnings.find((w) => /src\/theme\/DocSidebar draws a docs sidebar of its own/.test(w.message));
  assert.ok(warning);
  assert.match(warning!.pos.file!, /src\/theme\/DocSidebar\/index\.js$/);
});

test('DocSidebar/Desktop and …/Desktop/Content wrappers nest inside the DocSidebar one, docsgen\'s menu innermost', async () => {
  const wrap = (slot: string, tag: string) => `import Original from '@theme-original/${slot}';
export default function W(props) { return <div className="${tag}"><Original {...props} /></div>; }
`;
  const { aside, built } = await build(wrap('DocSidebar', 'outer'), {
    'src/theme/DocSidebar/Desktop/index.js': wrap('DocSidebar/Desktop', 'desktop'),
    'src/theme/DocSidebar/Desktop/Content/index.js': wrap('DocSidebar/Desktop/Content', 'content'),
  });
  assert.match(aside('docs/salt/index.html'), /^<div class="outer"><div class="desktop"><div class="content"><nav class="sidebar-nav"[^]*<\/nav><\/div><\/div><\/div>$/);
  assert.equal(built.warnings.filter((w) => /DocSidebar|not used/.test(w.message)), []);
});

test('a wrapper that reads the URL or the sidebar is drawn for each page, between markers the page data carries; the entries are not', async () => {
  const { aside, built } = await build(`import DocSidebar from '@theme-original/DocSidebar';
import { useLocation } from '@docusaurus/router';
import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';
export default function Wrapped(props) {
  const { pathname } = useLocation();
  return <><p className="where">{useDocsSidebar()?.name}:{pathname}</p><DocSidebar {...props} /><p className="foot">End</p></>;
}
`, { 'src/theme/DocSidebar/Desktop/Content/index.js': `import Content from '@theme-original/DocSidebar/Desktop/Content';
export default function Boxed(props) { return <div className="boxed"><Content {...props} /></div>; }
`, 'docs/notes.md': '# Notes\n' });
  const start = '<template data-page-sidebar=""></template>';
  const end = '<template data-page-sidebar="end"></template>';
  const salt = aside('docs/salt/index.html');
  // The one that reads the page drawn as each page's, split at the sidebar; the one that does not, drawn once, unmarked.
  assert.match(salt, new RegExp(`^${start}<p class="where">main:/larder/docs/salt</p>${end}<div class="boxed"><nav class="sidebar-nav"[^]*</nav></div>${start}<p class="foot">End</p>${end}$`));
  assert.match(aside('docs/flour/index.html'), /<p class="where">main:\/larder\/docs\/flour<\/p>/);
  const data = (route: string) => JSON.parse(String(built.files.get(`${route}/page-data.json`))) as { sidebarParts?: string[] };
  assert.equal(data('docs/salt').sidebarParts, ['<p class="where">main:/larder/docs/salt</p>', '<p class="foot">End</p>']);
  // A page without a sidebar has none.
  assert.is(data('docs/notes').sidebarParts, undefined);
});

test.run();
