import { availableParallelism } from 'node:os';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BuildError } from '../../generator/errors.ts';
import { createMarkdownProcessor } from '../../generator/markdown/processor.ts';
import { createCodeHighlighter } from '../../generator/markdown/code/highlighter.ts';
import { createPool, type Pool } from '../../generator/threads/pool.ts';
import { markdownBatch, renderBatch, withCache } from '../../generator/markdown/cache.ts';
import { AHEAD_HERE_MIN_CHARS, highlightAhead, remoteHighlight } from '../../generator/markdown/code/on-worker.ts';
import { highlightRequests } from '../../generator/markdown/code/rehype-code.ts';
import { compileBatch, mdxBatch } from '../../generator/mdx/batch.ts';
import { indexOnWorker } from '../../generator/search/files.ts';
import { createMdxCompiler } from '../../generator/mdx/compile.ts';
import { indexText, searchRecords } from '../../generator/search/records.ts';
import { buildSearchIndex } from '../../generator/search/lunr-index.ts';
import { buildSplitIndex } from '../../generator/search/split-index.ts';
import { htmlMarkdown } from '../../generator/output/html-markdown.ts';
import { htmlMarkdownOnPool } from '../../generator/output/html-markdown-pool.ts';
import { bundled } from '../../generator/launch/cli-bundle.js';
import { prestartedWorkerRunning, prestartWorker } from '../../generator/launch/worker-prestart.js';
import { doc } from '../helpers/docs.ts';

const markdown = await createMarkdownProcessor();
const routesByPath = new Map([['b.md', '/docs/b']]);
const inputs = Array.from({ length: 7 }, (_, i) => ({
  body: `## Part ${i}\n\nSee [b](./b.md#top).\n\n\`\`\`bash {1}\necho ${i}\n\`\`\`\n\n:::tip\nTip ${i}\n:::\n`,
  file: `/site/docs/p${i}.md`,
  relPath: `p${i}.md`,
  bodyLine: 3,
  routesByPath,
}));

test('the machine has the two cores the pool needs', () => {
  assert.ok(availableParallelism() >= 2);
});

test('worker threads render exactly what the calling thread renders, in input order', async () => {
  const pooled = await renderBatch(inputs, async () => markdown, { minBytes: 0, workersOnly: true });
  const here = await Promise.all(inputs.map((i) => markdown.render(i)));
  assert.equal(pooled.map((r) => (r.status === 'fulfilled' ? r.value : r.reason)), here);
});

