import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../generator/build.ts';
import { UsageError } from '../../generator/errors.ts';
import { serve } from '../../generator/dev/server.ts';
import type { RunningServer } from '../../generator/dev/http.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';
import { waitFor } from '../helpers/wait-for.ts';

test('watch: serves from memory, rebuilds on save, tells open pages what changed, survives a broken save', async () => {
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, homePage: 'home.md' };\n",
    'home.md': '---\nhero: { actions: [] }\n---\nWelcome home.\n',
    'docs/a.md': '# Alpha\n\nFirst text.\n',
    'docs/b.md': '# Beta\n',
  });
  const rebuilds: boolean[] = [];
  const server: RunningServer = await serve({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: true, onRebuild: (r) => rebuilds.push(r.ok) });
  try {
    const page = await fetch(`${server.url}/docs/a`);
    assert.is(page.status, 200);
    const html = await page.text();
    assert.match(html, /First text\./);
    assert.match(html, /<script type="module" src="\/__docsgen\/client\.js"><\/script><\/body>/);
    assert.match(await (await fetch(`${server.url}/__docsgen/client.js`)).text(), /\/__docsgen\/events/);
    for (const alias of ['/docs/a/', '/docs/a/index.html', '/docs/a.html', '/', '/index.html', '/404.html', '/sitemap.xml']) assert.is((await fetch(server.url + alias)).status, 200, alias);
    // Search works under serve too: the island's files are served from memory.
    const props = JSON.parse(/data-props="([^"]+)"/.exec(html)![1]!.replace(/&quot;/g, '"'));
    const searchDocs = await fetch(server.url + props.docsUrl);
    assert.is(searchDocs.status, 200);
    assert.ok((await searchDocs.json()).some((d: { title: string }) => d.title === 'Alpha'));
    assert.is((await fetch(server.url + props.indexUrl)).status, 200);
    const missing = await fetch(`${server.url}/docs/nope`);
    assert.is(missing.status, 404);
    assert.match(await missing.text(), /Page Not Found/);

    // Listen for the events the way the page's dev client does.
    const events = await fetch(`${server.url}/__docsgen/events`);
    const reader = events.body!.getReader();
    writeFileSync(path.join(dir, 'docs/a.md'), '# Alpha\n\nSecond text.\n');
    const served = await waitFor(async () => {
      const t = await (await fetch(`${server.url}/docs/a`)).text();
      return t.includes('Second text.') ? t : undefined;
    }, 'the edit to be served');
    assert.not.match(served, /First text\./);
    let stream = '';
    await waitFor(async () => {
      stream += new TextDecoder().decode((await reader.read()).value);
      return stream.includes('"pages":["/docs/a/page-data.json"]') ? true : undefined;
    }, 'an update event naming the page');
    await reader.cancel();

    // A broken link fails the rebuild; the last good build stays up.
    // (A rebuild the earlier save queued may still land first: the watcher can report one save twice.)
    const before = rebuilds.length;
    writeFileSync(path.join(dir, 'docs/a.md'), '# Alpha\n\n[broken](/docs/gone)\n');
    await waitFor(async () => (rebuilds.slice(before).includes(false) ? true : undefined), 'the failed rebuild');
    assert.match(await (await fetch(`${server.url}/docs/a`)).text(), /Second text\./);

    // Saving another page does not hide the broken one: the next rebuild reads it again and fails again.
    const beforeB = rebuilds.length;
    writeFileSync(path.join(dir, 'docs/b.md'), '# Beta\n\nEdited.\n');
    await waitFor(async () => (rebuilds.length > beforeB ? true : undefined), 'the rebuild after saving b');
    assert.is(rebuilds[rebuilds.length - 1], false);
    writeFileSync(path.join(dir, 'docs/a.md'), '# Alpha\n\nFixed.\n');
    await waitFor(async () => ((await (await fetch(`${server.url}/docs/a`)).text()).includes('Fixed.') ? true : undefined), 'the fix to be served');
    assert.match(await (await fetch(`${server.url}/docs/b`)).text(), /Edited\./);
  } finally {
    await server.close();
  }
});

test('watch: a second save right after the first is not lost', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n\nVersion 0.\n' });
  const server = await serve({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: true });
  try {
    for (let i = 1; i <= 3; i++) {
      writeFileSync(path.join(dir, 'docs/a.md'), `# Alpha\n\nVersion ${i}.\n`);
      await waitFor(async () => ((await (await fetch(`${server.url}/docs/a`)).text()).includes(`Version ${i}.`) ? true : undefined), `version ${i}`);
      // The next save lands inside the watcher's 50 ms window for this file.
      writeFileSync(path.join(dir, 'docs/a.md'), `# Alpha\n\nVersion ${i}, saved again.\n`);
      await waitFor(async () => ((await (await fetch(`${server.url}/docs/a`)).text()).includes(`Version ${i}, saved again.`) ? true : undefined), `the second save of version ${i}`, 3_000);
    }
  } finally {
    await server.close();
  }
});

