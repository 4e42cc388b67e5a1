// `docsgen build` of a site with several locales: as `docusaurus build`, the default locale at the base URL, then
// each other one at `<baseUrl><locale>/` (into `<out>/<locale>`), each a whole build of its own. `--locale` builds one.
import { build, type BuildResult } from '../build.ts';

export type BuildLocalesOptions = Parameters<typeof build>[2] & { /** Told before each locale's build when there are several. */ onLocale?: (locale: string) => void };

/** The default locale's build first (it replaces the output folder whole), then the others'. */
export async function buildLocales(configPath: string, outDir: string | undefined, opts: BuildLocalesOptions = {}): Promise<BuildResult[]> {
  const { onLocale, ...rest } = opts;
  const first = await build(configPath, outDir, rest);
  if (opts.locale !== undefined || !first.locales) return [first];
  const results = [first];
  for (const l of first.locales.locales.slice(1)) {
    onLocale?.(l.name);
    results.push(await build(configPath, outDir, { ...rest, locale: l.name }));
  }
  return results;
}
