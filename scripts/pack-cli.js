// `npm pack` (prepack): bundles the CLI into dist/cli/, which the package ships and runs as it is, with V8's code
// cache for it (generator/launch/code-cache.js): the installed package is never written to, so the cache is made here.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundle, PACK_CODE_CACHE_ENV, packedDir } from '../generator/launch/cli-bundle.js';

const root = path.resolve(import.meta.dirname, '..');

rmSync(packedDir, { recursive: true, force: true });
await bundle(packedDir, '// docsgen packed bundle');
makeCodeCache();

/**
 * Builds a copy of docsgen's own docs with the packed CLI, which writes the code cache of the code a build runs.
 * A user whose Node differs from this one gets no use of it (V8 checks): their builds compile as without it.
 */
function makeCodeCache() {
  const site = mkdtempSync(path.join(tmpdir(), 'docsgen-pack-'));
  try {
    cpSync(path.join(root, 'docs', 'content'), path.join(site, 'content'), { recursive: true });
    cpSync(path.join(root, 'docs', 'home.md'), path.join(site, 'home.md'));
    writeFileSync(path.join(site, 'site.config.ts'), "export default { title: 'docsgen', url: 'https://example.com', docs: { path: 'content', routeBasePath: 'docs' }, homePage: 'home.md' };\n");
    const r = spawnSync(process.execPath, [path.join(root, 'bin', 'docsgen.js'), 'build'], { cwd: site, encoding: 'utf8', env: { ...process.env, [PACK_CODE_CACHE_ENV]: '1' } });
    if (r.status !== 0) throw new Error(`docsgen: the build that makes the packed code cache failed:\n${r.stderr}`);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
}
