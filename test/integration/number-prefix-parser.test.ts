// The docs option `numberPrefixParser` (Docusaurus's): `false` keeps number prefixes in ids, routes and labels; a
// function parses them; a wrong answer names the option.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';
import type { SidebarItem } from '../../generator/types.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const DOCS = {
  'docs/2-zebra.md': '# Zebra\n',
  'docs/1-yak.md': '# Yak\n',
  'docs/03-pens/v-fence.md': '# Fence\n',
};

async function site(parser: string) {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'Zoo', url: 'https://zoo.example.org', presets: [['classic', { docs: { numberPrefixParser: ${parser} }, blog: false, pages: false }]] };\n`,
    ...DOCS,
  });
  return buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
}

const pages = (built: Awaited<ReturnType<typeof site>>) => [...built.files.keys()].filter((f) => f.startsWith('docs/') && f.endsWith('.html')).sort();

function outline(built: Awaited<ReturnType<typeof site>>): string {
  const [, tree] = [...built.files].find(([f]) => /^assets\/sidebar\.\w+\.json$/.test(f))!;
  const show = (items: readonly SidebarItem[]): string => items.map((i) => (i.type === 'category' ? `[${i.label}: ${show(i.items)}]` : 'label' in i ? i.label : i.type)).join(', ');
  return show(JSON.parse(String(tree)) as SidebarItem[]);
}

test('unset: Docusaurus\'s prefixes drop out of routes and labels and order the sidebar', async () => {
  const built = await site('undefined');
  assert.equal(pages(built), ['docs/pens/v-fence/index.html', 'docs/yak/index.html', 'docs/zebra/index.html']);
  assert.is(outline(built), 'Yak, Zebra, [pens: Fence]');
});

test('false: names stay as written, in routes, ids and category labels; the sidebar is in name order', async () => {
  const built = await site('false');
  assert.equal(pages(built), ['docs/03-pens/v-fence/index.html', 'docs/1-yak/index.html', 'docs/2-zebra/index.html']);
  assert.is(outline(built), '[03-pens: Fence], Yak, Zebra');
});

test('a function: its filename and numberPrefix, for files and folders', async () => {
  // A site's own rule: a letter then a dash is the prefix, ordered by the letter.
  const built = await site("(name) => { const m = /^([a-z])-(.+)$/.exec(name); return m ? { filename: m[2], numberPrefix: m[1].charCodeAt(0) } : { filename: name, numberPrefix: undefined }; }");
  assert.equal(pages(built), ['docs/03-pens/fence/index.html', 'docs/1-yak/index.html', 'docs/2-zebra/index.html']);
});

test('a function that answers no filename fails the build at the option, naming the file', async () => {
  try {
    await site('() => ({ numberPrefix: 1 })');
    assert.unreachable();
  } catch (err) {
    assert.instance(err, BuildError);
    const [p] = (err as BuildError).problems;
    assert.match(p!.message, /numberPrefixParser answered .* with no filename for "/);
    assert.match(p!.pos.file, /docusaurus\.config\.js$/);
    assert.ok(p!.pos.line);
  }
});

test.run();
