// The site's own Markdown plugins (issue 23, point 2): `remarkPlugins`, `rehypePlugins` and their `beforeDefault…`
// forms of the docs, the blog and the pages run on the docs they apply to, in Docusaurus's order; an installed
// package and local files alike; a plugin not installed is named once with its install command; a doc a plugin
// throws on is an error that names the plugins. The plugins are test/fixtures/site-plugins.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import type { BuildError } from '../../generator/errors.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/site-plugins');
const fixture = (name: string) => readFileSync(path.join(FIXTURE, name), 'utf8');

const PLUGINS = {
  // Installed as a package of the site.
  'node_modules/remark-pm-tabs/package.json': '{ "name": "remark-pm-tabs", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/remark-pm-tabs/index.js': fixture('remark-pm-tabs.js'),
  'plugins/rehype-external-links.mjs': fixture('rehype-external-links.mjs'),
  'plugins/remark-numbered-steps.js': fixture('remark-numbered-steps.js'),
};

const config = (markdown = '') => `module.exports = {
  title: 'Lamps', url: 'https://lamps.example.org', ${markdown}
  presets: [['classic', {
    docs: {
      beforeDefaultRemarkPlugins: [require('./plugins/remark-numbered-steps.js')],
      remarkPlugins: [[require('remark-pm-tabs'), { groupId: 'pm' }]],
      rehypePlugins: [[require('./plugins/rehype-external-links.mjs').default, { rel: 'noopener' }]],
    },
    blog: { remarkPlugins: [require('remark-pm-tabs')] },
    pages: { remarkPlugins: [require('remark-lamp-emoji')] },
  }]],
};
`;

const INSTALL = '```sh pm-tabs\nnpm install lamp-kit\n```\n';

