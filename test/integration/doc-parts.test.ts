// The parts of a doc page as theme slots (issue 23, point 3): a site's `src/theme/DocItem/Footer`, `DocItem/Layout`,
// `DocPaginator`, `EditThisPage`, `DocBreadcrumbs`… replaces or wraps its piece of every doc page, rendered for each
// page with that page's data (`useDoc()`, the props Docusaurus passes); the pieces it leaves stay docsgen's.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Pantry', url: 'https://pantry.example.org',
  presets: [['classic', { blog: false, pages: false, docs: { editUrl: 'https://code.example.org/pantry/edit/main/' } }]],
};
`;

const DOCS = {
  'docs/jars.md': '---\nsidebar_position: 1\ntags: [glass]\n---\n\n# Jars\n\nKeep them dry.\n\n## Lids\n\nScrew tight.\n',
  'docs/shelves/oak.md': '---\nsidebar_position: 2\ndescription: Oak boards.\n---\n\n# Oak\n\nSturdy.\n',
};

async function build(files: Record<string, string>, config = CONFIG) {
  const dir = tmpSite({ 'docusaurus.config.js': config, ...DOCS, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return { built, page: (file: string) => String(built.files.get(file)) };
}

const unused = (built: { warnings: { message: string }[] }) => built.warnings.filter((w) => /overrides are not used/.test(w.message)).map((w) => w.message);

test('an ejected DocItem/Footer reads its page\'s doc (useDoc) on every doc page, in place of docsgen\'s footer', async () => {
  const { page, built } = await build({
    'src/theme/DocItem/Footer/index.js': `import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Head from '@docusaurus/Head';
export default function DocItemFooter() {
  const { metadata, toc, frontMatter } = useDoc();
  return <footer className="pantry-foot" data-permalink={metadata.permalink}>
    <Head><meta name="pantry-doc" content={metadata.id} /></Head>
    <a className="pantry-edit" href={metadata.editUrl}>Fix {metadata.title}</a>
    <span className="pantry-tags">{metadata.tags.map((t) => t.label).join(',')}</span>
    <span className="pantry-toc">{toc.map((h) => h.id).join(',')}</span>
    <span className="pantry-next">{metadata.next ? metadata.next.permalink : 'end'}</span>
    <span className="pantry-pos">{String(frontMatter.sidebar_position)}</span>
  </footer>;
}
`,
  });
  const jars = page('docs/jars/index.html');
  assert.match(jars, /<footer class="pantry-foot" data-permalink="\/docs\/jars"><a class="pantry-edit" href="https:\/\/code\.example\.org\/pantry\/edit\/main\/docs\/jars\.md">Fix Jars<\/a><span class="pantry-tags">glass<\/span><span class="pantry-toc">lids<\/span><span class="pantry-next">\/docs\/shelves\/oak<\/span><span class="pantry-pos">1<\/span><\/footer>/);
  // In docsgen's footer's place: before the pagination, and docsgen's own edit link gone.
  assert.match(jars, /<\/article><footer class="pantry-foot"[^]*<\/footer><nav class="pagination"/);
  assert.not.match(jars, /class="edit-link"/);
  // What a part puts in <head> is in its page's head, and only there.
  assert.match(/<head>[^]*<\/head>/.exec(jars)![0], /<meta name="pantry-doc" content="jars"\/>/);
  assert.not.match(jars, /content="shelves\/oak"/);
  assert.match(page('docs/shelves/oak/index.html'), /<a class="pantry-edit" href="[^"]*docs\/shelves\/oak\.md">Fix Oak<\/a><span class="pantry-tags"><\/span><span class="pantry-toc"><\/span><span class="pantry-next">end<\/span>/);
  assert.equal(unused(built), []);
});

test('a wrapped DocItem/Layout puts docsgen\'s page in its place, with what it adds after it, on each page', async () => {
  const { page } = await build({
    'src/theme/DocItem/Layout/index.js': `import Layout from '@theme-original/DocItem/Layout';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function LayoutWrapper(props) {
  const { metadata } = useDoc();
  return <><Layout {...props} /><section className="pantry-comments">Talk about {metadata.id}</section></>;
}
`,
  });
  const oak = page('docs/shelves/oak/index.html');
  assert.match(oak, /<div class="doc-container[^"]*"[^>]*><div class="doc-column">[^]*<article class="markdown">[^]*Sturdy\.[^]*<\/article>[^]*<\/div><\/div><section class="pantry-comments">Talk about shelves\/oak<\/section>/);
  assert.match(page('docs/jars/index.html'), /<section class="pantry-comments">Talk about jars<\/section>/);
  // The wrapper is framed by the page's bounds (doc-item-frame), docsgen's own layout inside it.
  assert.match(oak, /<main id="main" class="docs-main"><div class="doc-item-frame"><div class="doc-container/);
});

test('DocPaginator, EditThisPage and DocBreadcrumbs get the props Docusaurus passes; an ejected DocItem/Layout\'s docsgen parts are filled in', async () => {
  const { page, built } = await build({
    'src/theme/DocPaginator/index.js': `export default function DocPaginator({ previous, next }) {
  return <nav className="pantry-pager">{previous ? <a href={previous.permalink}>Back: {previous.title}</a> : null}{next ? <a href={next.permalink}>On: {next.title}</a> : null}</nav>;
}
`,
    'src/theme/EditThisPage/index.js': `import EditThisPage from '@theme-original/EditThisPage';
