// Twins (generator/mdx/doc-twins.ts): docs compiled to the same module share one server bundle only where their
// imports resolve alike.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { groupTwins, placeDependent } from '../../generator/mdx/doc-twins.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const site = tmpSite({
  'docs/a.mdx': '', 'v1/a.mdx': '', 'v2/a.mdx': '', 'v3/a.mdx': '',
  // A package folder of its own, a tsconfig of its own (`baseUrl` and `paths` change what bare imports find).
  'v2/node_modules/.keep': '', 'v3/tsconfig.json': '{}',
});
const nodePaths = [path.join(site, 'node_modules')];
const doc = (folder: string, source = '# A\n', sameAs: string | undefined = 'k') => ({ file: path.join(site, folder, 'a.mdx'), source, ...(sameAs ? { sameAs } : {}) });
const files = (docs: { file: string }[]) => docs.map((d) => path.relative(site, d.file));

test('the same module in folders whose imports resolve alike is bundled once; a folder with its own node_modules or tsconfig is not', () => {
  const { entries, twinsOf } = groupTwins([doc('docs'), doc('v1'), doc('v2'), doc('v3')], nodePaths);
  assert.equal(files(entries), ['docs/a.mdx', 'v2/a.mdx', 'v3/a.mdx']);
  assert.equal(files(twinsOf.get(entries[0]!.file)!), ['v1/a.mdx']);
});

test('different modules, or a doc that imports by a relative path outside code blocks, are bundled each', () => {
  assert.is(groupTwins([doc('docs', '# A\n', 'k1'), doc('v1', '# A\n', 'k2')], nodePaths).entries.length, 2);
  const own = "import Note from './_note.mdx';\n\n<Note />\n";
  assert.is(groupTwins([doc('docs', own), doc('v1', own)], nodePaths).entries.length, 2);
  const example = "```js\nimport sum from './sum';\nconst x = require('../x');\n```\n";
  assert.is(groupTwins([doc('docs', example), doc('v1', example)], nodePaths).entries.length, 1);
});

test('the module specifiers that depend on where the importer is', () => {
  for (const code of ['import a from "./a.js";', "export * from '../b';", 'const c = require("./c.png");', 'await import(`./d`);', 'import "./e.css";', 'import f from "#f";', 'import g from "!!raw-loader!./g.txt";']) {
    assert.ok(placeDependent(code), code);
  }
  for (const code of ['import Tabs from "@theme/Tabs";', 'import x from "react-lite-youtube-embed";', 'const v = "require() of ESM";', 'import y from "@site/src/y";']) {
    assert.not.ok(placeDependent(code), code);
  }
});

test.run();
