// docsgen's browser files are the same for every build of one docsgen: run from the sources, a process bundles them
// once (a site's locales are a build each), and a failed bundle is not kept.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleClient } from '../../generator/output/client-assets.ts';
import { frontEndKey } from '../../generator/build-cache.ts';

test('a second build in the process takes the first one\'s bundle', async () => {
  const first = await bundleClient(frontEndKey());
  const second = await bundleClient(frontEndKey());
  assert.is(second, first);
  assert.ok(first.files.get(first.entries.boot)?.length, 'the boot module is there');
});

test.run();