export default function EditWrapper({ editUrl }) {
  return <span className="pantry-edit-wrap" data-url={editUrl}><EditThisPage editUrl={editUrl} /></span>;
}
`,
    'src/theme/DocBreadcrumbs/index.js': `import { useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
export default function DocBreadcrumbs() {
  return <ol className="pantry-crumbs">{useSidebarBreadcrumbs().map((c) => <li key={c.label} data-type={c.type}>{c.label}</li>)}</ol>;
}
`,
  });
  const oak = page('docs/shelves/oak/index.html');
  assert.match(oak, /<nav class="pantry-pager"><a href="\/docs\/jars">Back: Jars<\/a><\/nav>/);
  assert.not.match(oak, /<nav class="pagination"/);
  // The wrapper's marker holds docsgen's own edit link, inside docsgen's footer.
  assert.match(oak, /<div class="doc-footer"><span class="pantry-edit-wrap" data-url="[^"]*\/docs\/shelves\/oak\.md"><a class="edit-link" href="[^"]*\/docs\/shelves\/oak\.md"[^>]*>[^]*?Edit this page[^]*?<\/a><\/span><\/div>/);
  assert.match(oak, /<ol class="pantry-crumbs"><li data-type="category">shelves<\/li><li data-type="link">Oak<\/li><\/ol>/);
  assert.equal(unused(built), []);

  // Ejected: the site's markup, with docsgen's breadcrumbs and content where it renders them from @theme.
  const ejected = await build({
    'src/theme/DocItem/Layout/index.js': `import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocItemFooter from '@theme/DocItem/Footer';
export default function DocItemLayout({ children }) {
  return <div className="pantry-layout"><DocBreadcrumbs /><div className="pantry-body">{children}</div><DocItemFooter /></div>;
}
`,
  });
  const jars = ejected.page('docs/jars/index.html');
  // In the Infima container Docusaurus's doc page holds the layout in.
  assert.match(jars, /<main id="main" class="docs-main"><div class="container padding-top--md padding-bottom--lg"><div class="pantry-layout">/);
  assert.match(jars, /<div class="pantry-layout"><nav class="breadcrumbs"[^]*?<\/nav><div class="pantry-body"><div class="markdown"><h1>Jars<\/h1><p>Keep them dry\.<\/p>[^]*?<\/div><\/div><div class="row margin-top--sm theme-doc-footer-tags-row"><div class="col"><b>Tags:<\/b><ul class="tags-inline [^]*?<div class="doc-footer"><a class="edit-link"[^]*?<\/a><\/div><\/div>/);
  assert.not.match(jars, /class="doc-container/);
});

test('a doc part with state hydrates as an island that carries its page\'s doc', async () => {
  const { page } = await build({
    'src/theme/DocItem/Footer/index.js': `import { useState } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function FooterWithVote() {
  const [votes, setVotes] = useState(0);
  const { metadata } = useDoc();
  return <><Footer /><button className="pantry-vote" onClick={() => setVotes(votes + 1)}>{votes} for {metadata.title}</button></>;
}
`,
  });
  const jars = page('docs/jars/index.html');
  assert.match(jars, /class="island" data-island="site"[^>]*data-props="[^"]*&quot;doc&quot;:\{&quot;metadata&quot;:\{&quot;id&quot;:&quot;jars&quot;/);
  assert.match(jars, /<button class="pantry-vote">0<!-- --> for <!-- -->Jars<\/button>/);
  // docsgen's own footer in the wrapper's marker: the tags and the edit link.
  assert.match(jars, /class="edit-link" href="[^"]*\/docs\/jars\.md"/);
});

test('an ejected DocItem/Metadata with PageMetadata gives each doc page its <title> and description, as Docusaurus formats them', async () => {
  const { page } = await build({
    'src/theme/DocItem/Metadata/index.js': `import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function DocItemMetadata() {
  const { metadata } = useDoc();
  return <PageMetadata title={metadata.title + ' (shelf guide)'} description={'Read: ' + metadata.description} keywords={['pantry', 'wood']} />;
}
`,
  });
  const head = /<head>[^]*<\/head>/.exec(page('docs/shelves/oak/index.html'))![0];
  assert.equal([...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]), ['Oak (shelf guide) | Pantry'], 'one title, the part\'s');
  assert.equal([...head.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => m[1]), ['Read: Oak boards.']);
  assert.match(head, /<meta property="og:title" content="Oak \(shelf guide\) \| Pantry"\/>/);
  assert.match(head, /<meta name="keywords" content="pantry,wood"\/>/);
  assert.match(page('docs/jars/index.html'), /<title>Jars \(shelf guide\) \| Pantry<\/title>/);
});

test('a wrapped DocItem/Metadata adds its tags to each doc page\'s <head>, and nothing to the page', async () => {
  const { page } = await build({
    'src/theme/DocItem/Metadata/index.js': `import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function MetadataWrapper() {
  const { frontMatter } = useDoc();
  return <><Metadata /><Head><meta name="pantry-shelf" content={String(frontMatter.sidebar_position)} /></Head></>;
}
`,
  });
  const oak = page('docs/shelves/oak/index.html');
  assert.match(/<head>[^]*<\/head>/.exec(oak)![0], /<meta name="pantry-shelf" content="2"\/>/);
  assert.not.match(/<body[^]*<\/body>/.exec(oak)![0], /pantry-shelf|data-docsgen/);
});

test('TagsListInline gets the doc\'s tags and shows only on docs that have some; EditMetaRow gets its edit URL', async () => {
  const { page } = await build({
    'src/theme/TagsListInline/index.js': `export default function TagsListInline({ tags }) {
  return <ul className="pantry-tags">{tags.map((t) => <li key={t.permalink}><a href={t.permalink}>{t.label}</a></li>)}</ul>;
}
`,
    'src/theme/EditMetaRow/index.js': `export default function EditMetaRow({ editUrl }) {
  return <div className="pantry-meta"><a href={editUrl}>Improve</a></div>;
}
`,
  });
  const jars = page('docs/jars/index.html');
  assert.match(jars, /<ul class="pantry-tags"><li><a href="\/docs\/tags\/glass">glass<\/a><\/li><\/ul>/);
  assert.match(jars, /<div class="pantry-meta"><a href="https:\/\/code\.example\.org\/pantry\/edit\/main\/docs\/jars\.md">Improve<\/a><\/div>/);
  const oak = page('docs/shelves/oak/index.html');
  assert.not.match(oak, /pantry-tags/);
  assert.match(oak, /<div class="pantry-meta"><a href="[^"]*docs\/shelves\/oak\.md">Improve<\/a><\/div>/);
});

test('an ejected DocItem/Metadata\'s PageMetadata writes the title, description, keywords, image and its children into the doc page\'s <head>', async () => {
  const { page } = await build({
    'src/theme/DocItem/Metadata/index.js': `import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function DocItemMetadata() {
  const { metadata } = useDoc();
  return <PageMetadata title={'Shelf: ' + metadata.title} description={metadata.description} keywords={['pantry', metadata.id]} image={'/img/' + metadata.id + '.png'}>
    <meta property="og:image:alt" content={metadata.title} />
  </PageMetadata>;
}
`,
  });
  const head = /<head>[^]*<\/head>/.exec(page('docs/jars/index.html'))![0];
  assert.match(head, /<title>Shelf: Jars \| Pantry<\/title>/);
  assert.equal(head.match(/<title>/g)!.length, 1);
  assert.match(head, /<meta property="og:title" content="Shelf: Jars \| Pantry"\/>/);
  assert.match(head, /<meta name="keywords" content="pantry,jars"\/>/);
  assert.match(head, /<meta property="og:image" content="https:\/\/pantry\.example\.org\/img\/jars\.png"\/>/);
  assert.match(head, /<meta name="twitter:image" content="https:\/\/pantry\.example\.org\/img\/jars\.png"\/>/);
  assert.match(head, /<meta property="og:image:alt" content="Jars"\/>/);
  assert.equal(head.match(/property="og:title"/g)!.length, 1);
  const oak = /<head>[^]*<\/head>/.exec(page('docs/shelves/oak/index.html'))![0];
  assert.match(oak, /<meta name="description" content="Oak boards\."\/>/);
  assert.equal(oak.match(/name="description"/g)!.length, 1);
});

test('a site with no doc parts draws doc pages as before, and a src/theme file with no slot is still named', async () => {
  const { built } = await build({ 'src/theme/DocSidebar/Mobile/index.js': 'export default function Layout() { return null; }\n' });
  assert.equal(unused(built).length, 1);
  assert.match(unused(built)[0]!, /: DocSidebar\/Mobile$/);
});

test.run();
