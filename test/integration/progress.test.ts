// The CLI's live progress line (bin/progress.ts) and the events a build reports to it.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { progressLine } from '../../bin/progress.ts';
import { build } from '../../generator/build.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

function terminal(isTTY: boolean) {
  const writes: string[] = [];
  return { isTTY, writes, write: (s: string) => writes.push(s) > 0 };
}

test('on a terminal: one redrawn line per stage, page counts at most every 100 ms, the last one always; cleared at the end', () => {
  const out = terminal(true);
  let clock = 0;
  const line = progressLine(out, () => clock);
  line.update('load');
  line.update('markdown', 0, 3);
  clock = 50;
  line.update('markdown', 1, 3); // too soon after the last redraw
  clock = 200;
  line.update('markdown', 2, 3);
  clock = 210;
  line.update('markdown', 3, 3); // finished: drawn at once
  line.clear();
  assert.equal(out.writes, ['\r\x1b[2K  load…', '\r\x1b[2K  markdown 0/3 pages', '\r\x1b[2K  markdown 2/3 pages', '\r\x1b[2K  markdown 3/3 pages', '\r\x1b[2K']);
});

test('not a terminal (a log, a pipe): nothing is written', () => {
  const out = terminal(false);
  const line = progressLine(out);
  line.update('markdown', 1, 2);
  line.clear();
  assert.equal(out.writes, []);
});

test('a build reports every stage in order, and the page-by-page stages count up to their totals', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n', 'docs/b.md': '# B\n', 'docs/c.md': '# C\n' });
  const events: [string, number?, number?][] = [];
  const result = await build(path.join(dir, 'site.config.ts'), undefined, { onProgress: (stage, done, total) => events.push([stage, done, total]) });
  assert.equal([...new Set(events.map(([stage]) => stage))], ['load', 'markdown', 'links', 'bundle', 'search', 'render', 'write']);
  const counts = (stage: string) => events.filter(([s]) => s === stage).map(([, done, total]) => [done, total]);
  assert.equal(counts('markdown').at(-1), [3, 3]);
  assert.equal(counts('render').at(-1), [result.pages, result.pages]);
  for (const stage of ['markdown', 'render']) {
    const done = counts(stage).map(([d]) => d!);
    assert.equal(done, [...done].sort((a, b) => a - b), `${stage} counts only go up`);
  }
});

test.run();
