// Issue 20, point 11: `init` into a folder whose name is not plain (`docs{v2}`, quotes, `$`, `<b>`): the site it
// writes builds, showing the name as written, and the `cd` line it prints takes a POSIX shell into that folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { docsgen } from '../helpers/cli.ts';

const NAMES = ['docs{v2}', "it's $HOME `id` <b>*x*</b>", '-dash & [more]'];

test('a site made in a folder of any name builds, with the name as written', async () => {
  for (const name of NAMES) {
    const parent = mkdtempSync(path.join(tmpdir(), 'docsgen-init-'));
    assert.is(docsgen(['init', '--', name], { cwd: parent }).code, 0);
    const built = await buildSite(await loadConfig(path.join(parent, name, 'site.config.ts')));
    const intro = String(built.files.get('docs/intro/index.html'));
    assert.ok(built.warnings.length === 0, JSON.stringify(built.warnings));
    assert.match(intro, 'Welcome to the documentation of ');
    assert.not.match(intro, '<b>', 'the name is text, not markup');
  }
});

test('the printed cd line takes a shell into the new folder', () => {
  for (const name of NAMES) {
    const parent = mkdtempSync(path.join(tmpdir(), 'docsgen-init-'));
    const r = docsgen(['init', '--', name], { cwd: parent });
    const cd = /^ {2}(cd .*)$/m.exec(r.out)?.[1];
    assert.ok(cd, r.out);
    const shell = spawnSync('sh', ['-c', `${cd} && pwd`], { cwd: parent, encoding: 'utf8' });
    assert.is(shell.stdout.trim(), path.join(parent, name), `${cd}: ${shell.stderr}`);
  }
});

test.run();
