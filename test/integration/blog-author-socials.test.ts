// An author's `socials` (authors file or inline) as Docusaurus draws them under the author's name: a handle becomes
// the platform's profile address, an address stays as written, each a titled icon link; a value that is neither is
// an error naming the author.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { buildFails } from '../helpers/build-fails.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = "module.exports = { title: 'Kettle', url: 'https://kettle.example.org', presets: [['classic', { docs: false, blog: { path: 'blog' } }]] };\n";
const AUTHORS = `ada:
  name: Ada
  title: Brewer
  socials:
    x: ada_brews
    GitHub: ada
    stackoverflow: 82609
    mastodon: https://fosstodon.org/@ada
    email: ada@kettle.example.org
    kettlehub: https://kettlehub.example.org/ada
bo:
  name: Bo
`;

const site = (authors: string) => tmpSite({
  'docusaurus.config.js': CONFIG,
  'blog/authors.yml': authors,
  'blog/2024-03-01-boil.md': '---\ntitle: Boiling\nauthors: [ada, bo]\n---\n\nBring it up slowly.\n',
});

test('socials: handles become profile addresses, addresses stay; each an icon link titled with its platform', async () => {
  const built = await buildSite(await loadConfig(path.join(site(AUTHORS), 'docusaurus.config.js')));
  const post = String(built.files.get('blog/2024/03/01/boil/index.html'));
  const row = /<small class="blog-author-title">Brewer<\/small><div class="blog-author-socials">([^]*?)<\/div>/.exec(post)?.[1] ?? '';
  const links = [...row.matchAll(/<a class="blog-author-social" href="([^"]+)" title="([^"]+)"/g)].map((m) => `${m[2]} ${m[1]}`);
  assert.equal(links, [
    'X https://x.com/ada_brews',
    'GitHub https://github.com/ada',
    'Stack Overflow https://stackoverflow.com/users/82609',
    'Mastodon https://fosstodon.org/@ada',
    'Email mailto:ada@kettle.example.org',
    'kettlehub https://kettlehub.example.org/ada',
  ]);
  assert.is(row.match(/<svg class="blog-author-social-icon"/g)?.length, 6);
  assert.match(row, /target="_blank" rel="noopener noreferrer"/);
  // An author without socials keeps the (empty) row, so that names line up.
  assert.match(post, /<span class="blog-author-name">Bo<\/span><div class="blog-author-socials"><\/div>/);
  // The list draws them too.
  assert.match(String(built.files.get('blog/index.html')), /href="https:\/\/x\.com\/ada_brews" title="X"/);
});

test('a social value that is neither a handle nor an address is an error naming the author', async () => {
  const dir = site('ada:\n  name: Ada\n  socials:\n    github: kettle/ada\n');
  const problem = await buildFails(path.join(dir, 'docusaurus.config.js'));
  assert.is(problem.pos.file, path.join(dir, 'blog', 'authors.yml'));
  assert.match(problem.message, /author "ada": socials\.github is "kettle\/ada", neither a handle nor an http\(s\) or mailto: address/);
});

test.run();
