// `useThemeConfig()` gives the theme-classic defaults Docusaurus fills in when it validates `themeConfig`, under
// what the site sets (key by key), so an ejected component reading `tableOfContents.maxHeadingLevel` or
// `navbar.hideOnScroll` that the site never set gets Docusaurus's value.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const FOOTER = `import { useThemeConfig } from '@docusaurus/theme-common';
export default function Footer() {
  const { tableOfContents: t, navbar, colorMode, docs, blog, prism, footer, metadata } = useThemeConfig();
  return <footer className="flint" data-toc={t.minHeadingLevel + '-' + t.maxHeadingLevel} data-hide={String(navbar.hideOnScroll)} data-title={navbar.title}
    data-mode={colorMode.defaultMode + ' ' + colorMode.respectPrefersColorScheme} data-sidebar={String(docs.sidebar.hideable) + ' ' + docs.versionPersistence}
    data-magic={prism.magicComments[0].line} data-footer={footer.style + ' ' + footer.links.length + ' ' + footer.copyright} data-meta={metadata.length} data-years={String(blog.sidebar.groupByYear)} />;
}
`;

test("useThemeConfig() has Docusaurus's defaults under the site's own values", async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Flint', url: 'https://flint.example.org', presets: [['classic', { blog: false, pages: false }]], themeConfig: { navbar: { title: 'Flint' }, tableOfContents: { maxHeadingLevel: 4 }, colorMode: { defaultMode: 'dark' }, footer: { copyright: 'Flint folk' } } };\n",
    'docs/intro.md': '# Intro\n\nSparks.\n',
    'src/theme/Footer/index.js': FOOTER,
  });
  const html = String((await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')))).files.get('docs/intro/index.html'));
  const footer = /<footer class="flint"[^>]*>/.exec(html)?.[0] ?? '';
  assert.match(footer, /data-toc="2-4"/, 'the site\'s maximum, the default minimum');
  assert.match(footer, /data-hide="false"/);
  assert.match(footer, /data-title="Flint"/);
  assert.match(footer, /data-mode="dark false"/);
  assert.match(footer, /data-sidebar="false localStorage"/);
  assert.match(footer, /data-magic="highlight-next-line"/);
  assert.match(footer, /data-footer="light 0 Flint folk"/);
  assert.match(footer, /data-meta="0"/);
  assert.match(footer, /data-years="true"/);
});

test.run();