test('a failure on a worker comes back as that input\'s rejection; the others still render', async () => {
  // A body that is not a string makes the parser throw.
  const broken = { ...inputs[0]!, body: 42 as unknown as string, file: '/site/docs/broken.md' };
  const results = await renderBatch([inputs[1]!, broken, inputs[2]!, inputs[3]!], async () => markdown, { minBytes: 0, workersOnly: true });
  assert.equal(results.map((r) => r.status), ['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  assert.match(String((results[1] as PromiseRejectedResult).reason), /Input data should be a String/);
});

test('the calling thread and the workers share a batch; every input is rendered once, in order', async () => {
  const many = Array.from({ length: 60 }, (_, i) => ({ ...inputs[i % inputs.length]!, body: `## Page ${i}\n\nText ${i}.\n`, relPath: `n${i}.md` }));
  const results = await renderBatch(many, async () => markdown, { minBytes: 0 });
  assert.equal(results.map((r) => (r.status === 'fulfilled' ? r.value.headings[0]!.text : 'rejected')), many.map((_, i) => `Page ${i}`));
});

test('an empty batch (every page cached) creates no processor', async () => {
  let created = 0;
  const results = await renderBatch([], async () => {
    created++;
    return markdown;
  });
  assert.equal([created, results.length], [0, 0]);
});

test('a small batch stays on the calling thread', async () => {
  let created = 0;
  const results = await renderBatch(inputs.slice(0, 2), async () => {
    created++;
    return markdown;
  });
  assert.is(created, 1);
  assert.is(results.length, 2);
});


test('a batch reads each body a few times, not once per comparison of its sort (a build reads bodies back from their files)', async () => {
  const reads = new Map<number, number>();
  const counted = Array.from({ length: 40 }, (_, i) => Object.defineProperty({ ...inputs[i % inputs.length]!, relPath: `c${i}.md` }, 'body', {
    get: () => (reads.set(i, (reads.get(i) ?? 0) + 1), `## Page ${i}\n\n${'text '.repeat(i)}\n`),
    enumerable: true,
  }));
  const results = await renderBatch(counted, async () => markdown);
  assert.ok(results.every((r) => r.status === 'fulfilled'));
  // Its job, its size (once for the order and the sizes) and its render.
  assert.ok(Math.max(...reads.values()) <= 3, `most reads of one body: ${Math.max(...reads.values())}`);
});
test('the Markdown cache reads each body twice, for its key and its batch (a build reads bodies back from their files)', async () => {
  const reads = new Map<number, number>();
  const counted = Array.from({ length: 20 }, (_, i) => Object.defineProperty({ ...inputs[i % inputs.length]!, relPath: `c${i}.md` }, 'body', {
    get: () => (reads.set(i, (reads.get(i) ?? 0) + 1), `## Page ${i}\n\n${'text '.repeat(i)}\n`),
    enumerable: true,
  }));
  const results = await withCache(async () => markdown, new Map(), 'salt').renderAll(counted);
  assert.ok(results.every((r) => r.status === 'fulfilled'));
  assert.equal([...new Set(reads.values())], [2]);
});

test('MDX docs compile on worker threads to the same modules and data as on the calling thread; a syntax error comes back as its problem', async () => {
  const compiler = createMdxCompiler(createCodeHighlighter);
  const docs = inputs.slice(0, 4).map((i, n) => ({ ...i, file: i.file.replace(/\.md$/, '.mdx'), frontmatter: { title: `Doc ${n}` },
    body: `import Tabs from '@theme/Tabs';\n\n## Part ${n} {#part-${n}}\n\n<Tabs groupId="os">\n  <p>{${n} + 1} in JSX</p>\n</Tabs>\n\n\`\`\`ts title="x.ts"\nconst n: number = ${n};\n\`\`\`\n` }));
  const broken = { ...docs[0]!, file: '/site/docs/broken.mdx', body: 'Text\n\n<Tabs>\n' };
  const pooled = await compileBatch([...docs, broken], async () => (input) => compiler.compileDoc(input), { minBytes: 0, workersOnly: true });
  const here = await Promise.all(docs.map((d) => compiler.compileDoc(d)));
  assert.equal(pooled.slice(0, 4).map((r) => (r.status === 'fulfilled' ? r.value : r.reason)), here);
  assert.match(here[2]!.code, /Part 2/);
  const failed = pooled[4]!;
  assert.ok(failed.status === 'rejected' && failed.reason instanceof BuildError, 'a BuildError, not a crash');
  assert.equal((failed as PromiseRejectedResult).reason.problems.map((p: { pos: { file: string } }) => p.pos.file), ['/site/docs/broken.mdx']);
});

test('a build\'s pool: workers started by warm() take batches of any size, Markdown and MDX side by side', async () => {
  const pool = createPool();
  try {
    highlightAhead(pool);
    const compiler = createMdxCompiler(createCodeHighlighter);
    const doc = { ...inputs[0]!, file: '/site/docs/t.mdx', frontmatter: {}, body: 'import Tabs from \'@theme/Tabs\';\n\n## Side by side\n\n<Tabs>x</Tabs>\n' };
    let results = 0;
    let local = 0;
    // Far below any threshold, and left to the workers: only warm() could have started them.
    const [rendered, compiled] = await Promise.all([
      pool.run(markdownBatch(pool, inputs, async () => (local++, markdown)), { minBytes: Infinity, workersOnly: true, onResult: () => results++ }),
      pool.run(mdxBatch(pool, [doc], async () => (local++, (input) => compiler.compileDoc(input))), { minBytes: Infinity, workersOnly: true }),
    ]);
    assert.is(local, 0, 'the calling thread rendered nothing');
    assert.equal(rendered.map((r) => (r.status === 'fulfilled' ? r.value.headings[0]!.text : 'rejected')), inputs.map((_, i) => `Part ${i}`));
    assert.is(results, inputs.length);
    assert.ok(compiled[0]!.status === 'fulfilled' && /Side by side/.test(compiled[0].value.code));
  } finally {
    await pool.close();
  }
});

test('once workers run, pages rendered here have their code highlighted by a worker: the same HTML', async () => {
  const pool = createPool();
  try {
    // The grammars it is told to load first; a name shiki does not know is no error.
    highlightAhead(pool, [{ lang: 'bash', code: 'ls -la' }, { lang: 'no-such-language', code: 'x' }]);
    let asked = 0;
    // Counts the highlighting requests the calling thread sends (through the input) without changing them.
    const counting = async () => ({
      render: (input: Parameters<typeof markdown.render>[0]) => markdown.render({ ...input, highlight: input.highlight && ((r) => (asked++, input.highlight!(r))) }),
    });
    const rendered = await pool.run(markdownBatch(pool, inputs, counting), { minBytes: Infinity });
    const here = await Promise.all(inputs.map((i) => markdown.render(i)));
    assert.equal(rendered.map((r) => (r.status === 'fulfilled' ? r.value : r.reason)), here);
    assert.is(asked, inputs.length, 'each page\'s code went to the worker');
  } finally {
    await pool.close();
  }
});

test('with much code ahead, this thread highlights the list\'s far end itself: those blocks are not asked for, and the HTML is the same', async () => {
  const pool = createPool();
  try {
    // Distinct blocks, enough code for this thread to take part.
    const blocks = Array.from({ length: 160 }, (_, i) => ({ lang: 'js', code: Array.from({ length: 30 }, (_, l) => `const v${i}_${l} = call(${l}, 'x'); // ${i}`).join('\n') }));
    assert.ok(blocks.reduce((n, b) => n + b.code.length, 0) >= AHEAD_HERE_MIN_CHARS);
    const sent: number[] = [];
    const ask = pool.ask.bind(pool);
    pool.ask = <T>(name: string, payload: unknown) => ((name === 'highlight' && sent.push((payload as { requests: unknown[] }).requests.length)), ask<T>(name, payload));
    highlightAhead(pool, blocks);
    // This thread's part is done a block a turn: give it turns.
    for (let i = 0; i < 200; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    const requests = blocks.map((b, i) => ({ code: b.code, lang: b.lang, marked: i % 7 === 0 ? [[2, 'highlighted']] as [number, string][] : [] }));
    const html = await remoteHighlight(pool)(requests);
    assert.equal(html, await highlightRequests(await createCodeHighlighter(), requests));
    assert.is(sent.length, 1);
    assert.ok(sent[0]! < blocks.length, `${sent[0]} of ${blocks.length} blocks asked for`);
  } finally {
    await pool.close();
  }
});

const records = searchRecords(['install', 'configure', 'tune'].map((word, i) => ({
  ...doc(`p${i}`, { title: `How to ${word}`, headings: ['Steps'] }),
  sections: [{ id: '', heading: '', text: `Text on how to ${word} the widget, ${i} times.` }, { id: 'Steps', heading: 'Steps', text: `Run the ${word} command.` }],
})));

/** The index of `records` on the pool's worker, sent in two slices as a build sends them; undefined with no worker. */
function indexElsewhere(pool: Pool, split: boolean) {
  const session = indexOnWorker(pool)();
  if (!session) return undefined;
  session.add(records.slice(0, 2).map(indexText));
  session.add(records.slice(2).map(indexText));
  return session.done(split);
}

test('the search index made on a worker, its records sent in slices, is the one made here; close() lets it finish first', async () => {
  const pool = createPool();
  try {
    assert.is(indexElsewhere(pool, false), undefined, 'no worker runs: the caller makes it itself');
    highlightAhead(pool);
    const made = indexElsewhere(pool, false);
    const split = indexElsewhere(pool, true);
    // Asked, then closed at once, as a build does.
    void pool.close();
    assert.equal(await made, { indexJson: JSON.stringify(buildSearchIndex(records)) });
    assert.equal(await split, buildSplitIndex(records));
  } finally {
    await pool.close();
  }
});

test('the Markdown of MDX docs made from their HTML on a worker is the Markdown made here, also when the pool is closed meanwhile', async () => {
  const pool = createPool();
  try {
    const jobs: [string, string][] = [
      ['<h2 id="a">A <code>b</code></h2><p>See <a href="/docs/x">x</a>.</p><pre><code class="language-js">let a = 1;\n</code></pre>', 'https://t.dev/docs/p'],
      ['<div class="theme-admonition theme-admonition-tip"><p>Tip <strong>here</strong></p></div><ul><li>one</li><li>two</li></ul>', 'https://t.dev/docs/q'],
    ];
    highlightAhead(pool);
    const made = htmlMarkdownOnPool(pool, jobs, { workersOnly: true });
    // Closed at once, as a build does: the workers stop once the batch is done.
    const closed = pool.close();
    assert.equal(await made, jobs.map(([html, page]) => htmlMarkdown(html, page)));
    assert.match((await made)[0]!, /See \[x\]\(https:\/\/t\.dev\/docs\/x\)/);
    await closed;
  } finally {
    await pool.close();
  }
});

test('the Markdown of MDX docs shared by the worker and this thread comes back in the docs\' order', async () => {
  const pool = createPool();
  try {
    const jobs = Array.from({ length: 12 }, (_, i): [string, string] => [`<h2 id="h${i}">Doc ${i}</h2>${'<p>Some <em>text</em>.</p>'.repeat(i + 1)}`, `https://t.dev/docs/d${i}`]);
    highlightAhead(pool);
    assert.equal(await htmlMarkdownOnPool(pool, jobs), jobs.map(([html, page]) => htmlMarkdown(html, page)));
  } finally {
    await pool.close();
  }
});

test('a worker the launcher prestarted makes the index when asked, and is stopped by close() when it was not needed', async () => {
  const file = await bundled('worker');
  prestartWorker(file);
  assert.ok(prestartedWorkerRunning());
  const used = createPool();
  const made = indexElsewhere(used, false);
  assert.ok(made, 'the prestarted worker is taken');
  assert.not.ok(prestartedWorkerRunning(), 'once');
  assert.equal(await made, { indexJson: JSON.stringify(buildSearchIndex(records)) });
  await used.close();

  const unneeded = prestartWorker(file);
  const exited = new Promise((resolve) => unneeded.once('exit', () => resolve('exited')));
  await createPool().close();
  const running = new Promise((resolve) => setTimeout(resolve, 5000, 'still running'));
  assert.is(await Promise.race([exited, running]), 'exited', 'terminated by the pool that never needed it');
});

test.run();