test('watch: the search files follow an edit; made after open pages are told, a request for them waits', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n\nFirst text.\n' });
  const server = await serve({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: true });
  try {
    const html = await (await fetch(`${server.url}/docs/a`)).text();
    const props = JSON.parse(/data-props="([^"]+)"/.exec(html)![1]!.replace(/&quot;/g, '"'));
    const events = await fetch(`${server.url}/__docsgen/events`);
    const reader = events.body!.getReader();
    writeFileSync(path.join(dir, 'docs/a.md'), '# Alpha\n\n## Zebrafinch\n\nSecond text.\n');
    let stream = '';
    await waitFor(async () => {
      stream += new TextDecoder().decode((await reader.read()).value);
      return stream.includes('"type":"update"') ? true : undefined;
    }, 'the update event');
    await reader.cancel();
    // Asked for as soon as the page hears of the edit: the answer is the new files, never a 404.
    const [docs, index] = await Promise.all([fetch(server.url + props.docsUrl), fetch(server.url + props.indexUrl)]);
    assert.is(docs.status, 200);
    assert.is(index.status, 200);
    assert.ok((await docs.json()).some((d: { title: string }) => d.title === 'Zebrafinch'));
    assert.match(await index.text(), /zebrafinch/);
  } finally {
    await server.close();
  }
});

test('watch: a save to the site\'s own component (src/) or stylesheet (customCss) reaches the open page', async () => {
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, customCss: ['css/custom.css'] };\n",
    'docs/a.mdx': "import Note from '@site/src/components/Note';\n\n# A\n\n<Note />\n",
    'src/components/Note.tsx': 'export default function Note() { return <b>first note</b>; }\n',
    'css/custom.css': ':root { --ifm-color-primary: #123456; }\n',
  });
  const server = await serve({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: true });
  try {
    assert.match(await (await fetch(`${server.url}/docs/a`)).text(), /<b>first note<\/b>/);
    const events = await fetch(`${server.url}/__docsgen/events`);
    const reader = events.body!.getReader();
    let stream = '';
    // Reads without waiting past one poll: a message that never comes fails the test instead of hanging it.
    let reading: Promise<void> | undefined;
    const heard = (text: string, what: string) => waitFor(async () => {
      reading ??= reader.read().then(({ value }) => {
        stream += new TextDecoder().decode(value);
        reading = undefined;
      });
      await Promise.race([reading, new Promise((r) => setTimeout(r, 100))]);
      return stream.includes(text) ? true : undefined;
    }, what);
    writeFileSync(path.join(dir, 'src/components/Note.tsx'), 'export default function Note() { return <b>second note</b>; }\n');
    // The page takes it in place: its new page data travels with the event.
    await heard('second note', 'an update carrying the page with the edited component');
    assert.match(stream, /"type":"update","pages":\["\/docs\/a\/page-data\.json"\]/);
    assert.match(await (await fetch(`${server.url}/docs/a`)).text(), /<b>second note<\/b>/);
    // Every page links the site's stylesheet from its head: the page loads again.
    writeFileSync(path.join(dir, 'css/custom.css'), ':root { --ifm-color-primary: #654321; }\n');
    await heard('"type":"reload"', 'a reload for the edited stylesheet');
    const css = /<link rel="stylesheet" href="([^"]*custom[^"]*)"/.exec(await (await fetch(`${server.url}/docs/a`)).text())![1]!;
    assert.match(await (await fetch(server.url + css)).text(), /#654321/);
    await reader.cancel();
  } finally {
    await server.close();
  }
});

