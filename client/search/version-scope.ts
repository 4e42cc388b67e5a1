// Which docs versions a search looks in, as Docusaurus's contextual search does: for each docs instance with
// several versions, the version of the page being read, else the reader's preferred version, else the last.
import type { SearchDoc } from '../../generator/types.ts';
import { ATTR } from '../inlined-constants.ts';
import { readPreferredVersion } from '../versions.ts';

export function versionScope(docs: readonly SearchDoc[]): (doc: SearchDoc) => boolean {
  const page = document.querySelector(`#main [${ATTR.docsPlugin}]`);
  const active = new Map<string, string | null>();
  const activeIn = (pluginId: string) => {
    if (!active.has(pluginId)) {
      const own = page?.getAttribute(ATTR.docsPlugin) === pluginId ? page.getAttribute(ATTR.version) : readPreferredVersion(pluginId);
      // A preferred version the site no longer has counts as none.
      active.set(pluginId, own !== null && docs.some((d) => d.version?.pluginId === pluginId && d.version.name === own) ? own : null);
    }
    return active.get(pluginId)!;
  };
  return (doc) => {
    if (!doc.version) return true;
    const name = activeIn(doc.version.pluginId);
    return name === null ? doc.version.isLast === true : doc.version.name === name;
  };
}
