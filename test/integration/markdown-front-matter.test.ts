// Docusaurus's `markdown.parseFrontMatter`: each Markdown file's front matter (docs, blog posts, Markdown pages) as the
// site's async function gives it, with Docusaurus's reading to start from; a bad result fails at the config's line.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { failsAtConfig } from '../helpers/fails-at-config.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const config = (parse: string) => `module.exports = {
  title: 'Kettle', url: 'https://kettle.example.org',
  presets: [['classic', { docs: { path: 'docs' }, blog: { path: 'blog', onUntruncatedBlogPosts: 'ignore' } }]],
  markdown: {
    parseFrontMatter: ${parse},
  },
};
`;
const RENAME = `async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      if (typeof result.frontMatter.title === 'string') result.frontMatter.title = result.frontMatter.title.replace('{{brand}}', 'Kettle Co');
      if (params.filePath.endsWith('plain.md')) result.frontMatter.title = 'Set by the parser';
      return result;
    }`;
const FILES = {
  'docusaurus.config.js': config(RENAME),
  'docs/intro.md': '---\ntitle: About {{brand}}\n---\n\nThe body stays.\n',
  'docs/plain.md': 'No front matter here.\n',
  'blog/2024-03-01-boil.md': '---\ntitle: Boiling at {{brand}}\n---\n\nA post.\n',
  'src/pages/about.md': '---\ntitle: Team of {{brand}}\n---\n\nThe team.\n',
};
const titleOf = (html: unknown) => /<title[^>]*>([^<]*)<\/title>/.exec(String(html))?.[1];

test("the site's parseFrontMatter gives each Markdown file's front matter: docs, blog posts and Markdown pages", async () => {
  const dir = tmpSite(FILES);
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(String(titleOf(built.files.get('docs/intro/index.html'))), /^About Kettle Co/);
  assert.match(String(built.files.get('docs/intro/index.html')), /The body stays\./);
  assert.match(String(titleOf(built.files.get('docs/plain/index.html'))), /^Set by the parser/);
  assert.match(String(titleOf(built.files.get('blog/2024/03/01/boil/index.html'))), /^Boiling at Kettle Co/);
  assert.match(String(titleOf(built.files.get('about/index.html'))), /^Team of Kettle Co/);
  assert.not.match(built.warnings.map((w) => w.message).join('\n'), /parseFrontMatter/, 'read, not named as not built');
});

test('a parseFrontMatter that throws or gives another shape fails the build at the config, naming the file', async () => {
  await failsAtConfig(FILES, ([
    ['async () => ({ content: "" })', /markdown\.parseFrontMatter gave \{content\}, not \{frontMatter, content\} for \/.*\.md$/],
    ['async () => { throw new Error("no yaml"); }', /markdown\.parseFrontMatter threw: no yaml for \/.*\.md$/],
  ] as const).map(([fn, message]) => [config(fn), message] as const), 5, 5);
});

test.run();
