// Run the docsgen CLI as a user would, in a child process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The launcher, for a test that runs it from a shell script of its own. */
export const BIN = path.resolve(import.meta.dirname, '../../bin/docsgen.js');

/** `withoutReadOverride`: run through setpriv, dropping CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH (root then obeys file modes). */
/** `timeout` (ms): killed after it (`signal` then says so), so that a command that never ends cannot hang a test. */
export function docsgen(args: string[], opts: { cwd?: string; withoutReadOverride?: boolean; timeout?: number } = {}) {
  const caps = '-dac_override,-dac_read_search';
  const command = opts.withoutReadOverride ? ['setpriv', `--inh-caps=${caps}`, `--bounding-set=${caps}`, process.execPath] : [process.execPath];
  const r = spawnSync(command[0]!, [...command.slice(1), BIN, ...args], { cwd: opts.cwd, encoding: 'utf8', timeout: opts.timeout });
  return { code: r.status, signal: r.signal, out: r.stdout, err: r.stderr };
}
