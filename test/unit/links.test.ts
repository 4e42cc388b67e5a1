import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkLinks } from '../../generator/content/links.ts';
import { uniqueProblems, type Problem } from '../../generator/errors.ts';

const targets = {
  anchors: new Map([
    ['/docs/intro', new Set(['why', 'setup'])],
    ['/docs/guide', new Set<string>()],
    ['/docs/guide/deep', new Set(['x'])],
  ]),
  staticFiles: new Set(['/img/logo.svg']),
};
const report = (...urls: string[]) => checkLinks([{ file: '/site/docs/guide/deep.md', route: '/docs/guide/deep', links: urls.map((url, i) => ({ url, line: 10 + i, column: 3 })) }], targets);
const check = (...urls: string[]) => report(...urls).broken;

test('valid links pass: absolute, relative, trailing slash, .html forms, anchors, static files, external', () => {
  assert.equal(check('/docs/intro', '/docs/intro#why', '../intro#setup', '/docs/guide/', '#x', '/docs/intro.html', '/docs/guide/index.html', '/img/logo.svg', 'https://x.dev/a', 'mailto:a@b.c', '/docs/intro?tab=1'), []);
});

test('a file written by the build or in the static folder is found with the base URL in front too, as useBaseUrl writes it', () => {
  const based = { ...targets, baseUrl: '/base/', staticFiles: new Set(['/img/logo.svg', '/blog/rss.xml', '/sitemap.xml']) };
  const broken = (...urls: string[]) => checkLinks([{ file: '/site/docs/a.md', route: '/docs/a', links: urls.map((url, i) => ({ url, line: i + 1, column: 1 })) }], based).broken.map((p) => p.message);
  assert.equal(broken('/base/blog/rss.xml', '/base/sitemap.xml', '/base/img/logo.svg', '/blog/rss.xml', '/img/logo.svg'), []);
  assert.equal(broken('/base/blog/atom.xml', '/other/blog/rss.xml'), ['broken link "/base/blog/atom.xml": no page at /blog/atom.xml', 'broken link "/other/blog/rss.xml": no page at /other/blog/rss.xml']);
});

test('a link to a missing page is reported with file:line:col and the target', () => {
  const [p] = check('/docs/nope');
  assert.equal(p!.pos, { file: '/site/docs/guide/deep.md', line: 10, column: 3 });
  assert.match(p!.message, /broken link "\/docs\/nope": no page at \/docs\/nope/);
  assert.is(p!.kind, 'page');
  assert.ok(p!.hint);
});

test('a missing anchor is reported, on another page or on the same page', () => {
  const problems = check('/docs/intro#nope', '#missing');
  assert.equal(problems.map((p) => p.message), [
    'broken anchor "/docs/intro#nope": the page has no heading with id "nope"',
    'broken anchor "#missing": the page has no heading with id "missing"',
  ]);
  assert.equal(problems.map((p) => p.kind), ['anchor', 'anchor']);
});

test("a Docusaurus config: a path in another case is a page, as its route match is case-insensitive; an #anchor on it is broken, as Docusaurus finds anchors by the exact path", () => {
  const anyCase = (...urls: string[]) => checkLinks([{ file: '/site/docs/guide/deep.md', route: '/docs/guide/deep', links: urls.map((url, i) => ({ url, line: 10 + i, column: 3 })) }], { ...targets, anyCase: true }).broken;
  assert.equal(anyCase('/docs/Intro', '/Docs/Guide/', '../INTRO'), []);
  const [p, ...rest] = anyCase('/docs/Intro#why');
  assert.is(rest.length, 0);
  assert.is(p!.kind, 'anchor');
  assert.match(p!.message, /the page is at \/docs\/intro/);
  assert.is(anyCase('/docs/Intron')[0]!.kind, 'page', 'another path is still a missing page');
});

test("docsgen's own configs keep paths exact: a path in another case is a missing page (a case-sensitive host would answer 404)", () => {
  assert.equal(check('/docs/Intro', '/docs/intro').map((p) => [p.kind, p.message]), [['page', 'broken link "/docs/Intro": no page at /docs/Intro']]);
});

test('an unresolved .md link is reported as such', () => {
  const [p] = check('./nothing.md');
  assert.match(p!.message, /broken Markdown link "\.\/nothing\.md": no doc at that path/);
  assert.is(p!.kind, 'markdown');
});

test('links into parts built apart (another locale) are left unchecked, a prefix matching whole path segments', () => {
  const links = ['/fr', '/fr/docs/intro', '/es/#x', '/french'];
  const r = checkLinks([{ file: '/site/docs/a.md', route: '/docs/a', links: links.map((url, i) => ({ url, line: i + 1, column: 1 })) }], { ...targets, elsewhere: ['/fr', '/es'] });
  assert.equal(r.broken.map((p) => p.message), ['broken link "/french": no page at /french']);
});

test('warnings are told once per file, place and message, in their first order', () => {
  const at = (file: string, message: string, line?: number, column?: number): Problem => ({ pos: { file, line, column }, message });
  const problems = [
    at('a.md', 'broken /x', 3, 1), at('a.md', 'broken /y', 3, 1), at('a.md', 'broken /x', 3, 1), at('a.md', 'broken /x', 3, 2),
    at('b.md', 'broken /x', 3, 1), at('a.md', 'broken /y', 3, 1), at('config.ts', 'no logo'), at('config.ts', 'no logo'), at('config.ts', 'no logo', 1),
  ];
  assert.equal(uniqueProblems(problems), [problems[0], problems[1], problems[3], problems[4], problems[6], problems[8]]);
});

test('past `listed` broken links of a kind, the rest are counted with their files, not reported one by one', () => {
  const src = (file: string, ...urls: string[]) => ({ file, route: '/docs/intro', links: urls.map((url, i) => ({ url, line: i + 1, column: 1 })) });
  const r = checkLinks([src('a.md', '/x', '/y', '#no', '/z'), src('b.md', '/w', '#gone'), src('c.md', '/v')], targets, (kind) => (kind === 'page' ? 2 : 5));
  assert.equal(r.broken.map((p) => `${p.pos.file}:${p.message}`), [
    'a.md:broken link "/x": no page at /x', 'a.md:broken link "/y": no page at /y',
    'a.md:broken anchor "#no": the page has no heading with id "no"', 'b.md:broken anchor "#gone": the page has no heading with id "gone"',
  ]);
  assert.equal([...r.unlisted].map(([kind, { count, files }]) => [kind, count, [...files]]), [['page', 3, ['a.md', 'b.md', 'c.md']]]);
  assert.is(checkLinks([src('a.md', '/x')], targets).unlisted.size, 0, 'by default every one is reported');
});

test.run();
