// A site's locales are built one after another on one pool of worker threads (i18n/build-locales.ts): the workers
// start once, not once a locale, and every locale's code is highlighted as the default's is.
import dc from 'node:diagnostics_channel';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildLocales } from '../../generator/i18n/build-locales.ts';
import { MDX_MIN_BYTES } from '../../generator/mdx/batch.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const LOCALES = ['en', 'fr', 'de'];

/** MDX docs (JSX in each) with code blocks, enough text that the build starts its workers. */
function docs(): Record<string, string> {
  const filler = 'Words about the orchard and the trees that grow in it. '.repeat(40);
  const files: Record<string, string> = {};
  for (let i = 0, bytes = 0; bytes < MDX_MIN_BYTES * 1.5; i++) {
    const text = `# Page ${i}\n\n<div className="note">Note ${i}</div>\n\n${filler}\n\n\`\`\`js\nconst tree${i} = plant(${i});\n\`\`\`\n\n${filler}\n\n\`\`\`bash\nnpm run grow -- ${i}\n\`\`\`\n`;
    files[`docs/page-${i}.mdx`] = text;
    bytes += text.length;
  }
  return files;
}

test('the workers start once for all the locales, and each locale\'s code is highlighted alike', async () => {
  const site = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'Orchard', url: 'https://orchard.example', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ${JSON.stringify(LOCALES)} }, presets: [['classic', { docs: {}, blog: false }]] };\n`,
    ...docs(),
  });
  let started = 0;
  const onWorker = () => void started++;
  dc.subscribe('worker_threads', onWorker);
  try {
    await buildLocales(path.join(site, 'docusaurus.config.js'), undefined);
  } finally {
    dc.unsubscribe('worker_threads', onWorker);
  }
  assert.is(started, Math.min(availableParallelism(), 4) - 1, 'one pool\'s workers');
  const code = (rel: string) => [...readFileSync(path.join(site, 'build', rel, 'docs/page-3/index.html'), 'utf8').matchAll(/<pre class="shiki[\s\S]*?<\/pre>/g)].map((m) => m[0]);
  assert.is(code('').length, 2);
  assert.match(code('')[0]!, /style="--shiki-light:/);
  for (const l of LOCALES.slice(1)) assert.equal(code(l), code(''), `${l}'s code`);
});

test.run();
