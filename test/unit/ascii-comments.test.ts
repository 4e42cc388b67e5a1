// The CLI bundle is made ASCII (generator/launch/ascii-comments.js): non-ASCII characters of comments and regular
// expression literals escaped, the code's behaviour unchanged; so V8 holds it as a one-byte string.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isAscii } from 'node:buffer';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { asciiComments } from '../../generator/launch/ascii-comments.js';
import { bundled } from '../../generator/launch/cli-bundle.js';

/** What `source` (which defines `cases`, a list of [regexp, text]) gives: each regexp's source, flags and matches. */
function behaviour(source: string): unknown {
  const cases = new Function(`${source}; return cases;`)() as [RegExp, string][];
  return cases.map(([re, text]) => [re.flags, text.match(new RegExp(re.source, re.flags.replace('g', '') + 'g'))]);
}

const SOURCE = [
  '// a comment — with ’ and 😀',
  '/* a block comment: “quoted” ẞ */',
  '/** JSDoc',
  ' * > 🪦 **Note** */',
  'const cases = [',
  '  [/ẞ/g, "STRAẞE ẞ"],',
  '  [/([?!])…/g, "what?… yes!…"],',
  '  [/[é-ü]+/, "café über"],',
  '  [/😀+/u, "a😀😀b"],',
  '  [/[😀-😂]/u, "x😁y"],',
  '  [/[😀]/, "x😀y"],',
  '  [/a\\é/, "aé"],',
  '  [/x/, "a // not — a comment " + `é ${"—"}`],',
  '];',
].join('\n');

test('non-ASCII characters in comments and regular expressions are escaped; the regular expressions match as before', () => {
  const out = asciiComments(SOURCE);
  assert.equal(behaviour(out), behaviour(SOURCE));
  // Only string and template literals (which esbuild escapes in a bundle) and a character a backslash escapes keep theirs.
  const outsideStrings = out.replace(/"[^"\n]*"|`[^`]*`/g, '""');
  assert.equal(outsideStrings.split('\n').filter((line) => !isAscii(Buffer.from(line))), ['  [/a\\é/, ""],']);
  assert.match(out, '"a // not — a comment " + `é ${"—"}`');
  assert.match(out, '// a comment \\u2014 with \\u2019 and \\ud83d\\ude00');
  assert.match(out, '[/\\u1e9e/g, "STRAẞE ẞ"]');
});

test('an ASCII text, or one that is not a script acorn reads, is returned as it is', () => {
  assert.is(asciiComments('const a = 1; // plain\n'), 'const a = 1; // plain\n');
  const broken = 'const = — // é\n';
  assert.is(asciiComments(broken), broken);
});

test('the CLI bundle and its worker are ASCII (the packages in them have comments and regular expressions that are not)', async () => {
  const dir = path.dirname(await bundled('docsgen'));
  const files = readdirSync(dir).filter((f) => f.endsWith('.cjs'));
  assert.ok(files.includes('docsgen.cjs') && files.includes('worker.cjs'), files.join());
  for (const f of files) assert.ok(isAscii(readFileSync(path.join(dir, f))), `${f} is ASCII`);
});

test.run();
