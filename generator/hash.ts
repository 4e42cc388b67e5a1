// The one hash of the build: cache keys, stage fingerprints and content-hashed file names.
import { createHash } from 'node:crypto';

/** The hex SHA-1 of `data`. */
export function sha1(data: string | Uint8Array): string {
  return createHash('sha1').update(data).digest('hex');
}
