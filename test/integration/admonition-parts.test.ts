// A site's replacement of a part every admonition box is drawn with — `Admonition/Layout` (the box) or a built-in
// type's `Admonition/Type/…` — draws the `:::tip` blocks of every doc, Markdown and MDX, as Docusaurus's
// Admonition → Types → Type → Layout chain does; a type the site does not replace keeps docsgen's box. A site's
// type icon (`Admonition/Icon/…`) is drawn in the boxes of that type. A type with no component falls back to the
// site's Info (its `Type/Info`, given the block's type; its `Icon/Info`), as Docusaurus's Admonition does.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const DOCS = {
  'docusaurus.config.js': "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', { blog: false }]] };\n",
  'docs/wick.md': '# Wick\n\n:::tip Trim first\nTrim the wick.\n:::\n\n:::note\nOil lasts a week.\n:::\n',
  'docs/brass.mdx': "# Brass\n\nimport Shine from '@site/src/Shine';\n\n:::tip Polish\nUse a cloth.\n:::\n\n<Shine />\n",
  'src/Shine.js': 'export default function Shine() { return <b>shine</b>; }\n',
};

async function pages(theme: Record<string, string>) {
  const dir = tmpSite({ ...DOCS, ...theme });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return ['docs/wick/index.html', 'docs/brass/index.html', 'docs/glass/index.html'].map((f) => String(built.files.get(f)));
}

test('a site Admonition/Layout draws every box, with its type and title', async () => {
  const [wick, brass] = await pages({ 'src/theme/Admonition/Layout/index.js': 'export default function Layout({ type, title, children }) { return <div className={`lamp-box lamp-${type}`}><strong>{title}</strong>{children}</div>; }\n' });
  assert.match(wick!, /<div class="lamp-box lamp-tip"><strong>Trim first<\/strong><p>Trim the wick\.<\/p><\/div>/);
  assert.match(wick!, /<div class="lamp-box lamp-note"><strong>Note<\/strong><p>Oil lasts a week\.<\/p><\/div>/);
  assert.match(brass!, /<div class="lamp-box lamp-tip"><strong>Polish<\/strong>/);
  assert.not.match(wick! + brass!, /theme-admonition/);
});

test('a site Admonition/Type/Tip draws the tips; notes keep docsgen\'s box', async () => {
  const [wick, brass] = await pages({ 'src/theme/Admonition/Type/Tip.js': 'export default function Tip({ title, children }) { return <section className="lamp-tip">{title}{children}</section>; }\n' });
  assert.match(wick!, /<section class="lamp-tip">Trim first<p>Trim the wick\.<\/p><\/section>/);
  assert.match(brass!, /<section class="lamp-tip">Polish/);
  assert.match(wick!, /<aside class="theme-admonition theme-admonition-note"/);
});

test('a site Admonition/Icon/Tip draws in the tip boxes (and success ones), Markdown and MDX; notes keep the stylesheet\'s icon', async () => {
  const [wick, brass, glass] = await pages({
    'src/theme/Admonition/Icon/Tip.js': 'export default function IconTip(props) { return <svg className="lamp-icon" viewBox="0 0 8 8" {...props}><circle cx="4" cy="4" r="3" /></svg>; }\n',
    'docs/glass.mdx': "# Glass\n\nimport Admonition from '@theme/Admonition';\n\n:::success\nClean.\n:::\n\n<Admonition type=\"tip\" title=\"Own\" icon=\"*\">Star.</Admonition>\n",
  });
  const icon = /<p class="admonition-title own-icon"><span class="admonition-icon"><span style="[^"]*width:18px;height:18px;fill:var\(--adm\)[^"]*"><svg class="lamp-icon" viewBox="0 0 8 8"><circle cx="4" cy="4" r="3"><\/circle><\/svg><\/span><\/span>/;
  assert.match(wick!, new RegExp(`<aside class="theme-admonition theme-admonition-tip"[^>]*>${icon.source}Trim first`));
  assert.match(brass!, new RegExp(`${icon.source}Polish`));
  assert.match(wick!, /<aside class="theme-admonition theme-admonition-note"[^>]*><p class="admonition-title">Note<\/p>/);
  assert.match(glass!, new RegExp(`<aside class="theme-admonition theme-admonition-success"[^>]*>${icon.source}Success`));
  // A block's own icon stays its own.
  assert.match(glass!, /<span class="admonition-icon">\*<\/span>Own/);
});

test('a site type with no component is drawn by the site\'s Info: its Icon/Info in the box, its Type/Info given the block\'s type', async () => {
  const keyword = { 'docusaurus.config.js': DOCS['docusaurus.config.js'].replace('blog: false', "blog: false, docs: { admonitions: { keywords: ['wax'] } }"), 'docs/glass.md': '# Glass\n\n:::wax\nSeal it.\n:::\n' };
  const [, , icon] = await pages({ ...keyword, 'src/theme/Admonition/Icon/Info.js': 'export default function IconInfo() { return <svg className="lamp-info" viewBox="0 0 8 8" />; }\n' });
  assert.match(icon!, /<aside class="theme-admonition theme-admonition-wax alert--info" aria-label="Info"><p class="admonition-title own-icon"><span class="admonition-icon"><span [^>]*><svg class="lamp-info"/);
  const [, , type] = await pages({ ...keyword, 'src/theme/Admonition/Type/Info.js': 'export default function Info(props) { return <div className={`lamp-${props.type}`}>{props.children}</div>; }\n' });
  assert.match(type!, /<div class="lamp-wax"><p>Seal it\.<\/p><\/div>/);
});

test("a site type in a doc read as Markdown (`markdown.format: 'detect'`, a .md file) is an admonition too, as Docusaurus's directive parser reads it", async () => {
  const config = DOCS['docusaurus.config.js'].replace('blog: false', "blog: false, docs: { admonitions: { keywords: ['wax'] } }").replace('presets:', "markdown: { format: 'detect' }, presets:");
  const [, , glass] = await pages({ 'docusaurus.config.js': config, 'docs/glass.md': '# Glass\n\n:::wax[Seal first]\nSeal it.\n:::\n\n:::note\nDone.\n:::\n' });
  assert.match(glass!, /<aside class="theme-admonition theme-admonition-wax alert--info" aria-label="Seal first"><p class="admonition-title">Seal first<\/p><p>Seal it\.<\/p><\/aside>/);
  assert.match(glass!, /<aside class="theme-admonition theme-admonition-note" aria-label="Note">/);
});

test.run();
