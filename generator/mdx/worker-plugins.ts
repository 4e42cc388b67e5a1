// The site's Markdown plugins on a worker thread, which compiles MDX docs too: functions do not cross threads, so
// the worker loads the config itself and finds each part's plugins by the key the calling thread made of them
// (site-plugins.ts). A config that gives other plugins here than there (one that reads the clock, say) leaves
// its keys unmatched, and the calling thread then compiles those docs alone.
import { loadConfig } from '../config/load.ts';
import { pluginsKey, sitePlugins, type MarkdownPlugins } from './site-plugins.ts';

export async function pluginsByKey(configFile: string): Promise<Map<string, MarkdownPlugins>> {
  const { config } = await loadConfig(configFile);
  const parts = [config.docs, ...config.docsInstances, config.blog, config.pages];
  const plugins = parts.flatMap((part) => (part ? [sitePlugins(part)] : [])).filter((p) => p !== undefined);
  return new Map(plugins.map((p) => [pluginsKey(p), p]));
}
