// The head's social and browser tags, as Docusaurus writes them: the title and description as `<title>`, `og:title`,
// `description` and `og:description` (which Twitter reads when no `twitter:` copy is given — none is, so a title a
// site's `DocItem/Metadata` sets is the one every card shows), and no `theme-color` but one the site's config gives
// (Docusaurus's template green tinted the browser's toolbar of sites of any colour).
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const METADATA = `import React from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function DocItemMetadata() { const { metadata } = useDoc(); return <PageMetadata title={metadata.title + ' (reference)'} description={metadata.description} />; }
`;

async function lamps(extra: string, files: Record<string, string> = {}) {
  const dir = tmpSite({ 'docusaurus.config.js': `module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', {}]]${extra} };\n`, 'docs/wick.md': '# Wick\n\nTrim the wick.\n', ...files });
  return String((await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')))).files.get('docs/wick/index.html'));
}

test('a title DocItem/Metadata sets is the page\'s and its card\'s: no stale twitter: copy', async () => {
  const html = await lamps('', { 'src/theme/DocItem/Metadata/index.js': METADATA });
  assert.match(html, /<title>Wick \(reference\) \| Lamps<\/title>/);
  assert.match(html, /<meta property="og:title" content="Wick \(reference\) \| Lamps"\/>/);
  assert.match(html, /<meta property="og:description" content="Trim the wick\."\/>/);
  assert.not.match(html, /twitter:title|twitter:description/);
  assert.match(html, /<meta name="twitter:card"/);
});

test('no theme-color but the site\'s own', async () => {
  assert.not.match(await lamps(''), /theme-color/);
  const own = await lamps(", themeConfig: { metadata: [{ name: 'theme-color', content: '#0055ff' }] }");
  assert.equal([...own.matchAll(/<meta name="theme-color" content="([^"]*)"/g)].map((m) => m[1]), ['#0055ff']);
});

test.run();
