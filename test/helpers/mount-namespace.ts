// Disk faults that root cannot get from file modes (a full disk, a read-only file system): a shell script run in a
// private mount namespace, where it may mount a small or read-only tmpfs that no other process sees and that is
// gone when the script ends.
import { spawnSync } from 'node:child_process';

/** Whether this machine lets a test do that (root, or CAP_SYS_ADMIN, and unshare); if not, one line says so. */
export function canMount(what: string): boolean {
  const r = spawnSync('unshare', ['-m', 'sh', '-c', 'mount -t tmpfs -o size=4k tmpfs /mnt'], { encoding: 'utf8' });
  if (r.status === 0) return true;
  console.log(`skip: ${what}: cannot mount a tmpfs in a private mount namespace here (needs unshare and root): ${(r.stderr || String(r.error)).trim()}`);
  return false;
}

/** Runs `script` with `sh -e` in a mount namespace of its own, in `cwd`. */
export function inMountNamespace(script: string, cwd: string): { code: number | null; out: string; err: string } {
  const r = spawnSync('unshare', ['-m', 'sh', '-e', '-c', script], { cwd, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
