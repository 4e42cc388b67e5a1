// A provider written in an MDX doc around a component that needs the browser: the whole element hydrates, so the
// inner component reads the provider's context in the browser as on the server (mdx/inline-islands.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';

const text = (v: string | Uint8Array | undefined) => (typeof v === 'string' ? v : new TextDecoder().decode(v));
const article = (html: string) => /<article class="markdown">([\s\S]*?)<\/article>/.exec(html)![1]!;

const PROVIDER = "import { createContext } from 'react';\nexport const Tone = createContext('plain');\nexport function ToneProvider({ tone, children }) { return <Tone.Provider value={tone}><section className=\"toned\">{children}</section></Tone.Provider>; }\n";
const DEMO = "import { useContext, useState } from 'react';\nimport { Tone } from './tone';\nexport function Chime() { const tone = useContext(Tone); const [n, set] = useState(0); return <button onClick={() => set(n + 1)}>{`${tone} ${n}`}</button>; }\n";

async function build(doc: string, files: Record<string, string> = {}) {
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'src/tone.js': PROVIDER, 'src/chime.js': DEMO, 'docs/a.mdx': doc, ...files });
  const site = await buildSite(await loadConfig(path.join(dir, 'site.config.ts')));
  return { site, body: article(text(site.files.get('docs/a/index.html'))) };
}

test('a provider around an island component, written in the doc, hydrates with it as one island', async () => {
  const { site, body } = await build("import { ToneProvider } from '@site/src/tone';\nimport { Chime } from '../src/chime';\n\n# A\n\n<ToneProvider tone=\"bright\"><Chime /></ToneProvider>\n");
  const island = /<div class="island" data-island="site" data-island-src="\/(assets\/[^"]+)" data-island-export="DocsgenInline0"[^>]*><section class="toned"><button>bright 0<\/button><\/section><\/div>/.exec(body);
  assert.ok(island, `the provider is inside the island: ${body}`);
  assert.is(body.match(/class="island"/g)!.length, 1, 'the inner component is no island of its own');
  // The browser's island code (the entry and the chunks it shares) has the provider.
  const browser = [...site.files].filter(([f]) => /^assets\/island-/.test(f)).map(([, v]) => text(v)).join('\n');
  assert.ok(site.files.has(island![1]!));
  assert.match(browser, /toned/, "the islands' code has the provider");
});

test('an element without an island inside, with Markdown inside, or naming a component MDX provides stays as it is', async () => {
  const { body } = await build("import { ToneProvider } from '@site/src/tone';\nimport { Chime } from '@site/src/chime';\n\n# A\n\n<ToneProvider tone=\"calm\"><span>still</span></ToneProvider>\n\n<ToneProvider tone=\"warm\">\n\n**Bold** <Chime />\n\n</ToneProvider>\n\n<ToneProvider tone=\"cool\"><Details><summary>More</summary><Chime /></Details></ToneProvider>\n", {});
  assert.not.match(body, /DocsgenInline/);
  assert.match(body, /<section class="toned"><span>still<\/span><\/section>/);
  assert.match(body, /<section class="toned"><p><strong>Bold<\/strong> <span class="island"[^>]*data-island-export="Chime"/);
  assert.match(body, /<section class="toned"><details[^>]*>[\s\S]*?data-island-export="Chime"/);
});

test('a warm build compiles the doc again when an imported component starts needing the browser', async () => {
  const doc = "import { ToneProvider } from '@site/src/tone';\nimport { Chime } from '../src/chime';\n\n# A\n\n<ToneProvider tone=\"bright\"><Chime /></ToneProvider>\n";
  const still = "export function Chime() { return <b>still</b>; }\n";
  const dir = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, 'src/tone.js': PROVIDER, 'src/chime.js': still, 'docs/a.mdx': doc });
  const loaded = await loadConfig(path.join(dir, 'site.config.ts'));
  const first = await buildSite(loaded);
  assert.not.match(article(text(first.files.get('docs/a/index.html'))), /class="island"/);
  writeFileSync(path.join(dir, 'src/chime.js'), DEMO);
  const second = await buildSite(loaded, { cache: first.cache });
  const body = article(text(second.files.get('docs/a/index.html')));
  assert.match(body, /data-island-export="DocsgenInline0"[^>]*><section class="toned"><button>bright 0<\/button>/, body);
  // And back: the provider is server HTML again.
  writeFileSync(path.join(dir, 'src/chime.js'), still);
  const third = await buildSite(loaded, { cache: second.cache });
  assert.not.match(article(text(third.files.get('docs/a/index.html'))), /class="island"/);
});

test.run();
