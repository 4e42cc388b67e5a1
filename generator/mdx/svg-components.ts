// An SVG file that a component or an MDX doc imports (`import Logo from './logo.svg'`, `require('./x.svg').default`)
// is a React component that draws it inline, as Docusaurus's SVGR loader makes it (@svgr/core, with Docusaurus's
// defaults: SVGO's default preset keeping the title and the viewBox, and a `title` prop, under the site's own
// `svgrConfig` merged over them key by key as Docusaurus merges it). A stylesheet's `url()` of an SVG stays a file.
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { Config, ConfigPlugin } from '@svgr/core';
import { resolveOnce } from './resolve-once.ts';

const NAMESPACE = 'docsgen-svg-component';
const requireHere = createRequire(import.meta.url);
type SvgrPlugin = Exclude<ConfigPlugin, string>;
/** The files whose imports of an SVG get a component: Docusaurus's SVGR rule applies to these importers. */
const REACT_SOURCE = /\.(?:[cm]?[jt]sx?|mdx?)$/i;

const SVGR_CONFIG: Config = {
  prettier: false,
  svgo: true,
  svgoConfig: { plugins: [{ name: 'preset-default', params: { overrides: { removeTitle: false, removeViewBox: false } } } as never] },
  titleProp: true,
};

/** `svgrConfig`: the site's (`svgr.svgrConfig` of the classic preset), over the defaults; the plugins stay docsgen's. */
export const svgComponents = (svgrConfig: Config = {}): Plugin => ({
  name: 'docsgen-svg-components',
  setup(b) {
    const resolve = resolveOnce(b);
    b.onResolve({ filter: /\.svg$/i }, async (a) => {
      if (a.pluginData === NAMESPACE || a.kind === 'url-token' || a.kind === 'import-rule' || !REACT_SOURCE.test(a.importer)) return undefined;
      // As an import: a `require` of a file is otherwise answered by required-files.ts.
      const r = await resolve(a.path, { resolveDir: a.resolveDir, kind: 'import-statement', importer: a.importer, pluginData: NAMESPACE });
      // One that cannot be resolved is reported as any other import. The site's resolver (`@site/…`) asks again
      // for the path it maps to, which this plugin answers first.
      return r.errors.length || (r.namespace !== 'file' && r.namespace !== NAMESPACE) ? undefined : { path: r.path, namespace: NAMESPACE };
    });
    b.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (a) => {
      // Loaded only by a site that imports an SVG: SVGR brings Babel and SVGO. Required (CommonJS), as the CLI's
      // bundle, which leaves them out, can run no `import()` of code from V8's code cache (launch/cli-bundle.js).
      const { transform } = requireHere('@svgr/core') as typeof import('@svgr/core');
      const plugins = ['@svgr/plugin-svgo', '@svgr/plugin-jsx'].map((p) => requireHere(p) as SvgrPlugin);
      try {
        const code = await transform(await readFile(a.path, 'utf8'), { ...SVGR_CONFIG, ...svgrConfig, plugins }, { filePath: a.path });
        return { contents: code, resolveDir: path.dirname(a.path), loader: 'jsx' };
      } catch (err) {
        // Reported at the import, as a file that cannot be read is.
        return { errors: [{ text: `${path.basename(a.path)} is not an SVG SVGR can read (${(err as Error).message.split('\n')[0]}): check that it opens in a browser` }] };
      }
    });
  },
});
