import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig, validateConfig } from '../../generator/config/load.ts';
import { BuildError } from '../../generator/errors.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (err) {
    assert.instance(err, BuildError);
    return (err as BuildError).problems.map((p) => `${p.pos.line ?? '-'} ${p.message}`);
  }
  assert.unreachable('expected a BuildError');
  return [];
}

test('a minimal config gets the documented defaults', () => {
  const c = validateConfig({ title: 'X', url: 'https://x.dev' }, 'x.ts');
  assert.is(c.baseUrl, '/');
  assert.is(c.locale, 'en');
  assert.is(c.colorMode.defaultMode, 'light');
  assert.is(c.colorMode.disableSwitch, false);
  assert.is(c.docs.routeBasePath, 'docs');
  assert.is(c.search.maxResults, 5);
  assert.is(c.onBrokenLinks, 'throw');
});

test('an unknown key is an error naming the key and its line', () => {
  const source = "export default {\n  title: 'X',\n  url: 'https://x.dev',\n  colour: 'red',\n};\n";
  const [p] = problemsOf(() => validateConfig({ title: 'X', url: 'https://x.dev', colour: 'red' }, 'site.config.ts', source));
  assert.match(p!, /^4 unknown config key "colour"/);
});

test('a nested unknown key is reported with its full path', () => {
  const [p] = problemsOf(() => validateConfig({ title: 'X', url: 'https://x.dev', navbar: { titel: 'x' } }, 'c.ts'));
  assert.match(p!, /"navbar\.titel"/);
});

test('a wrong type names the key and the expected type', () => {
  const problems = problemsOf(() => validateConfig({ title: 42, url: 'https://x.dev', navbar: { items: [{ label: 7 }] } }, 'c.ts'));
  assert.ok(problems.some((p) => /"title" must be text, got 42/.test(p)), problems.join('\n'));
  assert.ok(problems.some((p) => /"navbar\.items\[0\]\.label" must be text, got 7/.test(p)), problems.join('\n'));
});

test('a navbar or footer item needs exactly one of to/href', () => {
  const problems = problemsOf(() => validateConfig({ title: 'X', url: 'https://x.dev', navbar: { items: [{ label: 'Docs' }] }, footer: { links: [{ title: 'T', items: [{ label: 'Both', to: '/a', href: 'https://b' }] }] } }, 'c.ts'));
  assert.ok(problems.some((p) => /"navbar\.items\[0\]": a link needs exactly one of `to`/.test(p)), problems.join('\n'));
  assert.ok(problems.some((p) => /"footer\.links\[0\]\.items\[0\]": a link needs exactly one/.test(p)), problems.join('\n'));
});

test('footer links as a flat list (Docusaurus\'s simple footer) are one row; a list of columns stays columns', () => {
  const simple = validateConfig({ title: 'X', url: 'https://x.dev', footer: { links: [{ label: 'Chat', href: 'https://chat.x.dev' }, { html: '<b>x</b>' }] } }, 'c.ts');
  assert.equal(simple.footer.links, [{ title: '', row: true, items: [{ label: 'Chat', href: 'https://chat.x.dev' }, { label: '', html: '<b>x</b>' }] }]);
  const columns = validateConfig({ title: 'X', url: 'https://x.dev', footer: { links: [{ title: 'T', items: [{ label: 'A', to: '/a' }] }] } }, 'c.ts');
  assert.equal(columns.footer.links, [{ title: 'T', items: [{ label: 'A', to: '/a' }] }]);
});

test('an html item needs no label; a link does', () => {
  const config = validateConfig({ title: 'X', url: 'https://x.dev', navbar: { items: [{ html: '<b>v2</b>', position: 'right' }] }, footer: { links: [{ title: 'T', items: [{ html: '<img src="/badge.svg" alt="Badge">' }] }] } }, 'c.ts');
  assert.equal(config.navbar.items, [{ label: '', html: '<b>v2</b>', position: 'right' }]);
  const problems = problemsOf(() => validateConfig({ title: 'X', url: 'https://x.dev', navbar: { items: [{ to: '/a' }, { html: '<b/>', to: '/a', label: 'A' }] } }, 'c.ts'));
  assert.ok(problems.some((p) => /"navbar\.items\[0\]": a link needs a `label`/.test(p)), problems.join('\n'));
  assert.ok(problems.some((p) => /"navbar\.items\[1\]": a link needs exactly one of .*`html`/.test(p)), problems.join('\n'));
});

test('enums and formats are checked', () => {
  const problems = problemsOf(() => validateConfig({ title: 'X', url: 'https://x.dev/', baseUrl: 'docs', onBrokenLinks: 'explode' }, 'c.ts'));
  assert.ok(problems.some((p) => p.includes('"url"')));
  assert.ok(problems.some((p) => p.includes('"baseUrl"')));
  assert.ok(problems.some((p) => p.includes('"onBrokenLinks"')));
});

test('the Sapling config loads with the site facts', async () => {
  const { config } = await loadConfig(path.join(ROOT, 'site.config.ts'));
  assert.is(config.title, 'Sapling');
  assert.is(config.tagline, 'A Scalable, User-Friendly Source Control System');
  assert.is(config.locale, 'en');
  assert.equal(config.colorMode, { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
  assert.equal(config.navbar.items.map((i) => ('type' in i ? [i.type] : [i.label, i.to ?? i.href, i.position])), [
    ['Documentation', '/docs/introduction/', 'left'],
    ['GitHub', 'https://github.com/facebook/sapling', 'right'],
  ]);
  assert.equal(config.footer.links.map((c) => [c.title, c.items.map((i) => i.label)]), [
    ['Useful Links', ['GitHub', 'Discord', 'Twitter', 'Meta Open Source']],
    ['Related Projects', ['ghstack', 'Watchman', 'VS Code @ Meta']],
    ['Legal', ['Privacy', 'Terms', 'Data Policy', 'Cookie Policy']],
  ]);
  assert.ok(config.footer.logo);
  assert.match(config.footer.copyright, new RegExp(`Copyright © ${new Date().getFullYear()} Meta Platforms, Inc\\.`));
});

test('a config that does not compile is an error with its location', async () => {
  try {
    await loadConfig(path.join(ROOT, 'test/fixtures/bad-config/syntax.config.ts'));
    assert.unreachable();
  } catch (err) {
    assert.instance(err, BuildError);
    const p = (err as BuildError).problems[0]!;
    assert.match(p.pos.file, /syntax\.config\.ts$/);
    assert.is(p.pos.line, 3);
    assert.match(p.message, /does not compile/);
  }
});

test('a missing config file is a clear error', async () => {
  try {
    await loadConfig(path.join(ROOT, 'nope.config.ts'));
    assert.unreachable();
  } catch (err) {
    assert.instance(err, BuildError);
    assert.match((err as BuildError).message, /cannot read the config file.*\n  hint: pass the right path with --config/);
  }
});

test.run();
