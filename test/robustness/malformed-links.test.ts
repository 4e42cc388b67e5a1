// Issue 11.5: a malformed %-escape in a Markdown link is a broken-link problem at its file:line, never a crash.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError, formatProblem } from '../../generator/errors.ts';
import { rewriteMdLink } from '../../generator/markdown/plugins/remark-links.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

test('links with malformed %-escapes are reported as broken links with their place', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'docs/a.md': '# A\n\nSee [a](#%zz).\n\nAnd [b](guide/setup%zz).\n\n[c](guide/x%zz.md#y) and [d](guide/setup.md#%E0%A4)\n',
    'docs/guide/setup.md': '# Setup\n',
  });
  const err = await buildSite(await loadConfig(path.join(dir, 'site.config.ts'))).then(() => undefined, (e: unknown) => e);
  assert.instance(err, BuildError, String(err));
  const lines = (err as BuildError).problems.map(formatProblem).join('\n');
  const file = path.join(dir, 'docs/a.md');
  assert.match(lines, `${file}:3:`);
  assert.match(lines, `${file}:5:`);
  assert.match(lines, /broken link "#%zz": the #anchor has a malformed %-escape/);
  assert.match(lines, /broken link "guide\/setup%zz": the path has a malformed %-escape/);
  assert.match(lines, /broken link "guide\/x%zz\.md#y": the path has a malformed %-escape/);
  assert.match(lines, /broken link "\/docs\/guide\/setup#%E0%A4": the #anchor has a malformed %-escape/);
  assert.is((err as BuildError).problems.length, 4);
  assert.not.match(lines, /URIError/);
});

test('rewriting a .md link with a malformed escape leaves it as written', () => {
  assert.is(rewriteMdLink('x%zz.md', 'a.md', new Map([['x.md', '/docs/x']])), 'x%zz.md');
});

test.run();
