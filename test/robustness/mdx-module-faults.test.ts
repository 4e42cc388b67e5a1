// Issue 20, point 11: what an MDX doc's own JavaScript or markup does wrong is told at the doc's line with a hint
// that fits: a name the docs module defines itself (`toc`), an `await` at the top level, and JSX nested thousands
// deep (which overflowed the stack and read as a syntax error).
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { formatProblem } from '../../generator/errors.ts';
import { MAX_JSX_DEPTH } from '../../generator/mdx/jsx-depth.ts';
import { buildFails } from '../helpers/build-fails.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

async function firstProblem(doc: string): Promise<{ file: string; text: string }> {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.mdx': doc, 'docs/_part.mdx': '## Part\n' });
  return { file: path.join(dir, 'docs/a.mdx'), text: formatProblem(await buildFails(path.join(dir, 'site.config.ts'))) };
}

test('a doc that exports its own `toc` (or imports one under that name): its line, and to rename it', async () => {
  const own = await firstProblem('---\ntitle: A\n---\n# A\n\n## Part\n\nexport const toc = [{ value: "Part", id: "part", level: 2 }];\n');
  assert.match(own.text, `${own.file}:8:14: this doc defines \`toc\`, a name every MDX doc's module already has`);
  assert.match(own.text, 'hint: rename it (e.g. `myToc`)');
  assert.not.match(own.text, 'import path');
  const imported = await firstProblem("import Part, { toc } from './_part.mdx';\n\n# A\n\n<Part />\n");
  assert.match(imported.text, `${imported.file}:1:16: this doc defines \`toc\``);
  const frontMatter = await firstProblem('# A\n\nexport function frontMatter() {}\n');
  assert.match(frontMatter.text, `${frontMatter.file}:3:17: this doc defines \`frontMatter\``);
});

test('an `await` at a doc\'s top level: its line, and where the data can come from instead', async () => {
  const { file, text } = await firstProblem("# A\n\nexport const data = await fetch('https://example.com').then((r) => r.json());\n\n{data.x}\n");
  assert.match(text, `${file}:3:21: \`await\` outside a function`);
  assert.match(text, "hint: import the data instead (`import data from './data.json'`)");
  assert.not.match(text, 'import path');
  assert.not.match(text, '"cjs" output format');
});

test('a partial may name its own `toc`, an async function may await, and a doc imports a partial\'s toc renamed', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'docs/_part.mdx': '## Part\n\nexport const toc = [];\n',
    'docs/a.mdx': "import Part, { toc as partToc } from './_part.mdx';\n\n# A\n\nexport async function load() {\n  return await Promise.resolve(partToc.length);\n}\n\n<Part />\n",
  });
  await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
});

test('JSX nested thousands deep: the line where it passes the bound, not a syntax error', async () => {
  const doc = `# A\n\nText.\n\n${'<div>\n'.repeat(3000)}deep\n${'</div>\n'.repeat(3000)}`;
  const { file, text } = await firstProblem(doc);
  // Line 5 holds the first <div>: the one past the bound is MAX_JSX_DEPTH lines further.
  assert.match(text, `${file}:${5 + MAX_JSX_DEPTH}:1: JSX elements nest more than ${MAX_JSX_DEPTH} levels deep here`);
  assert.not.match(text, 'syntax error');
  assert.not.match(text, 'call stack');
  // Nesting up to the bound builds, and tags shown as code do not count.
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG,
    'docs/a.mdx': `# A\n\n${'<div>'.repeat(MAX_JSX_DEPTH)}x${'</div>'.repeat(MAX_JSX_DEPTH)}\n\n\`${'<b>'.repeat(600)}\`\n\n\`\`\`html\n${'<i>\n'.repeat(600)}\`\`\`\n`,
  });
  await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
});

test.run();
