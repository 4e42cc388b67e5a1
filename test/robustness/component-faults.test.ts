// Issue 20, point 7: a component that throws something other than an Error, or renders itself without end, is a
// build error at the doc's line naming the component, within bounded time and memory (not a TypeError with no
// file, nor a 50 s run into an out-of-memory abort).
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../generator/errors.ts';
import { buildFails } from '../helpers/build-fails.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

async function firstProblem(component: string, use = '<Faulty />'): Promise<{ dir: string; text: string }> {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'src/Faulty.tsx': component,
    'docs/a.mdx': `import Faulty from '@site/src/Faulty';\n\n# A\n\nText.\n\n${use}\n`,
  });
  return { dir, text: formatProblem(await buildFails(path.join(dir, 'site.config.ts'))) };
}

test('a component that throws null, undefined, a string or a bare object: its line, its name, what it threw', async () => {
  for (const [thrown, said] of [['null', 'null'], ['undefined', 'undefined'], ["'no'", '"no"'], ['Object.create(null)', 'an object']]) {
    const { dir, text } = await firstProblem(`export default function Faulty() {\n  throw ${thrown};\n}\n`);
    assert.is(text.split('\n')[0], `${path.join(dir, 'docs/a.mdx')}:7: <Faulty> threw while rendering: ${said} (thrown instead of an Error)`, thrown);
  }
  const { dir, text } = await firstProblem('throw null;\nexport default function Faulty() {\n  return null;\n}\n');
  assert.is(text.split('\n')[0], `${path.join(dir, 'docs/a.mdx')}: a module this doc imports threw while loading: null (thrown instead of an Error)`);
});

test('a component that renders itself without end stops at a bound, naming it at the doc\'s line', async () => {
  const { dir, text } = await firstProblem('export default function Faulty({ n = 0 }: { n?: number }) {\n  return <div><Faulty n={n + 1} /></div>;\n}\n', '<section>\n  <Faulty />\n</section>');
  assert.match(text, `${path.join(dir, 'docs/a.mdx')}:8: <Faulty> renders without end: more than 100,000 components on one page, the last one <Faulty>\n  hint: `);
  // Two components that render each other.
  const mutual = await firstProblem('function Ping() {\n  return <span><Pong /></span>;\n}\nfunction Pong() {\n  return <Ping />;\n}\nexport default function Faulty() {\n  return <Ping />;\n}\n');
  assert.match(mutual.text, /a\.mdx:7: <Faulty> renders without end: .*the last one <P[io]ng>/);
});

test.run();
