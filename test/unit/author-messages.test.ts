// Mistakes named with their fix (issue 24, point 7): "did you mean" for config keys, frontmatter keys and admonition
// types; validation messages for people; each broken link of a line at its own column.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../generator/config/load.ts';
import { parseDocSource } from '../../generator/content/docs/doc-source.ts';
import { didYouMean } from '../../generator/did-you-mean.ts';
import { BuildError, type Problem } from '../../generator/errors.ts';
import { parseMarkdown } from '../../generator/markdown/parse.ts';

const configProblems = (value: unknown): Problem[] => {
  try {
    validateConfig(value, '/site/site.config.ts');
  } catch (err) {
    return (err as BuildError).problems;
  }
  return [];
};

test('didYouMean: a misspelt or shortened name finds its key; an unrelated one none', () => {
  assert.is(didYouMean('sidebar_postion', ['sidebar_position', 'sidebar_label']), 'sidebar_position');
  assert.is(didYouMean('titel', ['title', 'tagline']), 'title');
  assert.is(didYouMean('warn', ['note', 'warning', 'danger']), 'warning');
  assert.is(didYouMean('frobnicate', ['note', 'warning', 'danger']), undefined);
  assert.is(didYouMean('title', ['title']), undefined, 'a known name is no mistake');
});

test('config: an unknown key near a known one says which; a wrong value says what it must be and what it got', () => {
  const problems = configProblems({ title: 'T', url: 'https://t.dev', navbar: { titel: 'x', hideOnScroll: 'yes' }, docs: { routBasePath: 'd' }, onBrokenLinks: 'fail' });
  const messages = problems.map((p) => p.message);
  assert.ok(messages.includes('unknown config key "navbar.titel" — did you mean "title"?'), messages.join('\n'));
  assert.ok(messages.includes('unknown config key "docs.routBasePath" — did you mean "routeBasePath"?'));
  assert.ok(messages.includes('config key "navbar.hideOnScroll" must be true or false, got "yes"'));
  assert.ok(messages.includes('config key "onBrokenLinks" must be one of "ignore", "log", "warn", "throw", got "fail"'));
  assert.not.ok(messages.some((m) => /Invalid input|expected/.test(m)), 'no schema wording');
});

test('hints link the docs section of the key, never a README', () => {
  const problems = configProblems({ title: 'T', url: 'https://t.dev', navbar: { hideOnScroll: 'yes' }, baseUrl: 3, frobnicate: 1 });
  const hint = (key: string) => problems.find((p) => p.message.includes(key))?.hint;
  assert.is(hint('navbar.hideOnScroll'), 'see https://docsgen.dev/docs/config#navbar');
  assert.is(hint('baseUrl'), 'see https://docsgen.dev/docs/config#baseurl');
  assert.is(hint('frobnicate'), 'remove it or check its spelling against the config reference: https://docsgen.dev/docs/config');
  let fm: Problem[] = [];
  try {
    parseDocSource('---\nsidebar_position: first\n---\n# A\n', '/site/docs/a.md', 'a.md', { docsDir: '/site/docs', routeBase: '/docs' });
  } catch (err) {
    fm = (err as BuildError).problems;
  }
  assert.equal(fm.map((p) => p.hint), ['see the frontmatter keys: https://docsgen.dev/docs/content-format/files-and-routes#frontmatter']);
});

test('frontmatter: a key a letter or two from a known one is a warning at its line; other unknown keys are kept quietly', () => {
  const doc = parseDocSource('---\nsidebar_postion: 2\nteam_owner: lamps\n---\n# A\n', '/site/docs/a.md', 'a.md', { docsDir: '/site/docs', routeBase: '/docs' });
  assert.equal(doc.lint.map((p) => [p.pos.line, p.message]), [[2, 'unknown frontmatter key "sidebar_postion" — did you mean "sidebar_position"?']]);
  assert.is(doc.frontmatter.team_owner, 'lamps');
});

test('each link of a line has its own column (the fast path gives inline nodes no position of its own)', () => {
  const tree = parseMarkdown('# T\n\nSee [x](/docs/nope) and [y](/docs/gone) here.\n', 4);
  const links: { url: string; line: number; column: number }[] = [];
  const walk = (n: { type: string; url?: string; position?: { start: { line: number; column: number } }; children?: unknown[] }) => {
    if (n.type === 'link') links.push({ url: n.url!, line: n.position!.start.line, column: n.position!.start.column });
    (n.children as typeof n[] | undefined)?.forEach(walk);
  };
  walk(tree as never);
  assert.equal(links, [{ url: '/docs/nope', line: 7, column: 9 }, { url: '/docs/gone', line: 7, column: 29 }]);
});

test.run();
