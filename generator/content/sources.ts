// The content sources a site's config makes: each version of each docs instance (the main docs, `docsInstances`),
// and the blog.
import type { LoadedConfig } from '../config/load.ts';
import { blogSource } from './blog/source.ts';
import { docsSource } from './docs/source.ts';
import { planVersions } from './docs/versions.ts';
import type { ContentSource } from './source.ts';

/** Docusaurus's id of a content plugin instance that names none. */
export const DEFAULT_SOURCE_ID = 'default';

export function contentSources(loaded: LoadedConfig): ContentSource[] {
  const instances = [{ ...loaded.config.docs, id: DEFAULT_SOURCE_ID }, ...loaded.config.docsInstances];
  const docs = instances.flatMap((options) => planVersions(loaded.root, loaded.file, options).map((plan) => docsSource(loaded, options, plan)));
  return loaded.config.blog ? [...docs, blogSource(loaded, loaded.config.blog)] : docs;
}
