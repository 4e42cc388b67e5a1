// A config with no preset, its plugins and the classic theme listed one by one (as jellyfin.org's): Docusaurus builds
// only what is listed, so a `blog` folder read by a blog instance of another id is not also the default blog, and
// `src/pages` is not built without a pages plugin.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

test('without a preset: only the listed docs and blog instance are built, once each', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Reels', url: 'https://reels.example.org',
  plugins: [
    ['@docusaurus/plugin-content-docs', { sidebarPath: false }],
    ['@docusaurus/plugin-content-blog', { id: 'blog-main', path: 'blog', routeBasePath: 'posts', onUntruncatedBlogPosts: 'ignore' }],
  ],
  themes: [['@docusaurus/theme-classic', {}]],
};
`,
    'docs/intro.md': '# Intro\n\nFilm.\n',
    'blog/2024-02-03-spool.md': '---\ntitle: A new spool\n---\n\nWound.\n',
    'src/pages/hello.md': '# Hello\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const paths = built.routes.map((r) => r.path);
  assert.ok(paths.includes('/docs/intro'), paths.join(' '));
  assert.ok(paths.includes('/posts/2024/02/03/spool'), paths.join(' '));
  assert.not.ok(paths.some((p) => p.startsWith('/blog')), paths.join(' '));
  assert.not.ok(paths.includes('/hello'), paths.join(' '));
});

test.run();
