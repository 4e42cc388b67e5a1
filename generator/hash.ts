// The one hash of the build: cache keys, stage fingerprints and content-hashed file names.
import { createHash } from 'node:crypto';

/** The hex SHA-1 of `parts`, one after the other. */
export function sha1(...parts: (string | Uint8Array)[]): string {
  const h = createHash('sha1');
  for (const p of parts) h.update(p);
  return h.digest('hex');
}
