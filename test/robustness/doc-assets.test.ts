// Issue 20, point 10: a file a doc names by a relative path (an image, a PDF) is copied into the build under a
// content-hashed name and the reference rewritten, on the Markdown and the MDX path alike; a missing one is a broken
// link with the doc's file:line, never silent; warnings are printed even when the build also fails.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build, buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { formatProblem } from '../../generator/errors.ts';
import { buildFails } from '../helpers/build-fails.ts';
import { docsgen } from '../helpers/cli.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const PLAIN = '# A\n\n![Diagram](./img/diagram.svg)\n\n[The PDF](./files/a.pdf#page=2) and [by reference][pdf].\n\n[pdf]: ./files/a.pdf\n';

const configWith = (extra: string) => `export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, staticDir: 'static'${extra} };\n`;
const text = (files: Map<string, string | Uint8Array>, file: string) => String(files.get(file) ?? '');

test('images and files next to a doc are copied under hashed names, the same on the Markdown and MDX paths', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG, 'docs/img/diagram.svg': SVG, 'docs/files/a.pdf': '%PDF-1.4', 'docs/x.png': 'png bytes',
    'docs/a.md': PLAIN,
    'docs/b.mdx': `${PLAIN.replace('# A', '# B')}\n<img src={require('./x.png').default} alt="x" />\n`,
  });
  const { files } = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const names = [...files.keys()].filter((f) => f.startsWith('assets/images/') || f.startsWith('assets/files/'));
  assert.equal(names.sort(), [...names].sort().filter((f) => /^assets\/(images\/diagram|files\/a)-[0-9a-f]{8}\.(svg|pdf)$/.test(f)));
  const svg = names.find((f) => f.endsWith('.svg'))!;
  const pdf = names.find((f) => f.endsWith('.pdf'))!;
  assert.is(text(files, svg), SVG);
  assert.is(text(files, pdf), '%PDF-1.4');
  const main = (route: string) => /<article[\s\S]*<\/article>/.exec(text(files, `${route}/index.html`))?.[0] ?? '';
  for (const route of ['docs/a', 'docs/b']) {
    const html = main(route);
    assert.match(html, `<img src="/${svg}" alt="Diagram">`, route);
    assert.match(html, `<a href="/${pdf}#page=2">The PDF</a>`, route);
    assert.match(html, `<a href="/${pdf}">by reference</a>`, route);
  }
  // `require('./x.png').default` is the file's URL, as Docusaurus's webpack gives it.
  const png = [...files.keys()].find((f) => f.endsWith('.png'))!;
  assert.match(main('docs/b'), `<img src="/${png}" alt="x"/>`);
  // Each doc's Copy page button names its own Markdown.
  const same = (html: string) => html.replace(/<h1>\w<\/h1>/, '').replace(/ data-copy-page="[^"]*"/, '');
  assert.is(same(main('docs/a')), same(main('docs/b')).replace(/\n?<img src="[^"]*\.png"[^>]*>/, ''));
});

test('the home page\'s images are copied too', async () => {
  const dir = tmpSite({ 'site.config.ts': configWith(", homePage: 'home.md'"), 'home.md': '# Home\n\n![Logo](./img/logo.svg)\n', 'img/logo.svg': SVG, 'docs/a.md': '# A\n' });
  const { files } = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  const logo = [...files.keys()].find((f) => /^assets\/images\/logo-[0-9a-f]{8}\.svg$/.test(f));
  assert.ok(logo);
  assert.match(text(files, 'index.html'), `<img src="/${logo}" alt="Logo">`);
});

test('a missing image, next to the doc or in the static folder, is a broken link at the doc\'s line', async () => {
  const files = { 'site.config.ts': configWith(''), 'static/img/here.png': 'png', 'docs/a.md': '# A\n\n![ok](/img/here.png)\n\n![gone](./img/missing.png)\n\n![gone too](/img/missing.png)\n' };
  const dir = tmpSite(files);
  const p = await buildFails(path.join(dir, 'site.config.ts'));
  assert.is(formatProblem(p).split('\n')[0], `${path.join(dir, 'docs/a.md')}:5:9: broken image "./img/missing.png": no file at docs/img/missing.png`);
  const mdx = tmpSite({ ...files, 'docs/a.md': '# A\n\n<div>x</div>\n\n[the file](./files/gone.pdf)\n' });
  assert.is(formatProblem(await buildFails(path.join(mdx, 'site.config.ts'))).split('\n')[0], `${path.join(mdx, 'docs/a.md')}:5:12: broken link "./files/gone.pdf": no file at docs/files/gone.pdf`);
  const all = docsgen(['build'], { cwd: dir });
  assert.is(all.code, 1);
  assert.match(all.err, /docs\/a\.md:7:13: broken image "\/img\/missing\.png": no file at \/img\/missing\.png in the static folder\n {2}hint: /);
});

test('onBrokenMarkdownImages (Docusaurus\'s markdown.hooks key) sets what a missing image does, else onBrokenLinks', async () => {
  const doc = { 'docs/a.md': '# A\n\n![gone](./missing.png)\n' };
  const warned = await buildSite(await loadConfig(path.join(tmpSite({ 'site.config.ts': configWith(", onBrokenMarkdownImages: 'warn'"), ...doc }), 'site.config.ts')));
  assert.match(warned.warnings.map(formatProblem).join('\n'), /docs\/a\.md:3:9: broken image "\.\/missing\.png"/);
  const byLinks = await buildSite(await loadConfig(path.join(tmpSite({ 'site.config.ts': configWith(", onBrokenLinks: 'ignore'"), ...doc }), 'site.config.ts')));
  assert.not.match(byLinks.warnings.map(formatProblem).join('\n'), /broken image/);
  const docusaurus = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.dev', markdown: { hooks: { onBrokenMarkdownImages: 'warn' } }, presets: [['classic', { docs: {} }]] };\n",
    ...doc,
  });
  const r = docsgen(['build'], { cwd: docusaurus });
  assert.is(r.code, 0, r.err);
  assert.match(r.err, /warning: .*docs\/a\.md:3:9: broken image "\.\/missing\.png"/);
});

test('warnings are printed when the build also fails', () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n\n[anchor](/docs/a#nowhere)\n\n[gone](/docs/gone)\n\n```js\nnever closed\n' });
  const r = docsgen(['build'], { cwd: dir });
  assert.is(r.code, 1);
  assert.match(r.err, /warning: .*docs\/a\.md:3:10: broken anchor "\/docs\/a#nowhere"/);
  assert.match(r.err, /warning: .*docs\/a\.md:7: this code block is never closed/);
  assert.match(r.err, /build failed\n.*docs\/a\.md:5:8: broken link "\/docs\/gone"/);
});

test('a changed image is a changed page, also when the next build reuses unchanged pages', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n\n![d](./d.svg)\n', 'docs/d.svg': SVG });
  const config = path.join(dir, 'site.config.ts');
  const src = () => /<img src="\/(assets\/images\/d-[0-9a-f]{8}\.svg)"/.exec(readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8'))?.[1];
  await build(config);
  const first = src();
  assert.ok(first);
  writeFileSync(path.join(dir, 'docs/d.svg'), SVG.replace('/>', '><circle r="1"/></svg>'));
  await build(config);
  const second = src();
  assert.ok(second && second !== first, `${first} → ${second}`);
  assert.match(readFileSync(path.join(dir, 'build', second), 'utf8'), /circle/);
});

test.run();