async function site(files: Record<string, string>, markdown = '') {
  const dir = tmpSite({ 'docusaurus.config.js': config(markdown), ...PLUGINS, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const main = (route: string) => {
    const html = String(built.files.get(`${route.replace(/^\//, '')}/index.html`));
    return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  };
  return { built, main };
}

const DOCS = {
  'docs/install.md': `---\nsteps: true\n---\n# Install\n\n## Get the kit\n\n${INSTALL}\nSee [the shop](https://shop.example.org) or [wiring](wiring.md).\n\n## Wire it\n\nDone.\n`,
  'docs/wiring.md': '# Wiring\n\n## Colours\n\nRed to red.\n',
  'blog/2026-01-02-lamps.md': `---\ntitle: Lamps\nauthors: [{ name: Ada }]\n---\nNew lamps.\n\n<!-- truncate -->\n\n${INSTALL}`,
  'src/pages/help.md': `# Help\n\n## Ask\n\n${INSTALL}`,
};

test('docs: a remark plugin\'s JSX and imports render (tabs), a rehype plugin changes elements, beforeDefault plugins run before heading ids', async () => {
  const { main } = await site(DOCS);
  const install = main('/docs/install');
  // remark-pm-tabs: a tab per package manager, its options read (groupId), the code highlighted in each.
  assert.match(install, /class="tabs-container" data-tabs="" data-group-id="pm"/);
  for (const command of ['npm install lamp-kit', 'yarn add lamp-kit', 'pnpm add lamp-kit']) assert.ok(install.replace(/<[^>]+>/g, '').includes(command), command);
  assert.not.match(install, /pm-tabs/);
  // rehype-external-links: after the built-in remark plugins (the .md link is still resolved), before highlighting.
  assert.match(install, /<a href="https:\/\/shop\.example\.org"[^>]*target="_blank"[^>]*rel="noopener"|<a[^>]*target="_blank"[^>]*href="https:\/\/shop\.example\.org"/);
  assert.match(install, /href="\/docs\/wiring"/);
  // remark-numbered-steps (beforeDefault): the numbers are in the headings, their ids and the table of contents.
  assert.match(install, /<h2[^>]*id="1-get-the-kit"/);
  assert.match(install, /<h2[^>]*id="2-wire-it"/);
  // A doc without `steps` is left alone by it; plugins run on every doc of the part.
  assert.match(main('/docs/wiring'), /<h2[^>]*id="colours"/);
});

test('the blog\'s and the pages\' plugins apply to their own files only; a plugin not installed is named once with its install command', async () => {
  const { main, built } = await site(DOCS);
  const post = main('/blog/2026/01/02/lamps');
  assert.ok(post.replace(/<[^>]+>/g, '').includes('yarn add lamp-kit'), 'the blog runs its remark plugin');
  // The pages part's only plugin is not installed: its code block stays as written.
  const help = main('/help');
  assert.ok(help.replace(/<[^>]+>/g, '').includes('npm install lamp-kit'));
  assert.not.ok(help.replace(/<[^>]+>/g, '').includes('yarn add'));
  const named = built.warnings.filter((w) => w.message.includes('remark-lamp-emoji'));
  assert.is(named.length, 1, built.warnings.map((w) => w.message).join('\n'));
  assert.match(named[0]!.message, /not installed.*pages/);
  assert.is(named[0]!.hint, 'npm install remark-lamp-emoji');
});

test('markdown.format "detect": a .md doc a plugin applies to is read as Markdown (raw HTML, braces as text) and still gets the plugin\'s JSX', async () => {
  const { main } = await site({
    ...DOCS,
    'docs/install.md': `# Install\n\nPress <kbd>Ctrl</kbd> and {braces} stay text.\n\n${INSTALL}`,
  }, "markdown: { format: 'detect' },");
  const install = main('/docs/install');
  assert.match(install, /<kbd>Ctrl<\/kbd>/);
  assert.match(install, /\{braces\}/);
  assert.ok(install.replace(/<[^>]+>/g, '').includes('pnpm add lamp-kit'));
});

test('the same Markdown gives the same HTML on the MDX path, with a plugin that changes nothing it shows, as on the fast path', async () => {
  const body = [
    '# Same', '', 'Text with **bold**, `code`, a [link](https://example.org) and <kbd>K</kbd>.', '',
    '## Heading {#custom}', '', '| a | b |', '| - | - |', '| 1 | 2 |', '',
    ':::tip Careful', '', 'Mind the wire.', '', ':::', '', '```js title="lamp.js" {1}', 'const on = true;', '```', '',
    '- one', '- two', '  1. nested', '',
  ].join('\n');
  const build = async (plugins: string) => {
    const dir = tmpSite({
      'docusaurus.config.js': `module.exports = { title: 'L', url: 'https://l.example.org', markdown: { format: 'detect' }, presets: [['classic', { docs: { ${plugins} }, blog: false, pages: false }]] };\n`,
      'docs/same.md': body,
    });
    const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
    const html = String(built.files.get('docs/same/index.html'));
    return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  };
  const plain = await build('');
  // A rehype plugin that changes nothing: the doc takes the MDX path (only remark plugins keep the fast path).
  const withPlugin = await build('rehypePlugins: [() => () => {}]');
  // Up to line breaks between tags (React drops the whitespace text inside a table).
  const tags = (html: string) => html.replace(/>\n</g, '><');
  assert.is(tags(withPlugin), tags(plain));
});

test('a site plugin\'s Markdown docs keep the fast path unless it gives them JSX; each doc\'s `.md` file is its source', async () => {
  // Lamps become bulbs; a doc that says KEY gets a JSX element, which only the MDX path renders.
  const lampEmoji = `function lampEmoji() {
    const walk = (node) => { if (node.type === 'text') node.value = node.value.replaceAll('LAMP', '\u{1F4A1}'); (node.children || []).forEach(walk); };
    return (tree) => {
      walk(tree);
      if (JSON.stringify(tree).includes('KEY')) tree.children.push({ type: 'mdxJsxFlowElement', name: 'kbd', attributes: [], children: [{ type: 'text', value: 'K' }] });
    };
  }`;
  const tip = ':::tip Careful\n\nMind the wire.\n\n:::\n';
  const files = {
    'docs/plain.md': `# Plain\n\nA bulb.\n\n${tip}`,
    'docs/lit.md': `# Lit\n\nA LAMP.\n\n${tip}`,
  };
  const build = async (more: Record<string, string> = {}) => buildSite(await loadConfig(path.join(tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'L', url: 'https://l.example.org', presets: [['classic', { docs: { remarkPlugins: [${lampEmoji}] }, blog: false, pages: false }]] };\n`,
    ...files, ...more,
  }), 'docusaurus.config.js')));
  const built = await build();
  const html = (route: string) => String(built.files.get(`docs/${route}/index.html`));
  assert.match(html('lit'), /A \u{1F4A1}\./u, 'the plugin ran on the doc it changes');
  assert.match(html('lit'), /class="theme-admonition[^"]*tip/);
  assert.match(html('plain'), /A bulb\./);
  assert.is(built.cache.mdx, undefined, 'no doc was compiled as MDX');
  assert.match(String(built.files.get('docs/plain.md')), /:::tip Careful/);
  assert.match(String(built.files.get('docs/lit.md')), /A LAMP\.\n\n:::tip Careful/);
  const withKey = await build({ 'docs/key.md': '# Key\n\nPress KEY.\n' });
  assert.match(String(withKey.files.get('docs/key/index.html')), /<kbd>K<\/kbd>/, 'the JSX the plugin added is rendered');
  assert.is(withKey.cache.mdx?.size, 1, 'only that doc was compiled as MDX');
  assert.match(String(withKey.files.get('docs/key.md')), /Press KEY\./);
});

test('a plugin that adds syntax (as remark-math does) reads it in Markdown docs, MDX docs and .md docs read as Markdown', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Lamps', url: 'https://lamps.example.org', markdown: { format: 'detect' }, presets: [['classic', { docs: { remarkPlugins: [require('./plugins/remark-marked-text.js')] } }]] };\n",
    'plugins/remark-marked-text.js': fixture('remark-marked-text.js'),
    'docs/plain.md': '# Plain\n\nA ==bright== lamp, and a == b.\n',
    'docs/rich.mdx': '# Rich\n\nA ==dim== lamp.\n\n<div className="x">{1 + 1}</div>\n\n- A ==warm== one\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const html = (file: string) => String(built.files.get(file));
  assert.match(html('docs/plain/index.html'), /<p>A <mark>bright<\/mark> lamp, and a == b.<\/p>/);
  assert.match(html('docs/rich/index.html'), /<p>A <mark>dim<\/mark> lamp.<\/p>/);
  assert.match(html('docs/rich/index.html'), /<li>A <mark>warm<\/mark> one<\/li>/);
});

test('a plain Markdown doc of a part whose plugins add syntax takes the fast path, with the HTML the MDX path gives it', async () => {
  const body = '# Lamps\n\nA ==bright== lamp, and a == b.\n\n| Kind | Watts |\n| --- | --- |\n| ==Desk== | 40 |\n\n- one ==two==\n- three\n\n```js\nconst lamp = 1;\n```\n\n## Plain\n\nNo marks, [a shop](https://shop.example.org) at 10:30.\n';
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', { docs: {
      remarkPlugins: [require('./plugins/remark-marked-text.js')],
      rehypePlugins: [[require('./plugins/rehype-external-links.mjs').default, { rel: 'noopener' }]],
    }, blog: false }]] };\n`,
    'plugins/remark-marked-text.js': fixture('remark-marked-text.js'),
    'plugins/rehype-external-links.mjs': fixture('rehype-external-links.mjs'),
    'docs/fast.md': body,
    // The same body, asked to be MDX: the MDX path compiles and renders it.
    'docs/compiled.md': `---\nformat: mdx\n---\n${body}`,
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.is(built.cache.mdx?.size, 1, 'only the doc asked to be MDX was compiled');
  const article = (name: string) => {
    const html = String(built.files.get(`docs/${name}/index.html`));
    return html.slice(html.indexOf('<article'), html.indexOf('</article>')).replaceAll(`/docs/${name}.md`, '/docs/DOC.md');
  };
  const fast = article('fast');
  assert.match(fast, /<p>A <mark>bright<\/mark> lamp, and a == b.<\/p>/);
  assert.match(fast, /<tr><td><mark>Desk<\/mark><\/td><td>40<\/td><\/tr>/, 'a table as the MDX path writes it');
  assert.match(fast, /<a href="https:\/\/shop.example.org" target="_blank" rel="noopener">a shop<\/a> at 10:30/, 'the rehype plugin ran; `:30` stays text');
  assert.is(fast, article('compiled'));
});

test('a doc a site plugin throws on fails with the plugins named and the plugin\'s message, not as an MDX syntax error', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'L', url: 'https://l.example.org', presets: [['classic', { docs: {
      remarkPlugins: [function transpileSnippets() { return (tree, file) => { if (file.path.endsWith('broken.md')) throw new Error("Cannot find module 'lamp-kit'"); }; }],
    }, blog: false, pages: false }]] };\n`,
    'docs/fine.md': '# Fine\n\nText.\n',
    'docs/broken.md': '# Broken\n\nText.\n',
  });
  const err = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js'))).then(() => undefined, (e: BuildError) => e);
  assert.ok(err, 'the build fails');
  const [problem] = err.problems;
  assert.match(problem!.pos.file, /broken\.md$/);
  assert.match(problem!.message, /Markdown plugins ran on it \(transpileSnippets\): Cannot find module 'lamp-kit'/);
  assert.not.match(problem!.message, /MDX syntax error/);
  assert.match(problem!.hint ?? '', /plugins' options/);
});

test('a large site\'s docs are compiled on both threads, each with its part\'s plugins: every doc comes out alike', async () => {
  // Enough MDX for the first worker to join this thread once it has highlighted ahead (it loads the plugins from
  // the config): the docs differ only by their number, so a doc compiled without a plugin, or differently, stands out.
  const doc = (n: number) => `---\nsteps: true\n---\n# Lamp Q${n}Q\n\n## Get the kit\n\n${INSTALL}\nSee [the shop](https://shop.example.org).\n\n## Wire it\n\n${
    Array.from({ length: 24 }, (_, k) => `Step ${k} of lamp Q${n}Q: connect wire ${k} to terminal ${k}.\n\n\`\`\`js\nconst lamp${k} = wire(${k}, { terminal: ${k}, colour: 'red' });\n\`\`\`\n`).join('\n')}`;
  const files = Object.fromEntries(Array.from({ length: 60 }, (_, n) => [`docs/lamp-${n}.md`, doc(n)]));
  const { built } = await site({ ...files, 'docs/wiring.md': '# Wiring\n' });
  const article = (n: number) => {
    const html = String(built.files.get(`docs/lamp-${n}/index.html`));
    return html.slice(html.indexOf('<article'), html.indexOf('</article>')).replaceAll(`Q${n}Q`, 'QNQ').replaceAll(`lamp-${n}.md`, 'lamp-N.md');
  };
  const first = article(0);
  assert.match(first, /class="tabs-container" data-tabs="" data-group-id="pm"/);
  assert.match(first, /<h2[^>]*id="1-get-the-kit"/);
  assert.match(first, /target="_blank"/);
  for (let n = 1; n < 60; n++) assert.is(article(n), first, `lamp-${n}`);
});

test.run();