test('--no-watch previews an existing build like a static host', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# Alpha\n' });
  await build(path.join(dir, 'site.config.ts'));
  const server = await serve({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: false });
  try {
    const page = await fetch(`${server.url}/docs/a`);
    assert.is(page.status, 200);
    const html = await page.text();
    assert.is(html, readFileSync(path.join(dir, 'build/docs/a/index.html'), 'utf8'));
    assert.not.match(html, /__docsgen/);
    assert.is((await fetch(`${server.url}/sitemap.xml`)).status, 200);
    for (const alias of ['/docs/a/', '/docs/a/index.html', '/docs/a.html']) assert.is(await (await fetch(server.url + alias)).text(), html, alias);
    assert.is((await fetch(`${server.url}/nope`)).status, 404);
    assert.is((await fetch(`${server.url}/nope.html`)).status, 404);
    // Text goes out gzipped to a client that accepts it (fetch asks for gzip and decompresses), as hosts send it.
    assert.is(page.headers.get('content-encoding'), 'gzip');
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    assert.is((await fetch(server.url + css)).headers.get('content-encoding'), 'gzip', 'the stylesheet');
    assert.is((await fetch(`${server.url}/nope`)).headers.get('content-encoding'), 'gzip', 'the not-found page');
    const identity = await fetch(`${server.url}/docs/a`, { headers: { 'accept-encoding': 'identity' } });
    assert.is(identity.headers.get('content-encoding'), null);
    assert.is(await identity.text(), html);

    // A new build while the preview runs: its pages and newly named assets are served, not 404s.
    writeFileSync(path.join(dir, 'docs/b.md'), '# Beta\n');
    appendFileSync(path.join(dir, 'docs/a.md'), '\nRebuilt.\n');
    await build(path.join(dir, 'site.config.ts'));
    assert.match(await (await fetch(`${server.url}/docs/a`)).text(), /Rebuilt\./);
    assert.is((await fetch(`${server.url}/docs/b`)).status, 200);
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(readFileSync(path.join(dir, 'build/docs/b/index.html'), 'utf8'))![1]!;
    assert.is((await fetch(server.url + asset)).status, 200);
  } finally {
    await server.close();
  }
});

test('both modes serve the site under its base URL, as its host will', async () => {
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev', baseUrl: '/sub/', docs: { path: 'docs' } };\n",
    'docs/a.md': '# Alpha\n',
  });
  const configPath = path.join(dir, 'site.config.ts');
  await build(configPath);
  for (const watch of [true, false]) {
    const server = await serve({ configPath, outDir: 'build', port: 0, host: '127.0.0.1', watch });
    try {
      const page = await fetch(`${server.url}/sub/docs/a`);
      assert.is(page.status, 200, `watch ${watch}`);
      const css = /href="(\/sub\/assets\/[^"]+\.css)"/.exec(await page.text())![1]!;
      assert.is((await fetch(server.url + css)).status, 200, `watch ${watch}: ${css}`);
      const root = await fetch(`${server.url}/`, { redirect: 'manual' });
      assert.equal([root.status, root.headers.get('location')], [302, '/sub/'], `watch ${watch}`);
      assert.is((await fetch(`${server.url}/docs/a`)).status, 404, `watch ${watch}`);
    } finally {
      await server.close();
    }
  }
});

test('watch: the first build\'s warnings are printed too, not only those of rebuilds', async () => {
  const dir = tmpSite({
    'site.config.ts': "export default { title: 'T', url: 'https://t.dev', docs: { path: 'docs' }, onBrokenLinks: 'warn' };\n",
    'docs/a.md': '# Alpha\n\nSee [gone](./gone.md).\n',
  });
  const warned: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void warned.push(args.join(' '));
  let server: RunningServer | undefined;
  try {
    server = await serve({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: true });
  } finally {
    console.warn = original;
    await server?.close();
  }
  assert.is(warned.length, 1);
  assert.match(warned[0]!, /^warning: .*docs\/a\.md:3:\d+: broken Markdown link "\.\/gone\.md"/);
});

test('a port in use is a clear error in both modes, and watch mode lets the process exit', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'docs/a.md': '# A\n' });
  await build(path.join(dir, 'site.config.ts'));
  const busy = createServer();
  await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
  const port = (busy.address() as AddressInfo).port;
  try {
    for (const watch of [false, true]) {
      const err = await serve({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port, host: '127.0.0.1', watch }).then(() => undefined, (e: unknown) => e);
      assert.instance(err, UsageError, `watch: ${watch}`);
      assert.is((err as UsageError).message, `cannot listen on 127.0.0.1:${port}: the port is in use`);
      assert.match((err as UsageError).hint, /--port/);
    }
    // The CLI says so without a stack trace and exits: the watcher was closed.
    const cli = spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../../bin/docsgen.js'), 'serve', '--port', String(port)], { cwd: dir, encoding: 'utf8', timeout: 20_000 });
    assert.is(cli.status, 1);
    assert.is(cli.stderr, `docsgen: cannot listen on 127.0.0.1:${port}: the port is in use\n  hint: pass another --port, or stop the program that uses it\n`);
  } finally {
    busy.close();
  }
});

test('--no-watch without a build is a clear error', async () => {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG });
  try {
    await serve({ configPath: path.join(dir, 'site.config.ts'), outDir: 'build', port: 0, host: '127.0.0.1', watch: false });
    assert.unreachable();
  } catch (err) {
    assert.match((err as Error).message, /nothing to preview.*\n  hint: run `docsgen build` first/);
  }
});

test.run();
