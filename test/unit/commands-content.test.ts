// Checks the command reference against the facts file and the generator:
// content/command-data/*.yaml ↔ ../shared/sapling-facts/commands.json ↔ content/docs/commands/*.md.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import GithubSlugger from 'github-slugger';
import { loadCommandData, renderCommandPage } from '../../scripts/command-page.ts';
import { shared, testWith } from '../helpers/shared.ts';

interface FactOption {
  short: string | null;
  long: string;
  default: unknown;
  takesValue: boolean;
  repeatable: boolean;
  takesValueCaveat?: string;
}
interface FactCommand {
  name: string;
  aliases: string[];
  options: FactOption[];
  subcommands: string[];
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const pagesDir = join(root, 'content/docs/commands');
const factsFile = shared('sapling-facts/commands.json', 'the command pages checked against the Sapling facts');
const facts: FactCommand[] = factsFile ? JSON.parse(readFileSync(factsFile, 'utf8')).commands : [];
/** Tests that compare with the facts. */
const withFacts = testWith(factsFile);
const all = loadCommandData(join(root, 'content/command-data'));
const data = new Map(all.map((c) => [c.name, c]));
// Commands that have both facts and data; missing ones are reported once, by the first test.
const pairs = facts.flatMap((f) => {
  const d = data.get(f.name);
  return d ? [{ f, d }] : [];
});

// One assertion per check, listing every offending command (assert.ok would print the list twice).
function expectNone(problems: string[], what: string) {
  if (problems.length) assert.unreachable(`${what}:\n    ${problems.join('\n    ')}`);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Headings outside fenced code, in order, with GitHub-style ids. */
function headings(markdown: string) {
  const slugger = new GithubSlugger();
  const found: { level: number; text: string; id: string }[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1]!;
      else if (f[1]!.startsWith(fence)) fence = null;
      continue;
    }
    const h = fence === null && /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) found.push({ level: h[1]!.length, text: h[2]!, id: slugger.slug(h[2]!) });
  }
  return found;
}

withFacts('every command of the facts has a data file, and there are no others', () => {
  const known = new Set(facts.map((f) => f.name));
  const missing = facts.filter((f) => !data.has(f.name)).map((f) => f.name);
  const extra = all.filter((d) => !known.has(d.name)).map((d) => d.name);
  expectNone(
    [...missing.map((n) => `missing content/command-data/${n}.yaml`), ...extra.map((n) => `${n}.yaml is not a command of the facts`)],
    `${missing.length} of ${facts.length} commands have no data`,
  );
});

withFacts('aliases equal the facts, in the same order', () => {
  expectNone(
    pairs.filter(({ f, d }) => !same(f.aliases, d.aliases)).map(({ f, d }) => `${f.name}: ${JSON.stringify(d.aliases)} ≠ facts ${JSON.stringify(f.aliases)}`),
    'aliases differ',
  );
});

withFacts('options equal the facts: none missing, none extra, same order, same short/long/default', () => {
  const problems: string[] = [];
  for (const { f, d } of pairs) {
    const factLongs = f.options.map((o) => o.long);
    const dataLongs = d.options.map((o) => o.long);
    for (const l of factLongs) if (!dataLongs.includes(l)) problems.push(`${f.name}: --${l} is missing`);
    for (const l of dataLongs) if (!factLongs.includes(l)) problems.push(`${f.name}: --${l} is not in the facts`);
    if (new Set(dataLongs).size !== dataLongs.length) problems.push(`${f.name}: an option appears twice`);
    if (same([...factLongs].sort(), [...dataLongs].sort()) && !same(factLongs, dataLongs)) {
      problems.push(`${f.name}: options are not in the facts order`);
    }
    for (const o of d.options) {
      const fo = f.options.find((x) => x.long === o.long);
      if (!fo) continue;
      if (fo.short !== o.short) problems.push(`${f.name} --${o.long}: short ${JSON.stringify(o.short)} ≠ facts ${JSON.stringify(fo.short)}`);
      if (!same(fo.default, o.default)) {
        problems.push(`${f.name} --${o.long}: default ${JSON.stringify(o.default)} ≠ facts ${JSON.stringify(fo.default)}`);
      }
    }
  }
  expectNone(problems, 'options differ from the facts');
});

withFacts('an option has an argument placeholder exactly when it takes a value', () => {
  const problems: string[] = [];
  for (const { f, d } of pairs) {
    for (const o of d.options) {
      const fo = f.options.find((x) => x.long === o.long);
      if (!fo) continue;
      const takesValue = fo.takesValue || fo.takesValueCaveat !== undefined;
      if (takesValue && !o.argument) problems.push(`${f.name} --${o.long}: takes a value but has no argument`);
      if (!takesValue && o.argument) problems.push(`${f.name} --${o.long}: is a flag but has argument ${o.argument}`);
    }
  }
  expectNone(problems, 'argument placeholders');
});

test('every option has a description', () => {
  expectNone(
    all.flatMap((d) => d.options.filter((o) => !o.description?.trim()).map((o) => `${d.name} --${o.long}`)),
    'options without a description',
  );
});

