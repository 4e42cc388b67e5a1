// The content sources a site's config makes: today its docs folder (Docusaurus's default docs plugin instance).
import type { LoadedConfig } from '../config/load.ts';
import { docsSource } from './docs/source.ts';
import type { ContentSource } from './source.ts';

/** Docusaurus's id of a content plugin instance that names none. */
export const DEFAULT_SOURCE_ID = 'default';

export function contentSources(loaded: LoadedConfig): ContentSource[] {
  return [docsSource(loaded, DEFAULT_SOURCE_ID, loaded.config.docs)];
}
