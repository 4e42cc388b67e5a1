// `useGlobalData()` once per page: each island's data ends with the global data it was rendered with (every island of
// a doc the same, a long sidebar of islands too), which here becomes a key naming a JSON script the page carries once
// (client/island-parts.tsx reads it). Done on the page's HTML, so that HTML from the build cache is treated the same.
import { sha1 } from '../hash.ts';
import { GLOBAL_SCRIPT_ATTR } from '../../templates/theme/site-config-views.ts';
import { DOCS_VIEW_SUFFIX, withoutDocLists } from '../../templates/theme/global-data-views.ts';

/**
 * An island's `data-props` ending with its global data (templates/theme/island.tsx puts it last). An attribute's
 * value holds no `"`, so the match cannot run past the attribute's end.
 */
const CARRIED = /,&quot;globalData&quot;:(\{[^"<>]*\})\}"/g;

const ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#x27;': "'", '&#39;': "'" };

/** `html` with each island's global data as the key of a script, and those scripts (to put once on the page). */
export function globalDataOnce(html: string): { html: string; scripts: string } {
  const found = new Map<string, string>();
  const out = html.replace(CARRIED, (whole, escaped: string) => {
    const json = escaped.replace(/&(?:quot|amp|lt|gt|#x27|#39);/g, (e) => ENTITIES[e]!);
    // Not an island's own (a prop of that name that ends the data: then the JSON ends before the match does).
    if (!parses(json)) return whole;
    const key = sha1(json).slice(0, 12);
    found.set(key, json);
    return `,&quot;globalData&quot;:&quot;${key}&quot;}"`;
  });
  const derived = docsViews(found);
  for (const key of derived.keys()) found.delete(key);
  const named = derived.size ? out.replace(/,&quot;globalData&quot;:&quot;(\w+)&quot;\}"/g, (ref, key: string) => (derived.has(key) ? `,&quot;globalData&quot;:&quot;${derived.get(key)}${DOCS_VIEW_SUFFIX}&quot;}"` : ref)) : out;
  // JSON in a <script>: no `</script>` or `<!--` can end it early.
  const scripts = [...found].map(([key, json]) => `<script type="application/json" ${GLOBAL_SCRIPT_ATTR}="${key}">${json.replace(/</g, '\\u003c')}</script>`).join('');
  return { html: named, scripts };
}

/** The keys among `found` whose data is the docs' view of another's (a theme override's island beside a doc's): that key. */
function docsViews(found: Map<string, string>): Map<string, string> {
  const byJson = new Map([...found].map(([key, json]) => [json, key]));
  const derived = new Map<string, string>();
  if (found.size < 2) return derived;
  for (const [key, json] of found) {
    const lean = JSON.stringify(withoutDocLists(JSON.parse(json) as Record<string, Record<string, unknown>>));
    const leanKey = lean !== json ? byJson.get(lean) : undefined;
    if (leanKey) derived.set(leanKey, key);
  }
  return derived;
}

function parses(json: string): boolean {
  try {
    JSON.parse(json);
    return true;
  } catch {
    return false;
  }
}
