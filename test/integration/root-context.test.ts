// A site's Root (src/theme/Root) renders around the whole app on Docusaurus, so the context it provides reaches every
// page's components: in docsgen, each MDX doc's and React page's content renders inside it on the server too, what
// Root draws beside its children staying once on the page.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = `module.exports = {
  title: 'Kettle', url: 'https://kettle.example.org',
  presets: [['classic', { blog: false }]],
};
`;

const SITE = {
  'docusaurus.config.js': CONFIG,
  'src/brew.js': "import { createContext } from 'react';\nexport const Brew = createContext('no brew');\n",
  'src/theme/Root.js': `import { Brew } from '@site/src/brew';
export default function Root({ children }) {
  return <Brew.Provider value="oolong"><div className="kettle-banner">Steam ahead</div>{children}</Brew.Provider>;
}
`,
  'src/components/Cup.js': "import { useContext } from 'react';\nimport { Brew } from '@site/src/brew';\nexport default function Cup() { return <p className=\"cup\">Cup of {useContext(Brew)}</p>; }\n",
  'docs/intro.mdx': "# Intro\n\nimport Cup from '@site/src/components/Cup';\n\n<Cup />\n",
  'docs/plain.md': '# Plain\n\nNo cup here.\n',
  'src/pages/tea.js': "import Layout from '@theme/Layout';\nimport Cup from '@site/src/components/Cup';\nexport default function Tea() { return <Layout title=\"Tea\"><main><Cup /></main></Layout>; }\n",
};

test('a doc\'s and a React page\'s components read the context the site\'s Root provides; Root\'s banner is drawn once', async () => {
  const built = await buildSite(await loadConfig(path.join(tmpSite(SITE), 'docusaurus.config.js')));
  const page = (file: string) => String(built.files.get(file));
  for (const file of ['docs/intro/index.html', 'tea/index.html']) {
    assert.match(page(file), /<p class="cup">Cup of oolong<\/p>/, file);
    assert.not.match(page(file), /no brew/, file);
  }
  // So is the doc's Markdown file, made from its parts' HTML.
  assert.match(page('docs/intro.md'), /Cup of oolong/);
  for (const file of ['docs/intro/index.html', 'docs/plain/index.html', 'tea/index.html', '404.html']) {
    assert.is(page(file).split('kettle-banner').length - 1, 1, file);
  }
});

test('a component with state that Root draws beside its children reads Root\'s context too, and mounts inside Root', async () => {
  const built = await buildSite(await loadConfig(path.join(tmpSite({
    ...SITE,
    'src/components/Kettle.js': "import { useContext, useState } from 'react';\nimport { Brew } from '@site/src/brew';\nexport default function Kettle() { const [on, setOn] = useState(false); return <button className=\"kettle\" onClick={() => setOn(!on)}>{useContext(Brew)} {on ? 'on' : 'off'}</button>; }\n",
    'src/theme/Root.js': "import { Brew } from '@site/src/brew';\nimport Kettle from '@site/src/components/Kettle';\nexport default function Root({ children }) { return <Brew.Provider value=\"oolong\"><Kettle />{children}</Brew.Provider>; }\n",
  }), 'docusaurus.config.js')));
  const intro = String(built.files.get('docs/intro/index.html'));
  assert.match(intro, /<body><div class="island" data-island="site" data-island-src="[^"]+" data-island-export="default" data-island-root="[^"]+" data-props="[^"]*"><button class="kettle">oolong<!-- --> <!-- -->off<\/button><\/div><a class="skip-link"/);
  assert.match(intro, /<p class="cup">Cup of oolong<\/p>/);
});

test('a rebuild (serve) after an edit of Root\'s <Head> puts the new tags in the pages it could have reused', async () => {
  const withHead = (steep: string) => `import Head from '@docusaurus/Head';\nexport default function Root({ children }) { return <><Head><meta name="steep" content="${steep}" /></Head>{children}</>; }\n`;
  const dir = tmpSite({ ...SITE, 'src/theme/Root.js': withHead('three minutes') });
  const loaded = await loadConfig(path.join(dir, 'docusaurus.config.js'));
  const first = await buildSite(loaded, { stableSearchNames: true });
  assert.match(String(first.files.get('docs/plain/index.html')), /<meta name="steep" content="three minutes"/);
  writeFileSync(path.join(dir, 'src/theme/Root.js'), withHead('five minutes'));
  const next = await buildSite(loaded, { stableSearchNames: true, cache: first.cache, reuse: (f) => first.files.has(f) });
  assert.match(String(next.files.get('docs/plain/index.html')), /<meta name="steep" content="five minutes"/);
});

test.run();
