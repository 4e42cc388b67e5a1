// MDX docs' server bundles rendered as a batch of the pool (generator/mdx/render-batch.ts): a worker, with its own
// instance of the theme evaluated from the same bundle and its own highlighter, renders what this thread renders —
// the page, `<Head>`'s tags, a Layout's title — and a doc that throws there comes back as that doc's problem.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BuildError } from '../../generator/errors.ts';
import { cloneable, mdxRenderBatch, mdxRenderer, renderAlone, type MdxRenderContext, type MdxRenderJob } from '../../generator/mdx/render-batch.ts';
import { bundleThemeCode, loadTheme, THEME_ROOT } from '../../generator/mdx/theme-bundle.ts';
import { runBatch } from '../../generator/threads/pool.ts';

const code = await bundleThemeCode();

// A doc's server bundle as bundle.ts makes it when the theme is bundled once: CommonJS reading the theme's modules
// through `__docsgenTheme`, React left to `require`.
const docBundle = (body: string) => `
const { jsx, jsxs } = require('react/jsx-runtime');
const theme = (f) => __docsgenTheme(${JSON.stringify(THEME_ROOT)} + '/' + f);
const Head = theme('docusaurus/Head.tsx').default;
const Layout = theme('Layout.tsx').default;
const CodeBlock = theme('CodeBlock.tsx').default;
const useDocusaurusContext = theme('docusaurus/useDocusaurusContext.ts').default;
${body}
module.exports = { default: Content, __docsgen: theme('runtime.tsx') };
`;

const jobs: MdxRenderJob[] = [
  { file: '/site/docs/kettle.mdx', route: '/docs/kettle', uses: [], htmlParts: [], partsToo: false, body: docBundle(`
function Content() {
  const { siteConfig } = useDocusaurusContext();
  return jsxs('div', { children: [jsx(Head, { children: jsx('meta', { name: 'kettle', content: 'boil' }) }), jsx('p', { children: siteConfig.title }), jsx(CodeBlock, { language: 'js', children: 'const water = 100;' })] });
}`) },
  { file: '/site/src/pages/help.js', route: '/help', uses: [], htmlParts: [], partsToo: false, body: docBundle(`
function Content() { return jsx(Layout, { title: 'Help', description: 'Steam', children: jsx('h1', { children: 'Help' }) }); }`) },
  { file: '/site/docs/broken.mdx', route: '/docs/broken', uses: [], htmlParts: [], partsToo: false, body: docBundle(`
function Content() { throw new Error('no water'); }`) },
];

const context: MdxRenderContext = {
  siteConfig: { title: 'Kettle', tagline: '', url: 'https://kettle.example.org', baseUrl: '/', customFields: {}, themeConfig: {} },
  locale: 'en', islands: {}, langs: ['js'],
};

const shown = (results: PromiseSettledResult<unknown>[]) => results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason instanceof BuildError ? r.reason.problems.map((p) => p.message) : String(r.reason)));

test('a worker renders each doc as this thread does: page, head tags, a Layout\'s title; a doc that throws is its problem', async () => {
  const here = await renderAlone(jobs, () => mdxRenderer(context, loadTheme(code)));
  const [kettle, help, broken] = shown(here) as [{ html: string; head?: string }, { page?: { title?: string } }, string[]];
  assert.match(kettle.html, /<p>Kettle<\/p>/);
  assert.match(kettle.html, /water/);
  assert.match(kettle.head ?? '', /<meta name="kettle" content="boil"\/>/);
  assert.equal(help.page, { title: 'Help', description: 'Steam' });
  assert.match(broken.join('\n'), /no water/);
  const local = () => Promise.reject(new Error('this thread renders none of a workers-only batch'));
  const onWorker = await runBatch(() => mdxRenderBatch(jobs, { ...context, theme: code }, local, true), { workersOnly: true });
  assert.equal(shown(onWorker), shown(here));
});

test('a context that cannot reach a worker (a function among the custom fields) is told apart', () => {
  assert.ok(cloneable(context));
  assert.not.ok(cloneable({ ...context, siteConfig: { ...context.siteConfig, customFields: { greet: () => 'hi' } } }));
});

test.run();
