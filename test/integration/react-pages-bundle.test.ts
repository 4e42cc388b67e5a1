// A site's React pages are bundled for the server in an esbuild run of their own, beside the MDX docs' run
// (generator/mdx/bundle.ts): what both import is the same file under the same name, and each page is what it was.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = { title: 'Kettle', url: 'https://kettle.example.org', presets: [['classic', { blog: false }]] };\n`;

test('a React page and an MDX doc that import the same image and stylesheet share them; both pages render', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': CONFIG,
    'src/img/kettle.png': 'not really a PNG, but a file all the same',
    'src/css/steam.module.css': '.steam { color: gray; }\n',
    'src/pages/index.js': `import Layout from '@theme/Layout';
import pic from '@site/src/img/kettle.png';
import styles from '@site/src/css/steam.module.css';

export default function Home() {
  return <Layout title="Home of kettles"><p className={styles.steam}>Boiling</p><img src={pic} alt="a kettle" /></Layout>;
}
`,
    'docs/intro.mdx': `import pic from '@site/src/img/kettle.png';
import styles from '@site/src/css/steam.module.css';

# Intro

<p className={styles.steam}>Whistling</p>

<img src={pic} alt="the same kettle" />
`,
  });
  const site = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const home = site.files.get('index.html') as string;
  const intro = site.files.get('docs/intro/index.html') as string;
  assert.match(home, /<title>Home of kettles/);
  assert.match(home, /Boiling/);
  assert.match(intro, /Whistling/);
  const image = (html: string) => /<img src="([^"]+)" alt="[^"]*kettle"/.exec(html)?.[1];
  const klass = (html: string, text: string) => new RegExp(`<p class="([^"]+)">${text}`).exec(html)?.[1];
  assert.ok(image(home), 'the page shows the image');
  assert.is(image(intro), image(home));
  assert.is(klass(intro, 'Whistling'), klass(home, 'Boiling'));
  const assets = [...site.files.keys()].filter((f) => f.endsWith('.png'));
  assert.equal(assets, [image(home)!.replace(/^\//, '')]);
});

test.run();
