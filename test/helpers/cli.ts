// Run the docsgen CLI as a user would, in a child process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const BIN = path.resolve(import.meta.dirname, '../../bin/docsgen.js');

export function docsgen(args: string[], opts: { cwd?: string; uid?: number } = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: opts.cwd, encoding: 'utf8', uid: opts.uid, gid: opts.uid });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
