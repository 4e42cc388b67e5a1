import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkLinks } from '../../generator/links.ts';

const targets = {
  anchors: new Map([
    ['/docs/intro', new Set(['why', 'setup'])],
    ['/docs/guide', new Set<string>()],
    ['/docs/guide/deep', new Set(['x'])],
  ]),
  staticFiles: new Set(['/img/logo.svg']),
};
const check = (...urls: string[]) => checkLinks([{ file: '/site/docs/guide/deep.md', route: '/docs/guide/deep', links: urls.map((url, i) => ({ url, line: 10 + i, column: 3 })) }], targets);

test('valid links pass: absolute, relative, trailing slash, .html forms, anchors, static files, external', () => {
  assert.equal(check('/docs/intro', '/docs/intro#why', '../intro#setup', '/docs/guide/', '#x', '/docs/intro.html', '/docs/guide/index.html', '/img/logo.svg', 'https://x.dev/a', 'mailto:a@b.c', '/docs/intro?tab=1'), []);
});

test('a link to a missing page is reported with file:line:col and the target', () => {
  const [p] = check('/docs/nope');
  assert.equal(p!.pos, { file: '/site/docs/guide/deep.md', line: 10, column: 3 });
  assert.match(p!.message, /broken link to "\/docs\/nope": no page at \/docs\/nope/);
  assert.ok(p!.hint);
});

test('a missing anchor is reported, on another page or on the same page', () => {
  const problems = check('/docs/intro#nope', '#missing');
  assert.equal(problems.map((p) => p.message), [
    'broken link to "/docs/intro#nope": the page has no heading with id "nope"',
    'broken link to "#missing": the page has no heading with id "missing"',
  ]);
});

test('an unresolved .md link is reported as such', () => {
  const [p] = check('./nothing.md');
  assert.match(p!.message, /no doc at that path/);
});

test.run();
