// Load the search engine from a build's output map, as the browser would from the two files.
import type { SiteBuild } from '../../generator/build.ts';
import { engineOf, type SearchEngine } from '../../client/search/engine.ts';

export function engineFrom(site: SiteBuild): SearchEngine {
  const file = (prefix: string) => {
    const name = [...site.files.keys()].find((k) => k.startsWith(`assets/${prefix}.`) && k.endsWith('.json'));
    if (!name) throw new Error(`no ${prefix} file in the build`);
    return JSON.parse(site.files.get(name) as string);
  };
  return engineOf(file('search-docs'), file('search-index'));
}
