// The site's client modules are bundled once for all its locales (each a build in one process) and `serve`'s
// rebuilds, and bundled again once a file they were made from changes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleClientModules } from '../../generator/output/client-modules.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const text = (data: string | Uint8Array | undefined) => (typeof data === 'string' ? data : Buffer.from(data ?? []).toString('utf8'));

test('the same modules: the same bundle; an edited imported file: a new one', async () => {
  const dir = tmpSite({ 'src/track.js': "import { word } from './word.js';\nexport function onRouteUpdate() { console.log(word); }\n", 'src/word.js': "export const word = 'anvil';\n" });
  const make = () => bundleClientModules(['./src/track.js'], dir, path.join(dir, 'docusaurus.config.js'));
  const first = (await make())!;
  assert.is(await make(), first, 'nothing changed: made once');
  writeFileSync(path.join(dir, 'src/word.js'), "export const word = 'bellows';\n");
  const edited = (await make())!;
  assert.is.not(edited, first);
  assert.ok(text(edited.files.get(edited.js)).includes('bellows'));
});

test.run();
