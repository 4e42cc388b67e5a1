// What Docusaurus's MDX loader makes of a Markdown file a module imports, besides its content: the exports it adds
// (`frontMatter`, `assets`; a blog post's `metadata`, its blog's metadata file) and, for the import
// `post.md?truncated=true` (a plugin's route module that lists posts), the content before the truncate marker.
import path from 'node:path';
import { docuHash } from '../docusaurus/docu-hash.ts';
import type { LazyRoutes } from '../docusaurus/generated-routes.ts';
import { beforeTruncateMarker } from '../content/blog/posts.ts';

/** The body as imported: cut at the truncate marker when the import asks (its query, esbuild's `suffix`). */
export function importedBody(body: string, suffix: string | undefined): string {
  return new URLSearchParams(suffix?.replace(/^\?/, '') ?? '').get('truncated') === 'true' ? beforeTruncateMarker(body) : body;
}

/** The exports added to the file's compiled module; `routes`: the build's, whose data files hold the posts' metadata. */
export async function markdownExports(file: string, siteDir: string, frontMatter: Record<string, unknown>, routes?: LazyRoutes): Promise<string> {
  const image = typeof frontMatter.image === 'string' ? frontMatter.image : undefined;
  const lines = [`export const frontMatter = ${JSON.stringify(frontMatter)};`, `export const assets = ${JSON.stringify(image ? { image } : {})};`];
  const name = `/${docuHash(`@site/${path.relative(siteDir, file).split(path.sep).join('/')}`)}.json`;
  const metadata = routes && [...(await routes.files()).keys()].find((k) => k.startsWith('docusaurus-plugin-content-blog/') && k.endsWith(name));
  if (metadata) lines.push(`export { default as metadata } from ${JSON.stringify(`@generated/${metadata}`)};`);
  return `\n${lines.join('\n')}\n`;
}
