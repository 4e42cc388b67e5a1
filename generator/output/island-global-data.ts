// `useGlobalData()` once per page: each island's data ends with the global data it was rendered with (every island of
// a doc the same, a long sidebar of islands too), which here becomes a key naming a JSON script the page carries once
// (client/island-parts.tsx reads it). Done on the page's HTML, so that HTML from the build cache is treated the same.
import { sha1 } from '../hash.ts';
import { GLOBAL_SCRIPT_ATTR } from '../../templates/theme/site-config-views.ts';

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
  // JSON in a <script>: no `</script>` or `<!--` can end it early.
  const scripts = [...found].map(([key, json]) => `<script type="application/json" ${GLOBAL_SCRIPT_ATTR}="${key}">${json.replace(/</g, '\\u003c')}</script>`).join('');
  return { html: out, scripts };
}

function parses(json: string): boolean {
  try {
    JSON.parse(json);
    return true;
  } catch {
    return false;
  }
}
