// Issue 24, point 7: a YAML mistake is reported at the line where it was made (the file's own line, the opening
// `---` counted), not where the parser gave up: a quote or bracket left open read on into the next key, or to the
// closing `---`; a key with no colon on the last line of a `_category_.yml` was put past the file's end.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseCategory } from '../../generator/content/docs/category.ts';
import { splitFrontmatter } from '../../generator/content/yaml.ts';
import { BuildError, formatProblem } from '../../generator/errors.ts';
import { buildFails } from '../helpers/build-fails.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

function problemOf(read: () => unknown): string {
  try {
    read();
  } catch (err) {
    assert.instance(err, BuildError);
    return formatProblem((err as BuildError).problems[0]!);
  }
  assert.unreachable('the YAML must be refused');
  return '';
}

const frontmatter = (yaml: string) => problemOf(() => splitFrontmatter(`---\n${yaml}---\n# A\n`, 'a.md'));

test('a quote left open: at the quote, not the next key or the closing ---', () => {
  assert.match(frontmatter('title: "Start\ndescription: the first page\n'), /^a\.md:2:8: malformed frontmatter: a quoted value \("…"\) opened here is never closed, so the lines after it are read as part of it \(deficient indentation at line 3\)\n {2}hint: close it on its own line/);
  assert.match(frontmatter("title: A\nsidebar_label: 'Start\n"), /^a\.md:3:16: malformed frontmatter: a quoted value \('…'\) opened here is never closed/);
  // A quote that does close across lines is fine, and an apostrophe inside a word opens nothing.
  assert.equal(splitFrontmatter("---\ntitle: it's\ndescription: \"one\n  two\"\n---\n# A\n", 'a.md').data, { title: "it's", description: 'one two' });
});

test('a [ or { left open: at the bracket, also inside a list and after a comment; other mistakes where they are', () => {
  assert.match(frontmatter('title: A\ntags: [intro, setup\nsidebar_position: 2\n'), /^a\.md:3:7: malformed frontmatter: a list \("\["\) opened here is never closed/);
  assert.match(frontmatter("title: A # it's fine\nkeywords:\n  - a\n  - [b, c\n  - d\n"), /^a\.md:5:5: malformed frontmatter: a list/);
  assert.match(frontmatter('custom_props: {team: docs\nsidebar_position: 2\n'), /^a\.md:2:15: malformed frontmatter: a mapping \("\{"\) opened here/);
  // Other mistakes stay at their own line.
  assert.match(frontmatter('title: A\ndescription: one: two\n'), /^a\.md:3:\d+: malformed frontmatter: bad indentation of a mapping entry/);
  assert.match(frontmatter('title: A\ntitle: B\n'), /^a\.md:3:1: malformed frontmatter: duplicated mapping key/);
  assert.match(frontmatter('title: A\ndescription\n'), /^a\.md:3:12: malformed frontmatter: expected ':' after a mapping key/);
});

test('_category_.yml: the line of the mistake, never one past the end', () => {
  assert.match(problemOf(() => parseCategory('label: Guides\ncollapsed\n', '/d/g/_category_.yml', 'g')), /^\/d\/g\/_category_\.yml:2:10: invalid YAML in category file: /);
  assert.match(problemOf(() => parseCategory('label: "Guides\nposition: 2\n', '/d/g/_category_.yml', 'g')), /^\/d\/g\/_category_\.yml:1:8: invalid YAML in category file: a quoted value/);
});

test('a build with such a doc fails at the doc\'s line of the quote', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '---\ntitle: A\ndescription: "About this\nsidebar_position: 1\n---\n# A\n' });
  const p = await buildFails(path.join(dir, 'site.config.ts'));
  assert.equal({ file: p.pos.file, line: p.pos.line, column: p.pos.column }, { file: path.join(dir, 'docs/a.md'), line: 3, column: 14 });
});

test.run();
