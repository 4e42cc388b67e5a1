// `docsgen build` of a site with several locales: as `docusaurus build`, the default locale at the base URL, then
// each other one at `<baseUrl><locale>/` (into `<out>/<locale>`), each a whole build of its own, from the config
// loaded once (unless it reads the locale as it loads: i18n/locale-env.ts). `--locale` builds one.
import { build, stageBuild, type BuildResult } from '../build.ts';
import { createPool, lentPool } from '../threads/pool.ts';

export type BuildLocalesOptions = Parameters<typeof build>[2] & { /** Told before each locale's build when there are several. */ onLocale?: (locale: string) => void };

/**
 * Every locale staged into one output folder, swapped in once: each locale's build reuses the pages of its folder
 * in the current output, and a failed one leaves the whole current output (every locale) as it was.
 */
export async function buildLocales(configPath: string, outDir: string | undefined, opts: BuildLocalesOptions = {}): Promise<BuildResult[]> {
  const { onLocale, ...rest } = opts;
  if (opts.locale !== undefined) return [await build(configPath, outDir, rest)];
  // One pool for every locale: a new one each started its worker anew, which loaded the pipelines and grammars and
  // highlighted the same code again (jest's nine locales).
  const workers = createPool();
  const pool = lentPool(workers);
  const staged: Awaited<ReturnType<typeof stageBuild>>[] = [];
  try {
    const first = await stageBuild(configPath, outDir, { ...rest, pool });
    staged.push(first);
    for (const l of first.locales?.locales.slice(1) ?? []) {
      onLocale?.(l.name);
      staged.push(await stageBuild(configPath, outDir, { ...rest, pool, locale: l.name, within: first.staged, loaded: first.docusaurus }));
    }
    // Nothing else is asked of the workers: they stop while the output is put in place.
    void workers.close();
    // The other locales' folders readied first: the default's swap puts them in place with it.
    for (const s of [...staged.slice(1), staged[0]!]) await s.commit();
  } catch (err) {
    void workers.close();
    for (const s of staged.reverse()) await s.discard();
    throw err;
  }
  const results: BuildResult[] = [];
  for (const s of staged) results.push(await s.finish());
  return results;
}
