// Issue 20, point 11: the announcement bar's id is written into the inline <head> script: one holding `</script>`
// must neither end that script (and start the author's markup as HTML) nor stop it from recognising the closed bar.
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ANNOUNCEMENT_DISMISSED_ATTR } from '../../client/constants.ts';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const ID = '</script><script>alert(1)</script><!--';

test('an announcement id holding </script> stays inside the inline script, which still hides the closed bar', async () => {
  const dir = tmpSite({
    'site.config.ts': `export default { title: 'T', url: 'https://t.dev', announcementBar: { id: ${JSON.stringify(ID)}, content: 'News' } };\n`,
    'docs/a.md': '# A\n',
  });
  const html = String((await buildSite(await loadConfig(path.join(dir, 'site.config.ts')))).files.get('docs/a/index.html'));
  assert.not.match(html, '<script>alert(1)');
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((s) => s.includes('localStorage'));
  assert.ok(inline, 'the inline head script');
  // Run as the browser would, with the bar closed before: the id read back from storage must match.
  const attrs = new Map<string, string>();
  const documentElement = { setAttribute: (k: string, v: string) => attrs.set(k, v) };
  runInNewContext(inline!, { document: { documentElement }, localStorage: { getItem: (k: string) => (k === 'theme' ? null : ID) }, matchMedia: () => ({ matches: false }), location: { pathname: '/docs/a/' } });
  assert.ok(attrs.has(ANNOUNCEMENT_DISMISSED_ATTR), 'the closed bar is hidden before paint');
});

test.run();
