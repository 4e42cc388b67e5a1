// esbuild's [hash] covers the modules' paths as well as the output, so the same site built in another folder (a
// shard of a CI matrix, a second checkout) names its island chunks differently. These names come from the
// content alone: a chunk's after the names of the chunks it imports are settled, so a change still renames
// every file that leads to it.
import path from 'node:path';
import type { Metafile, OutputFile } from 'esbuild';
import { sha1 } from '../hash.ts';

/**
 * The output files by path (relative to `workDir`, with `/`), the JavaScript ones under content-hashed names, and
 * esbuild's name of each (as its metafile has it) → the name given.
 */
export function namedByContent(outputs: Metafile['outputs'], files: OutputFile[], workDir: string): { files: Map<string, Uint8Array>; names: Map<string, string> } {
  const contents = new Map(files.map((f) => [path.relative(workDir, f.path).split(path.sep).join('/'), f.contents]));
  const renamed = new Map<string, string>();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const named = new Map<string, Uint8Array>();
  const settle = (out: string): string => {
    const done = renamed.get(out);
    if (done !== undefined) return done;
    let text = decoder.decode(contents.get(out));
    for (const imp of outputs[out]?.imports ?? []) {
      if (!imp.path.endsWith('.js') || !contents.has(imp.path) || imp.path === out) continue;
      text = text.replaceAll(path.posix.basename(imp.path), path.posix.basename(settle(imp.path)));
    }
    const data = encoder.encode(text);
    const name = `${out.replace(/\.js$/, '').replace(/\.[A-Z0-9]{8}$/, '')}.${sha1(data).slice(0, 8)}.js`;
    renamed.set(out, name);
    named.set(name, data);
    return name;
  };
  for (const out of contents.keys()) {
    if (out.endsWith('.js')) settle(out);
    else named.set(out, contents.get(out)!);
  }
  return { files: named, names: renamed };
}
