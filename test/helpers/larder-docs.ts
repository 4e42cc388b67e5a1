// A small docs site (two docs in one sidebar) for the tests of the docs page's layout and routes' roots, built with
// the site's theme files given (`src/theme/<Name>/index.js`).
import path from 'node:path';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from './tmp-site.ts';

/** The site's files: `baseUrl` given or the default; docs `flour` and `salt` (with `body` after each title). */
export function larderDocs(baseUrl?: string, body = ''): Record<string, string> {
  return {
    'docusaurus.config.js': `module.exports = {
  title: 'Larder', url: 'https://larder.example.org',${baseUrl ? ` baseUrl: '${baseUrl}',` : ''}
  presets: [['classic', { blog: false, pages: false, docs: { sidebarPath: './sidebars.js' } }]],
};
`,
    'sidebars.js': "module.exports = { main: ['flour', 'salt'] };\n",
    'docs/flour.md': `# Flour\n${body}`, 'docs/salt.md': `# Salt\n${body}`,
  };
}

/** The site built with `theme`; `layout(file)`: the docs wrapper's content there, without its inline rules. */
export async function buildLarder(theme: Record<string, string>, extra: Record<string, string> = {}) {
  const dir = tmpSite({ ...larderDocs('/larder/'), ...extra, ...Object.fromEntries(Object.entries(theme).map(([name, source]) => [`src/theme/${name}/index.js`, source])) });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const page = (file: string) => String(built.files.get(file));
  const layout = (file: string) => /<div class="docs-wrapper main-wrapper site-doc-root"><style>[^<]*<\/style>([^]*)<\/div>(?=<footer|<script|<\/body>)/.exec(page(file))?.[1] ?? '';
  return { built, page, layout };
}
