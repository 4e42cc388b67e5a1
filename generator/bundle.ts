// Stage 5: the browser files — the boot module and the stylesheet — bundled by esbuild with content-hashed names.
import path from 'node:path';
import { build } from 'esbuild';
import { ASSETS_DIR } from '../client/constants.ts';
import type { OutputMap } from './types.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface BundleResult {
  /** Output paths (relative to the output root) of each entry, by entry name. */
  entries: { boot: string; css: string };
  files: OutputMap;
}

export async function bundleClient(): Promise<BundleResult> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { boot: 'client/boot.ts', style: 'templates/styles.css' },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    write: false,
    outdir: ASSETS_DIR,
    entryNames: '[name].[hash]',
    chunkNames: '[name].[hash]',
    metafile: true,
    jsx: 'automatic',
    // React's production build for the islands.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const files: OutputMap = new Map();
  for (const f of result.outputFiles) files.set(path.relative(ROOT, f.path).split(path.sep).join('/'), f.contents);
  const outputs = Object.entries(result.metafile.outputs);
  const find = (entry: string) => outputs.find(([, o]) => o.entryPoint === entry)![0];
  return { entries: { boot: find('client/boot.ts'), css: find('templates/styles.css') }, files };
}
