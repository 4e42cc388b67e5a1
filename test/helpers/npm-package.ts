// A package from the npm registry, for tests of what docsgen does with a site's own copy of it (react-live): installed
// once per machine into a folder under the temp folder (the local npm cache first), then linked into each test site.
// Without it (offline, the registry refusing) the test file skips, with one line saying why.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The `node_modules` folder holding `spec` (`react-live@5.0.1`) and its dependencies, or undefined after a skip line. */
export function npmPackage(spec: string, what: string): string | undefined {
  const dir = path.join(tmpdir(), 'docsgen-test-npm', spec.replace(/[^\w.-]+/g, '_'));
  const modules = path.join(dir, 'node_modules');
  if (existsSync(modules)) return modules;
  // Installed beside, then moved into place whole: test files running at once never see half an install.
  mkdirSync(path.dirname(dir), { recursive: true });
  const work = mkdtempSync(`${dir}-`);
  writeFileSync(path.join(work, 'package.json'), '{ "private": true }\n');
  const r = spawnSync('npm', ['install', spec, '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock'], { cwd: work, encoding: 'utf8', timeout: 180_000 });
  if (r.status !== 0) {
    rmSync(work, { recursive: true, force: true });
    console.log(`skip: ${what}: npm install ${spec} failed (offline?): ${(r.stderr || String(r.error)).trim().split('\n').pop()}`);
    return undefined;
  }
  try {
    renameSync(work, dir);
  } catch {
    // Another test file installed it first.
    rmSync(work, { recursive: true, force: true });
  }
  return modules;
}

/** Links `modules` into `siteDir` as its `node_modules`. */
export function linkModules(siteDir: string, modules: string): void {
  symlinkSync(modules, path.join(siteDir, 'node_modules'), 'dir');
}
