// The links an MDX doc writes as `@docusaurus/Link` elements are checked as its Markdown links are, as Docusaurus's
// checker collects every Link rendered: base URL, anchors, static files, pathname://. A hand-written `<a href>` is
// a plain element in MDX 2+ (not Docusaurus's Link): Docusaurus 3 neither checks it nor adds the base URL.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const IMPORTS = `import Link from '@docusaurus/Link';\nimport { default as Go } from '@docusaurus/Link';\n\n`;
const site = (body: string, more: Record<string, string> = {}, imports = IMPORTS) => tmpSite({
  'docusaurus.config.js': `module.exports = {
  title: 'Looms', url: 'https://looms.example.org', baseUrl: '/looms/', onBrokenLinks: 'throw', onBrokenAnchors: 'throw',
  presets: [['classic', { blog: false }]],
};
`,
  'docs/intro.mdx': `${imports}# Intro\n\n## Weft\n\n${body}\n`,
  'docs/warp.md': '# Warp\n\n## Heddle\n',
  'static/img/loom.png': 'png',
  ...more,
});

const problems = async (body: string, more?: Record<string, string>, imports?: string) => {
  const dir = site(body, more, imports);
  const err = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js'))).then(() => undefined, (e: unknown) => e);
  if (err === undefined) return [];
  assert.instance(err, BuildError);
  return (err as BuildError).problems.map((p) => `${p.pos.line}: ${p.message}`);
};

test('<Link to> and <Link href> to missing pages and anchors fail the build, under any name the doc imports it by', async () => {
  const body = '<Link to="/docs/nowhere">a</Link>\n\nSee <Go href="/docs/warp#shuttle">b</Go> and <Link to="#weft">c</Link>.';
  assert.equal(await problems(body), [
    '8: broken link "/docs/nowhere": no page at /docs/nowhere',
    '10: broken anchor "/docs/warp#shuttle": the page has no heading with id "shuttle"',
  ]);
});

test('good JSX links pass: routes, with the base URL, anchors, static files, pathname://, computed targets; <a href> is left as written', async () => {
  const body = [
    '<Link to="/docs/warp#heddle">a</Link> <Link to="/looms/docs/warp">b</Link> <Link to="/img/loom.png">c</Link>',
    '<Link to="pathname:///elsewhere">d</Link> <Link to={"/docs/" + "nowhere"}>e</Link> <Link to="#weft">f</Link>',
    '<a href="/docs/nowhere">g</a> <Link to="/docs/nowhere" data-noBrokenLinkCheck>h</Link>',
  ].join('\n\n');
  assert.equal(await problems(body), []);
});

test("the Links the site's MDXComponents provides are checked in MDX without an import, unless the file binds the name", async () => {
  const components = `import MDXComponents from '@theme-original/MDXComponents';
import Link from '@docusaurus/Link';

export default { ...MDXComponents, Link, Shuttle: Link, Bobbin: Link };
`;
  const own = 'export const Bobbin = (props) => <span>{props.children}</span>;\n\n';
  const body = '<Link to="/docs/nowhere">a</Link> <Shuttle href="/docs/warp#weft">b</Shuttle> <Link to="/docs/warp">c</Link> <Bobbin to="/docs/nowhere">d</Bobbin>';
  assert.equal(await problems(body, { 'src/theme/MDXComponents.js': components }, own), [
    '7: broken link "/docs/nowhere": no page at /docs/nowhere',
    '7: broken anchor "/docs/warp#weft": the page has no heading with id "weft"',
  ]);
});

test.run();
