// Twins (generator/mdx/doc-twins.ts): docs compiled to the same module share one server bundle only where their
// imports resolve alike.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { groupTwins, importsOf, twinsApart } from '../../generator/mdx/doc-twins.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const site = tmpSite({
  'docs/a.mdx': '', 'v1/a.mdx': '', 'v2/a.mdx': '', 'v3/a.mdx': '',
  // A package folder of its own, a tsconfig of its own (`baseUrl` and `paths` change what bare imports find).
  'v2/node_modules/.keep': '', 'v3/tsconfig.json': '{}',
});
const nodePaths = [path.join(site, 'node_modules')];
const doc = (folder: string, source = '# A\n', sameAs: string | undefined = 'k') => ({ file: path.join(site, folder, 'a.mdx'), source, ...(sameAs ? { sameAs } : {}) });
const files = (docs: { file: string }[]) => docs.map((d) => path.relative(site, d.file));
const FOLDERS = ['docs', 'v1', 'v2', 'v3'];
const TABS = "import Tabs from '@theme/Tabs';\n\n<Tabs />\n";
const PLAYER = "import Player from 'video-player';\n\n<Player />\n";

test('the same module importing only docsgen\'s modules is bundled once, wherever its docs are', () => {
  const { entries, twinsOf } = groupTwins(FOLDERS.map((f) => doc(f, TABS)), nodePaths);
  assert.equal(files(entries), ['docs/a.mdx']);
  assert.equal(files(twinsOf.get(entries[0]!.file)!), ['v1/a.mdx', 'v2/a.mdx', 'v3/a.mdx']);
});

test('one that imports a package is bundled once per place packages are found from (node_modules, tsconfig)', () => {
  const { entries, twinsOf } = groupTwins(FOLDERS.map((f) => doc(f, PLAYER)), nodePaths);
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

test('a module that turns out to import by path, or packages from elsewhere, leaves its twins apart', () => {
  const { entries, twinsOf, placeOf } = groupTwins(FOLDERS.map((f) => doc(f, TABS)), nodePaths);
  const [first, twins] = [entries[0]!.file, twinsOf.get(entries[0]!.file)!];
  assert.equal(twinsApart('import T from "@theme/Tabs";', first, twins, placeOf), []);
  assert.equal(files(twinsApart('import P from "./part.mdx";', first, twins, placeOf)), ['v1/a.mdx', 'v2/a.mdx', 'v3/a.mdx']);
  assert.equal(files(twinsApart('import P from "video-player";', first, twins, placeOf)), ['v2/a.mdx', 'v3/a.mdx']);
});

test('how module specifiers depend on where the importer is', () => {
  for (const code of ['import a from "./a.js";', "export * from '../b';", 'const c = require("./c.png");', 'await import(`./d`);', 'import "./e.css";', 'import f from "#f";', 'import g from "!!raw-loader!@site/g.txt";']) {
    assert.is(importsOf(code), 'path', code);
  }
  for (const code of ['import x from "react-lite-youtube-embed";', 'import y from "@scope/pkg/sub";']) assert.is(importsOf(code), 'packages', code);
  for (const code of ['import T from "@theme/Tabs";', 'import {jsx} from "react/jsx-runtime";', 'const v = "require() of ESM";', 'import y from "@site/src/y";', 'import c from "@docusaurus/useDocusaurusContext";']) {
    assert.is(importsOf(code), 'anywhere', code);
  }
});

test.run();
