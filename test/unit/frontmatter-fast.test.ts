// Frontmatter read without js-yaml and gray-matter where it is plain (yaml-flat.ts, frontmatter-block.ts): the same
// values, the same split and the same errors as the packages give, on every shape tried. Both are compared here with
// the packages themselves; the shapes are many fixed ones and a seeded random mix of them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import matter from 'gray-matter';
import { CORE_SCHEMA, load, mergeTag, timestampTag } from 'js-yaml';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { flatMapping } from '../../generator/content/yaml-flat.ts';
import { parseYaml, splitFrontmatter } from '../../generator/content/yaml.ts';
import { BuildError, formatProblem } from '../../generator/errors.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCHEMA = CORE_SCHEMA.withTags(timestampTag, mergeTag);

/** A deterministic random source: the same cases on every run. */
function seeded(seed: number): (n: number) => number {
  return (n) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
}

/** js-yaml's value of `text`, or its error's first line. */
function jsYaml(text: string): unknown {
  try {
    return load(text, { schema: SCHEMA });
  } catch (err) {
    return `error: ${(err as Error).message.split('\n')[0]}`;
  }
}

const VALUES = [
  'a', 'Foo', 'foo bar', 'x: y', 'x:y', 'x #c', 'x#c', '#c', '"q"', "'q'", '"a\\"b"', "'it''s'", '"x', "'x", '"a: b # c"',
  '[a, b]', '[a, b,]', '[a,,b]', '[]', '[ ]', '[1, 2.5]', '[a: b]', '[a:b]', '[x #c]', '[a, "b"]', '[a, [b]]', '[a b, c d]',
  '[True, null, 3]', '[-1, +2]', '[ a , b ]', '[a', '{a: 1}', '1', '0', '00', '-1', '1.5', '.5', '1e3', '0x1f', '0o7', '1_000',
  '2024-01-01', '~', 'null', 'Null', 'NULL', 'nULL', 'true', 'True', 'TRUE', 'tRUE', 'false', 'yes', 'on', 'no', '.inf', '.nan',
  '-x', '?x', '%x', '@x', '`x', '!x', '!!str 1', '&a x', '*a', '|', '>', 'é', 'α β', '—', '\u00a0x', 'x\u00a0', 'a, b', 'a [b]',
  'a {b}', 'a}', 'http://x.y/z#q', 'x:', 'x :', 'a\tb', '\\x', 'a"b', "a'b", '123456789012345', '1234567890123456', '<<', '\ufeffx',
  'x\u2028y', 'a\u0085b', '\u{1f600}', '\ud800', '.git', '--hidden', '-.inf', '+.inf', '.Inf', '-.nan', '-x y', "what's new",
  "[a, what's new]", '[.git, --x]', '[.inf]', '[-.5]', '.e', '-e1', '---x', '+x', '.5e', '[a, "b", c]', '[a"b, c]', '- x', '[- x]', '[-]', '.',
];
const KEYS = ['a', 'b', 'title', 'sidebar_position', 'x-y', '_k', 'True', 'null', '__proto__', 'a b', '1', '"q"', '<<', 'k ', 'é'];

test('a flat mapping is read as js-yaml reads it, or left to js-yaml: fixed and random shapes', () => {
  const random = seeded(7);
  const cases: string[] = [];
  for (const k of KEYS) for (const v of VALUES) cases.push(`${k}: ${v}`, `${k}:${v}`, `\n${k}:  ${v}  \n`, `${k}: ${v}\n${k}: ${v}`);
  for (let i = 0; i < 30_000; i++) {
    const lines = Array.from({ length: 1 + random(5) }, () => {
      const r = random(12);
      if (r === 0) return '';
      if (r === 1) return `${KEYS[random(KEYS.length)]}:`;
      if (r === 2) return `  ${KEYS[random(KEYS.length)]}: ${VALUES[random(VALUES.length)]}`;
      return `${KEYS[random(KEYS.length)]}: ${VALUES[random(VALUES.length)]}${random(4) ? '' : ' '}`;
    });
    cases.push(lines.join(random(8) ? '\n' : '\r\n'));
  }
  let taken = 0;
  for (const text of cases) {
    const flat = flatMapping(text);
    if (flat === undefined) continue;
    taken++;
    const full = jsYaml(text);
    if (!isDeepStrictEqual(flat, full)) assert.unreachable(`${JSON.stringify(text)}: read as ${JSON.stringify(flat)}, js-yaml gives ${JSON.stringify(full)}`);
  }
  // Most random mixes hold some line only js-yaml reads; still, over a thousand are compared.
  assert.ok(taken > 1000, `${taken} of ${cases.length} taken`);
});

test('the common shapes are taken: words, quoted text without escapes, whole numbers, booleans, one-line lists', () => {
  const text = '\ntitle: Rebase\nsidebar_position: 70\ndescription: "Move commits: how"\nsidebar_label: \'It is\'\nkeywords: [rebase, .git, --hidden, what\'s new, 3]\nunlisted: false\ndraft:\n';
  const expected = { title: 'Rebase', sidebar_position: 70, description: 'Move commits: how', sidebar_label: 'It is', keywords: ['rebase', '.git', '--hidden', "what's new", 3], unlisted: false, draft: null };
  assert.equal(flatMapping(text), expected);
  assert.equal(jsYaml(text), expected);
});

