// The staged output writes in the background while pages render: the order of writes to one file holds, the
// renderer is told to wait when too much is unwritten, and nothing is left once it is discarded.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { put, StagedOutput } from '../../generator/output/write.ts';

const scratch = () => mkdtempSync(path.join(os.tmpdir(), 'docsgen-staged-'));

test('a file set twice holds the second, and every file is in place after the swap', async () => {
  const dir = scratch();
  try {
    const out = path.join(dir, 'build');
    const staged = new StagedOutput(out);
    staged.set('a/index.html', 'x'.repeat(1 << 20));
    staged.set('a/index.html', 'second');
    for (let i = 0; i < 50; i++) staged.set(`p${i}/index.html`, `page ${i}`);
    await staged.commit();
    assert.is(readFileSync(path.join(out, 'a/index.html'), 'utf8'), 'second');
    assert.is(readFileSync(path.join(out, 'p49/index.html'), 'utf8'), 'page 49');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the renderer is asked to wait once many writes are under way, and everything gets written', async () => {
  const dir = scratch();
  try {
    const out = path.join(dir, 'build');
    const staged = new StagedOutput(out);
    let waits = 0;
    for (let i = 0; i < 2000; i++) {
      const answer = staged.set(`p${i}.html`, `page ${i}`);
      if (answer instanceof Promise) {
        waits++;
        await answer;
      }
    }
    assert.ok(waits > 0, 'asked to wait at least once');
    await staged.commit();
    assert.is(readdirSync(out).length, 2000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('put waits as asked; discarding right after leaves no staged file behind', async () => {
  const dir = scratch();
  try {
    const out = path.join(dir, 'build');
    const staged = new StagedOutput(out);
    for (let i = 0; i < 500; i++) await put(staged, `d${i % 7}/p${i}.html`, 'x'.repeat(1000));
    await staged.discard();
    assert.equal(readdirSync(dir), []);
    assert.not.ok(existsSync(out));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
