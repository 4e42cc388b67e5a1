// A doc that gives a function to an interactive component (`format={(n) => …}`): an island's props reach the browser
// as JSON, so the element as written becomes the island (mdx/inline-islands.ts), as Docusaurus's hydrated page runs it.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

const text = (v: string | Uint8Array | undefined) => (typeof v === 'string' ? v : new TextDecoder().decode(v));
const article = (html: string) => /<article class="markdown">([\s\S]*?)<\/article>/.exec(html)![1]!;

const COUNTER = "import { useState } from 'react';\nexport function Counter({ options }) { const [n, set] = useState(1); return <button onClick={() => set(n + 1)}>{options.format(n)}</button>; }\n";
const BADGE = "import { useState } from 'react';\nexport function Badge({ text }) { const [on, set] = useState(false); return <b onClick={() => set(!on)}>{text}</b>; }\n";
const PLAIN = 'export function Label({ render }) { return <em>{render(2)}</em>; }\n';

async function body(doc: string) {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'src/counter.js': COUNTER, 'src/label.js': PLAIN, 'src/badge.js': BADGE, 'docs/a.mdx': doc });
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  return article(text(site.files.get('docs/a/index.html')));
}

test('an interactive component given a function in a prop hydrates as the element written in the doc', async () => {
  const html = await body("import { Counter } from '@site/src/counter';\n\n# A\n\n<Counter options={{ format: (n) => `clicked ${n}` }} />\n");
  assert.match(html, /<div class="island" data-island="site"[^>]*data-island-export="DocsgenInline0"[^>]*data-props="\{&quot;props&quot;:\{\}[^>]*><button>clicked 1<\/button><\/div>/, html);
});

test('a function the doc declares, given by name, hydrates as the element written in the doc', async () => {
  const fn = "export function twice(n) { return `twice ${n * 2}`; }\n\n";
  const html = await body(`import { Counter } from '@site/src/counter';\n\n${fn}# A\n\n<Counter options={{ format: twice }} />\n`);
  assert.match(html, /data-island-export="DocsgenInline0"[^>]*><button>twice 2<\/button><\/div>/, html);
  const arrow = "export const shout = (n) => `${n}!`;\n\n";
  const html2 = await body(`import { Counter } from '@site/src/counter';\n\n${arrow}# A\n\n<Counter options={{ format: shout }} />\n`);
  assert.match(html2, /data-island-export="DocsgenInline0"[^>]*><button>1!<\/button><\/div>/, html2);
});

test('a value the doc declares (not a function), given by name, stays a prop', async () => {
  const html = await body("import { Badge } from '@site/src/badge';\n\nexport const label = 'new';\n\n# A\n\n<Badge text={label} />\n");
  assert.match(html, /data-island-export="Badge"[^>]*data-props="\{&quot;props&quot;:\{&quot;text&quot;:&quot;new&quot;/, html);
});

test('a function given to a component that renders on the server stays in the server render', async () => {
  const html = await body("import { Label } from '@site/src/label';\n\n# A\n\n<Label render={(n) => `twice ${n * 2}`} />\n");
  assert.not.match(html, /class="island"/);
  assert.match(html, /<em>twice 4<\/em>/);
});

test.run();
