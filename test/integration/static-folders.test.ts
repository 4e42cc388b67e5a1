// Several static folders (Docusaurus's `staticDirectories`, docsgen's `staticDir` list): each is copied to the
// output root and served by `serve`, and where two hold the same path the first one's file wins, as Docusaurus
// copies them; links and the config's logos may point into any of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serve } from '../../generator/dev/server.ts';
import { docsgen } from '../helpers/cli.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const FILES = {
  'static/shared.txt': 'from static\n',
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>',
  'public/shared.txt': 'from public\n',
  'public/files/guide.pdf': 'pdf\n',
  'docs/a.md': '# A\n\n[The guide](pathname:///files/guide.pdf) and [the note](/shared.txt).\n',
};

test('a Docusaurus config: every folder of staticDirectories is copied, the first one winning a shared path', () => {
  const dir = tmpSite({
    ...FILES,
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.dev', baseUrl: '/', onBrokenLinks: 'throw',
  staticDirectories: ['static', 'public', 'absent'],
  presets: [['classic', { docs: { routeBasePath: '/' } }]],
  themeConfig: { navbar: { logo: { alt: 'T', src: 'img/logo.svg' } }, footer: { logo: { alt: 'T', src: '/files/guide.pdf' } } } };\n`,
  });
  const r = docsgen(['build'], { cwd: dir });
  assert.is(r.code, 0, r.err);
  assert.not.match(r.err, /static director|not in a static folder/, 'no folder is named as unbuilt, no logo as missing');
  assert.is(readFileSync(path.join(dir, 'build/shared.txt'), 'utf8'), 'from static\n');
  assert.is(readFileSync(path.join(dir, 'build/files/guide.pdf'), 'utf8'), 'pdf\n');
  assert.match(readFileSync(path.join(dir, 'build/a/index.html'), 'utf8'), /<img[^>]*src="\/img\/logo\.svg"[^>]*width="64"/, 'the logo sized from the first folder');
});

test('a docsgen config: staticDir as a list, in the build and in serve', async () => {
  const dir = tmpSite({ ...FILES, 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, staticDir: ['static', 'public'] };\n" });
  const r = docsgen(['build'], { cwd: dir });
  assert.is(r.code, 0, r.err);
  assert.is(readFileSync(path.join(dir, 'build/shared.txt'), 'utf8'), 'from static\n');
  assert.is(readFileSync(path.join(dir, 'build/files/guide.pdf'), 'utf8'), 'pdf\n');
  const server = await serve({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: true });
  try {
    assert.is(await (await fetch(`${server.url}/shared.txt`)).text(), 'from static\n');
    assert.is(await (await fetch(`${server.url}/files/guide.pdf`)).text(), 'pdf\n');
    assert.is((await fetch(`${server.url}/files/none.pdf`)).status, 404);
  } finally {
    await server.close();
  }
});

test('a pathname:// link (Markdown, MDX, `Link`) is the path under the base URL, opened outside the client router, unchecked', () => {
  const dir = tmpSite({
    ...FILES,
    'docs/b.mdx': "import Link from '@docusaurus/Link';\n\n# B\n\n[Explore][api] and <Link to=\"pathname:///files/guide.pdf\">the guide</Link>, [here](pathname://rel.html).\n\n[api]: pathname:///openapi/explore\n",
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.dev', baseUrl: '/base/', onBrokenLinks: 'throw', staticDirectories: ['static', 'public'],
  presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n`,
  });
  const r = docsgen(['build'], { cwd: dir });
  assert.is(r.code, 0, r.err);
  const a = readFileSync(path.join(dir, 'build/a/index.html'), 'utf8');
  assert.match(a, /<a target="_blank" rel="noopener noreferrer" href="\/base\/files\/guide\.pdf">The guide<\/a>/);
  const b = readFileSync(path.join(dir, 'build/b/index.html'), 'utf8');
  assert.match(b, /<a target="_blank" rel="noopener noreferrer" href="\/base\/openapi\/explore">Explore<\/a>/, 'a reference link too; /openapi/explore is no page, and no broken link');
  assert.match(b, /<a href="\/base\/files\/guide\.pdf" target="_blank" rel="noopener noreferrer">the guide<\/a>/);
  assert.match(b, /<a target="_blank" rel="noopener noreferrer" href="rel\.html">here<\/a>/, 'a relative path stays relative');
  assert.not.match(a + b, /pathname:/);
});

test('a static file at the path of a generated page is an error naming its folder', () => {
  const dir = tmpSite({ ...FILES, 'public/docs/a/index.html': 'mine', 'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, staticDir: ['static', 'public'] };\n" });
  const r = docsgen(['build'], { cwd: dir });
  assert.is(r.code, 1);
  assert.match(r.err, /public\/docs\/a\/index\.html.*the static file "docs\/a\/index\.html" is at the path of a generated file/);
});

test.run();
