// `@docusaurus/Link` applies the site's `trailingSlash` to a link inside the site, as Docusaurus's Link does: its
// path gets a slash (or loses it), its query and hash kept; another site's URL, a `pathname://` link and an anchor
// are left as written.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const LINKS = `# Links

import Link from '@docusaurus/Link';

<Link className="l1" to="/docs/b">b</Link> <Link className="l2" to="/docs/b/#grip">grip</Link> <Link className="l3" href="https://kettle.example.com/x">out</Link> <Link className="l4" to="pathname:///files/manual.pdf">pdf</Link> <Link className="l5" to="#top">top</Link>
`;

async function hrefs(trailingSlash: string) {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'Kettle', url: 'https://kettle.example.org', trailingSlash: ${trailingSlash}, presets: [['classic', { blog: false }]] };\n`,
    'docs/a.mdx': LINKS,
    'docs/b.md': '# B\n\n## Grip\n\nHold.\n',
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = String(built.files.get(trailingSlash === 'false' ? 'docs/a.html' : 'docs/a/index.html') ?? built.files.get('docs/a/index.html'));
  return [1, 2, 3, 4, 5].map((i) => new RegExp(`<a class="l${i}"[^>]* href="([^"]*)"|<a[^>]* class="l${i}"[^>]* href="([^"]*)"|<a[^>]* href="([^"]*)"[^>]* class="l${i}"`).exec(page)?.slice(1).find(Boolean));
}

test('trailingSlash: true adds the slash to links inside the site', async () => {
  assert.equal(await hrefs('true'), ['/docs/b/', '/docs/b/#grip', 'https://kettle.example.com/x', '/files/manual.pdf', '#top']);
});

test('trailingSlash: false takes it off; undefined leaves links as written', async () => {
  assert.equal(await hrefs('false'), ['/docs/b', '/docs/b#grip', 'https://kettle.example.com/x', '/files/manual.pdf', '#top']);
  assert.equal(await hrefs('undefined'), ['/docs/b', '/docs/b/#grip', 'https://kettle.example.com/x', '/files/manual.pdf', '#top']);
});

test.run();
