// Docusaurus's `docuHash`: the name it gives a file it generates for a path (a blog post's metadata,
// `site-blog-first-post-md-e27.json`), which a site's code may import by that name: the path in kebab case and the
// first 3 hex digits of its md5, the name cut to what a file system takes (Linux's 255 bytes, less the room
// Docusaurus keeps for what it appends).
import { createHash } from 'node:crypto';
import kebabCase from 'lodash.kebabcase';

const MAX_BYTES = 255 - 10;

export function docuHash(text: string): string {
  if (text === '/') return 'index';
  const hash = createHash('md5').update(text).digest('hex').slice(0, 3);
  const name = kebabCase(text);
  return `${Buffer.byteLength(`${name}-${hash}`) > MAX_BYTES ? Buffer.from(name).subarray(0, MAX_BYTES - 1).toString() : name}-${hash}`;
}
