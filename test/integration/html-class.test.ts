// A page's <html> has the class names Docusaurus gives it — its plugin's and its kind's (`docs-doc-page`,
// `blog-post-page`, `mdx-page`) — and those its own components add with HtmlClassNameProvider or
// `<Head><html className>`, so that site CSS on `html.blog-post-page …` applies; docsgen's layout boxes' names
// (`blog-wrapper`) stay off it. `useLocation().pathname` on the server is under the base URL, as in the browser.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Kettle', url: 'https://kettle.example.org', baseUrl: '/tea/', presets: [['classic', { blog: { showReadingTime: false } }]] };\n",
  'docs/intro.md': '# Intro\n\nSteep.\n',
  'docs/where.mdx': "# Where\n\nimport { useLocation } from '@docusaurus/router';\nexport const Here = () => <p className=\"here\">{useLocation().pathname}</p>;\n\n<Here />\n",
  'blog/2024-03-01-boil.md': '---\ntitle: Boil\n---\n\nWater.\n',
  'src/pages/cosy.mdx': "import Head from '@docusaurus/Head';\n\n<Head><html className=\"cosy-page\" /></Head>\n\n# Cosy\n",
  'src/theme/BlogPostPage/index.js': `import OriginalPage from '@theme-original/BlogPostPage';
import { HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
export default function BlogPostPage(props) {
  return <HtmlClassNameProvider className={\`\${ThemeClassNames.wrapper.blogPages} kettle-post\`}><OriginalPage {...props} /></HtmlClassNameProvider>;
}
`,
};

let files: Map<string, unknown>;
const htmlClass = (file: string) => /^<!DOCTYPE html><html [^>]*?class="([^"]*)"/.exec(String(files.get(file)))?.[1];

test.before(async () => {
  files = (await buildSite(await loadConfig(path.join(tmpSite(SITE), 'docusaurus.config.js')))).files;
});

test('each page kind has its plugin\'s and its kind\'s classes on <html>', () => {
  assert.is(htmlClass('docs/intro/index.html'), 'plugin-docs plugin-id-default docs-doc-page');
  assert.is(htmlClass('blog/index.html'), 'plugin-blog plugin-id-default blog-list-page');
  assert.match(String(files.get('docs/intro/index.html')), /<html [^>]*data-page-class="plugin-docs plugin-id-default docs-doc-page"/);
});

test('classes a page\'s components add reach <html>, not its head; docsgen\'s layout names stay off', () => {
  assert.is(htmlClass('blog/2024/03/01/boil/index.html'), 'plugin-blog plugin-id-default blog-post-page kettle-post');
  assert.is(htmlClass('cosy/index.html'), 'plugin-pages plugin-id-default mdx-page cosy-page');
  for (const file of ['blog/2024/03/01/boil/index.html', 'cosy/index.html']) {
    const head = /<head>([^]*)<\/head>/.exec(String(files.get(file)))![1]!;
    assert.not.match(head, /<html/, file);
  }
  // The page data (client navigation) carries them too.
  const data = [...files].find(([f, v]) => f.endsWith('.json') && String(v).includes('"path":"/cosy"'));
  assert.is(data && JSON.parse(String(data[1])).htmlClass, 'plugin-pages plugin-id-default mdx-page cosy-page');
});

test('useLocation() on the server gives the path under the base URL', () => {
  assert.match(String(files.get('docs/where/index.html')), /<p class="here">\/tea\/docs\/where<\/p>/);
});

test.run();
