// The links of an MDX partial (`_part.mdx`, imported by a page) are checked on each page that imports it, as
// Docusaurus's checker collects every link the page renders; a broken one is reported at the partial's own line.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

let lastFiles = new Map<string, string | Uint8Array>();
const problems = async (partial: string) => {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Looms', url: 'https://looms.example.org', baseUrl: '/looms/', onBrokenLinks: 'throw', onBrokenAnchors: 'throw',
  presets: [['classic', { blog: false }]],
};
`,
    'docs/intro.mdx': `import Shared from './parts/_shared.mdx';\n\n# Intro\n\n## Weft\n\n<Shared />\n`,
    'docs/warp.md': '# Warp\n\n## Heddle\n',
    'docs/parts/_shared.mdx': partial,
  });
  lastFiles = new Map();
  const err = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')), {}, lastFiles).then(() => undefined, (e: unknown) => e);
  if (err === undefined) return [];
  assert.instance(err, BuildError);
  return (err as BuildError).problems.map((p) => `${path.relative(dir, p.pos.file)}:${p.pos.line}: ${p.message}`);
};

test("a partial's broken Markdown and JSX links fail the build, reported at the partial's line", async () => {
  const partial = "import Link from '@docusaurus/Link';\n\nSee [nowhere](/docs/nowhere).\n\n<Link to=\"/docs/warp#shuttle\">shuttle</Link>\n";
  assert.equal(await problems(partial), [
    'docs/parts/_shared.mdx:3: broken link "/docs/nowhere": no page at /docs/nowhere (on the page at /docs/intro, which imports this file)',
    'docs/parts/_shared.mdx:5: broken anchor "/docs/warp#shuttle": the page has no heading with id "shuttle" (on the page at /docs/intro, which imports this file)',
  ]);
});

test("a partial's good links pass: routes, anchors of the page that imports it, .md links from the partial's own folder", async () => {
  assert.equal(await problems('See [warp](/docs/warp#heddle), [weft](#weft) and [warp again](../warp.md#heddle).\n'), []);
  const html = String(lastFiles.get('docs/intro/index.html'));
  assert.match(html, 'href="/looms/docs/warp#heddle">warp again</a>');
});

test.run();
