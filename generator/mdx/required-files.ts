// `require('./x.png').default` is the file's URL, as webpack's loaders give it to Docusaurus sites (its docs write
// `<img src={require('./x.png').default} />`); esbuild's `require` of a file gives the URL itself, so `.default`
// would be undefined and the image would have no source.
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { resolveOnce } from './resolve-once.ts';

/** How esbuild reads a site's files: images, fonts and videos as files; `.js` as JSX, as Docusaurus sites write it. */
export const SITE_LOADERS = {
  ...Object.fromEntries(['.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.ico', '.woff', '.woff2', '.ttf', '.mp4', '.webm'].map((e) => [e, 'file' as const])),
  '.js': 'jsx' as const,
};

const FILE_TYPES = (Object.entries(SITE_LOADERS) as [string, string][]).filter(([, loader]) => loader === 'file').map(([ext]) => ext.slice(1));
const REQUIRED_FILE = new RegExp(`\\.(${FILE_TYPES.join('|')})$`, 'i');
const RESOLVING = 'required-file';

export const requiredFiles: Plugin = {
  name: 'docsgen-required-files',
  setup(b) {
    const resolve = resolveOnce(b);
    b.onResolve({ filter: REQUIRED_FILE }, async (a) => {
      if (a.kind !== 'require-call' || a.pluginData === RESOLVING) return undefined;
      const r = await resolve(a.path, { resolveDir: a.resolveDir, kind: 'import-statement', importer: a.importer, pluginData: RESOLVING });
      // One that cannot be resolved is reported as any other import.
      return r.errors.length ? undefined : { path: r.path, namespace: RESOLVING };
    });
    b.onLoad({ filter: /.*/, namespace: RESOLVING }, (a) => ({ contents: `export { default } from ${JSON.stringify(a.path)};`, resolveDir: path.dirname(a.path), loader: 'js' }));
  },
};
