// cli-bundle.js as the modules inside the CLI bundle see it (its in-bundle plugin): they run from a bundle, and
// its other entries, made from the same sources at the same time, sit beside it.
import path from 'node:path';

/** The file of entry `name` beside the running bundle (see cli-bundle.js `bundled`). */
export async function bundled(name) {
  return path.join(path.dirname(import.meta.filename), name === 'worker' ? 'worker.mjs' : `${name}.cjs`);
}
