// Which docs versions a search looks in, as Docusaurus's contextual search does: for each docs instance with
// several versions, the version of the page being read, else the reader's preferred version, else the last.
import type { SearchVersion } from '../../generator/types.ts';
import { ATTR } from '../inlined-constants.ts';
import { readPreferredVersion } from '../versions.ts';

/** `versions`: each search document's version (the engine's list). */
export function versionScope(versions: readonly (SearchVersion | undefined)[]): (version: SearchVersion | undefined) => boolean {
  const page = document.querySelector(`#main [${ATTR.docsPlugin}]`);
  const active = new Map<string, string | null>();
  const activeIn = (pluginId: string) => {
    if (!active.has(pluginId)) {
      const own = page?.getAttribute(ATTR.docsPlugin) === pluginId ? page.getAttribute(ATTR.version) : readPreferredVersion(pluginId);
      // A preferred version the site no longer has counts as none.
      active.set(pluginId, own !== null && versions.some((v) => v?.pluginId === pluginId && v.name === own) ? own : null);
    }
    return active.get(pluginId)!;
  };
  return (version) => {
    if (!version) return true;
    const name = activeIn(version.pluginId);
    return name === null ? version.isLast === true : version.name === name;
  };
}