withFacts('subcommands equal the facts (names and short aliases, same order) and are described', () => {
  const problems: string[] = [];
  for (const { f, d } of pairs) {
    const expected = f.subcommands.map((s) => s.split('|').sort());
    const actual = (d.subcommands ?? []).map((s) => [s.name, ...s.aliases].sort());
    if (!same(expected, actual)) problems.push(`${f.name}: ${JSON.stringify(actual)} ≠ facts ${JSON.stringify(expected)}`);
    for (const s of d.subcommands ?? []) if (!s.description.trim()) problems.push(`${f.name} ${s.name}: no description`);
  }
  expectNone(problems, 'subcommands differ');
});

test('every command has at least two examples, each an sl session', () => {
  const problems: string[] = [];
  for (const d of all) {
    if (d.examples.length < 2) problems.push(`${d.name}: ${d.examples.length} example(s)`);
    for (const ex of d.examples) {
      if (!ex.title.trim()) problems.push(`${d.name}: an example has no title`);
      if (!/^\$ \S/.test(ex.session.trimStart())) problems.push(`${d.name} "${ex.title}": session does not start with a "$ " prompt`);
    }
  }
  expectNone(problems, 'examples');
});

test('seeAlso targets are other existing command pages', () => {
  const problems: string[] = [];
  for (const d of all) {
    for (const t of d.seeAlso) {
      if (!data.has(t)) problems.push(`${d.name}: ${t} has no data file (so no page)`);
      if (t === d.name) problems.push(`${d.name}: links to itself`);
    }
    if (new Set(d.seeAlso).size !== d.seeAlso.length) problems.push(`${d.name}: duplicate seeAlso entries`);
    if (d.seeAlso.length === 0) problems.push(`${d.name}: seeAlso is empty`);
  }
  expectNone(problems, 'seeAlso');
});

test('summary is one short line, synopsis starts with "sl <name>", description uses only ### and deeper', () => {
  const problems: string[] = [];
  for (const d of all) {
    if (d.summary.includes('\n')) problems.push(`${d.name}: summary spans several lines`);
    // The summary is also the page's meta description.
    if (d.summary.length >= 160) problems.push(`${d.name}: summary is ${d.summary.length} characters (max 159)`);
    // `sl` alone already runs the smartlog, so its synopsis may be just "sl ...".
    if (!(d.synopsis === `sl ${d.name}` || d.synopsis.startsWith(`sl ${d.name} `) || (d.name === 'sl' && /^sl\b/.test(d.synopsis)))) {
      problems.push(`${d.name}: synopsis "${d.synopsis}" does not start with "sl ${d.name}"`);
    }
    for (const h of headings(d.description)) if (h.level < 3) problems.push(`${d.name}: description has a level-${h.level} heading "${h.text}"`);
  }
  expectNone(problems, 'text fields');
});

test('generated pages are up to date with the data (run `npm run gen:commands`)', () => {
  const problems: string[] = [];
  for (const d of all) {
    const path = join(pagesDir, `${d.name}.md`);
    if (!existsSync(path)) problems.push(`${d.name}.md is missing`);
    else if (readFileSync(path, 'utf8') !== renderCommandPage(d, all)) problems.push(`${d.name}.md is out of date`);
  }
  const pages = existsSync(pagesDir) ? readdirSync(pagesDir).filter((f) => f.endsWith('.md')) : [];
  for (const p of pages) if (!data.has(p.replace(/\.md$/, ''))) problems.push(`${p} has no data file`);
  expectNone(problems, 'generated pages');
});

withFacts('pages are positioned in the alphabetical order of all commands', () => {
  const order = facts.map((f) => f.name).sort();
  const problems: string[] = [];
  for (const d of all) {
    const page = renderCommandPage(d, all);
    const pos = /^sidebar_position: (\d+)$/m.exec(page)?.[1];
    if (pos !== String(order.indexOf(d.name))) problems.push(`${d.name}: sidebar_position ${pos}, expected ${order.indexOf(d.name)}`);
  }
  expectNone(problems, 'sidebar positions');
});

test('every page has the #synopsis, #description, #examples, #options and #see-also sections', () => {
  const wanted = { synopsis: 'Synopsis', description: 'Description', examples: 'Examples', options: 'Options', 'see-also': 'See also' };
  const problems: string[] = [];
  for (const d of all) {
    const hs = headings(renderCommandPage(d, all));
    for (const [id, text] of Object.entries(wanted)) {
      const h = hs.find((x) => x.id === id);
      if (!h || h.level !== 2 || h.text !== text) problems.push(`${d.name}: #${id} is not the "## ${text}" section`);
    }
    if (hs.some((h) => h.level === 1)) problems.push(`${d.name}: has a level-1 heading`);
  }
  expectNone(problems, 'section anchors');
});

test('the commands category file is valid', () => {
  const cat = JSON.parse(readFileSync(join(pagesDir, '_category_.json'), 'utf8'));
  assert.equal(Object.keys(cat).sort(), ['label', 'link', 'position']);
  assert.is(cat.label, 'Commands');
  assert.is(cat.position, 4.5);
  assert.equal(Object.keys(cat.link).sort(), ['description', 'slug', 'type']);
  assert.is(cat.link.type, 'generated-index');
  assert.is(cat.link.slug, '/category/commands');
  assert.ok(typeof cat.link.description === 'string' && cat.link.description.trim().length > 0);
});

test.run();
