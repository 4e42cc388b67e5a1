// Issue 11.2: no request path stops `docsgen serve` (watch or --no-watch). A malformed URL gets a 400; a
// bounded fuzz of request paths (a few thousand on 127.0.0.1, port 0) checks that every answer is an HTTP
// status and the server still serves afterwards.
import { connect } from 'node:net';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../generator/build.ts';
import { serve } from '../../generator/dev/server.ts';
import { requestPath, type RunningServer } from '../../generator/dev/http.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const MALFORMED = ['/%', '/%zz', '/docs/100%', '//[x', '//%', '//x:99999/', '//user@/', '/\\evil.example', '/docs/%E0%A4%A'];
const FUZZ_REQUESTS = 1500; // per server; three servers

/** Sends `GET <target>` as written (fetch would normalize it) and resolves with the status code, 0 when none came. */
function rawGet(url: string, target: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`));
    let head = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => { head += chunk; });
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
  });
}

/** A deterministic generator (mulberry32): a failing path can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = ['/', '//', '\\', '%', '%2', '%zz', '%25', '%2F', '%00', '%E0%A4', '%C3%A9', '.', '..', '../', '[', ']', '@', ':', ':99999', '?', '?q=%', '#', '&', ';', '~', 'docs', 'a', 'index.html', '.html', '404.html', 'base', 'é', '日本', '\u0000', '\t', '"', '<', '{', '|'];

function fuzzPath(next: () => number): string {
  let p = next() < 0.9 ? '/' : '';
  const n = 1 + Math.floor(next() * 8);
  for (let i = 0; i < n; i++) p += PIECES[Math.floor(next() * PIECES.length)];
  return p;
}

async function fuzz(server: RunningServer, seed: number, page = '/docs/a'): Promise<void> {
  const next = random(seed);
  const paths = Array.from({ length: FUZZ_REQUESTS }, () => fuzzPath(next));
  const statuses = new Map<number, number>();
  // A few requests at a time: enough to overlap, few enough to stay kind to a shared machine.
  for (let i = 0; i < paths.length; i += 8) {
    const batch = paths.slice(i, i + 8);
    const got = await Promise.all(batch.map((p) => rawGet(server.url, p)));
    got.forEach((status, j) => {
      assert.ok([200, 302, 400, 404].includes(status), `GET ${JSON.stringify(batch[j])} answered ${status}`);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  }
  // The fuzz reached both kinds of answer, and the server still serves a page.
  assert.ok(statuses.get(400)! > 0 && statuses.get(404)! > 0, JSON.stringify([...statuses]));
  assert.is((await fetch(server.url + page)).status, 200);
}

function site(baseUrl = '/'): string {
  return tmpSite({
    'site.config.ts': `export default { title: 'T', url: 'https://t.dev', baseUrl: '${baseUrl}', docs: { path: 'docs' } };\n`,
    'docs/a.md': '# A\n\nText.\n', 'docs/100%.md': '---\nslug: /hundred\n---\n# B\n',
  });
}

async function preview(dir: string): Promise<RunningServer> {
  await build(path.join(dir, 'site.config.ts'));
  return serve({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: false });
}


test('requestPath accepts paths on this server and nothing else', () => {
  assert.is(requestPath('/docs/a?x=1'), '/docs/a?x=1');
  assert.is(requestPath('/docs/../a'), '/a');
  assert.is(requestPath('/.//x'), '/x');
  for (const raw of [...MALFORMED, undefined, '', '*', 'http://127.0.0.1/']) assert.is(requestPath(raw), undefined, String(raw));
});

test('watch: malformed URLs get 400 and the server lives through a fuzz of request paths', async () => {
  const dir = site();
  const server = await serve({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: true });
  try {
    for (const target of MALFORMED) assert.is(await rawGet(server.url, target), 400, target);
    assert.is(await rawGet(server.url, '/docs/a'), 200);
    await fuzz(server, 1);
  } finally {
    await server.close();
  }
});

test('--no-watch: malformed URLs get 400 and the server lives through a fuzz of request paths', async () => {
  const server = await preview(site());
  try {
    for (const target of MALFORMED) assert.is(await rawGet(server.url, target), 400, target);
    await fuzz(server, 2);
  } finally {
    await server.close();
  }
});

test('--no-watch under a base URL: the same', async () => {
  const server = await preview(site('/base/'));
  try {
    for (const target of MALFORMED) assert.is(await rawGet(server.url, target), 400, target);
    assert.is(await rawGet(server.url, '/base//[x'), 404);
    await fuzz(server, 3, '/base/docs/a');
  } finally {
    await server.close();
  }
});

test.run();
