// A plugin's `build.resolve`, asked each question once per build. esbuild answers each such call with a resolver of
// its own, which lists every folder from the import's up to the root again: in a /tmp of 14,000 entries that was
// ~10 ms of esbuild's CPU a call, ~1.5 s on jest's docs, whose four versions ask the same few questions ~125 times.
import path from 'node:path';
import type { PluginBuild, ResolveOptions, ResolveResult } from 'esbuild';

export function resolveOnce(b: PluginBuild): (spec: string, options: ResolveOptions) => Promise<ResolveResult> {
  const answers = new Map<string, Promise<ResolveResult>>();
  return (spec, o) => {
    // The plugins' answers depend on the importer's folder, never on its file name.
    const key = JSON.stringify([spec, o.resolveDir, o.kind, o.namespace, o.pluginData, o.importer && path.dirname(o.importer)]);
    let answer = answers.get(key);
    if (!answer) answers.set(key, (answer = b.resolve(spec, o)));
    return answer;
  };
}