test('every doc of the Sapling site: the same frontmatter and body as gray-matter with js-yaml give', () => {
  const dir = path.join(ROOT, 'content');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'));
  assert.ok(files.length > 50);
  let flat = 0;
  for (const f of files) {
    const raw = readFileSync(path.join(dir, f), 'utf8');
    const reference = matter(raw, { language: 'yaml', engines: { yaml: (s: string) => (load(s, { schema: SCHEMA }) ?? {}) as object } });
    const split = splitFrontmatter(raw, f);
    assert.equal(split, { data: reference.data, content: reference.content }, f);
    if (flatMapping(reference.matter)) flat++;
  }
  // All but the home page (nested `hero` and `features`).
  assert.ok(flat >= files.length - 1, `${flat} of ${files.length} docs read without js-yaml`);
});

/** gray-matter's split with docsgen's YAML as its engine, as splitFrontmatter did before; errors by kind. */
function grayMatter(raw: string): unknown {
  const yaml = (text: string) => (parseYaml(text, { file: 'a.md', what: 'malformed frontmatter', hint: 'h' }) ?? {}) as object;
  try {
    const r = matter(raw, { language: 'yaml', engines: { yaml, json: yaml, javascript: () => { throw new Error('run'); } } });
    return { data: r.data, content: r.content };
  } catch (err) {
    if (err instanceof BuildError) return `error: ${err.problems.map((p) => `${p.pos.line}: ${p.message}`).join()}`;
    return (err as Error).message === 'run' ? 'javascript' : 'language';
  }
}

function docsgen(raw: string): unknown {
  try {
    return splitFrontmatter(raw, 'a.md');
  } catch (err) {
    const problem = (err as BuildError).problems[0]!;
    if (problem.message.includes('JavaScript is not run')) return 'javascript';
    if (problem.message.includes('is not a frontmatter language')) return 'language';
    return `error: ${(err as BuildError).problems.map((p) => `${p.pos.line}: ${p.message}`).join()}`;
  }
}

test('the split is gray-matter\'s: delimiters, languages, byte order marks, CRLF, no closing line, errors', () => {
  const parts = ['---', '----', '---\n', '---\r\n', '\n', '\r\n', '\ufeff', 'title: A', 'a: [x, y]', '# c', ' # c', '  ', 'json', 'JSON',
    'yml', 'YAML', 'js', 'toml', ' yaml ', '{"a": 1}', 'body', '# Heading', '---x', '\n---\n', '\n--- ', 'a: "x', 'b: 2', 'b: 3', '...', ''];
  const random = seeded(3);
  for (let i = 0; i < 40_000; i++) {
    let raw = random(3) ? '---' : '';
    for (let j = 1 + random(8); j > 0; j--) raw += parts[random(parts.length)];
    const [expected, actual] = [grayMatter(raw), docsgen(raw)];
    if (!isDeepStrictEqual(expected, actual)) assert.unreachable(`${JSON.stringify(raw)}: gray-matter ${JSON.stringify(expected)}, docsgen ${JSON.stringify(actual)}`);
  }
});

test('a mistake in frontmatter that looks flat is still js-yaml\'s to report, at its line', () => {
  const problem = (yaml: string): string => {
    try {
      splitFrontmatter(`---\n${yaml}---\n# A\n`, 'a.md');
    } catch (err) {
      return formatProblem((err as BuildError).problems[0]!);
    }
    throw new Error(`accepted: ${yaml}`);
  };
  assert.match(problem('title: A\ntitle: B\n'), /^a\.md:3:1: malformed frontmatter: duplicated mapping key/);
  assert.match(problem('title: A\ndescription: one: two\n'), /^a\.md:3:\d+: malformed frontmatter: bad indentation of a mapping entry/);
  assert.match(problem('title: A\nkeywords: [a, , b]\n'), /^a\.md:3:\d+: malformed frontmatter: expected the node content/);
  assert.match(problem('title: @home\n'), /^a\.md:2:\d+: malformed frontmatter: /);
});

test('a language after the opening --- other than YAML or JSON is an error at line 1', () => {
  const refused = (raw: string) => {
    try {
      splitFrontmatter(raw, 'a.md');
    } catch (err) {
      return formatProblem((err as BuildError).problems[0]!);
    }
    throw new Error('accepted');
  };
  assert.match(refused('---toml\ntitle = "A"\n---\n# A\n'), /^a\.md:1: malformed frontmatter: "toml" after the opening "---" is not a frontmatter language/);
  assert.match(refused('---js\n{ title: "A" }\n---\n'), /^a\.md:1: frontmatter in JavaScript is not run/);
  assert.equal(splitFrontmatter('---json\n{"title": "A"}\n---\n# A\n', 'a.md'), { data: { title: 'A' }, content: '# A\n' });
});

test.run();
