// The site's Markdown plugins on a worker thread, which compiles MDX docs too: functions do not cross threads, so
// the worker loads the config itself and finds each part's plugins by the key the calling thread made of them
// (site-plugins.ts). A config that gives other plugins here than there (one that reads the clock, say) leaves
// its keys unmatched, and the calling thread then compiles those docs alone.
import { loadConfig } from '../config/load.ts';
import { reuseBundles, type ModuleBundle } from '../import-module.ts';
import { pluginsKey, sitePlugins, type MarkdownPlugins } from './site-plugins.ts';

/** `bundles`: the calling thread's bundles of the config and what it loads (its esbuild output is reused here). */
export async function pluginsByKey(configFile: string, bundles: [string, ModuleBundle][] = []): Promise<Map<string, MarkdownPlugins>> {
  reuseBundles(bundles);
  const { config } = await loadConfig(configFile);
  const parts = [config.docs, ...config.docsInstances, config.blog, ...config.blogInstances, config.pages, ...config.pagesInstances];
  const plugins = parts.flatMap((part) => (part ? [sitePlugins(part)] : [])).filter((p) => p !== undefined);
  return new Map(plugins.map((p) => [pluginsKey(p), p]));
}
