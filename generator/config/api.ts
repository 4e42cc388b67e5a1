// What a site's config file imports from 'docsgen'. Kept free of Node imports so it bundles anywhere.
import type { UserConfig } from './schema.ts';

/** Identity helper that gives a config file its types. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
