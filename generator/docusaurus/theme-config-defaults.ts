// The `themeConfig` a site's components read (`useThemeConfig()`) with the defaults Docusaurus's classic theme fills
// in when it validates the config: a component may read `tableOfContents.maxHeadingLevel`, `navbar.hideOnScroll`
// `docs.sidebar.hideable` or `blog.sidebar.groupByYear` that the site never set. What the site sets wins, key by key.
type Obj = Record<string, unknown>;

const DEFAULTS: Obj = {
  blog: { sidebar: { groupByYear: true } },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  docs: { versionPersistence: 'localStorage', sidebar: { hideable: false, autoCollapseCategories: false } },
  metadata: [],
  navbar: { hideOnScroll: false, items: [] },
  prism: {
    additionalLanguages: [],
    magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } }],
  },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
};

/** Defaults of parts that are there only when the site has them. */
const WHEN_SET: Obj = {
  footer: { style: 'light', links: [] },
  announcementBar: { id: 'announcement-bar', isCloseable: true },
};

export function withThemeDefaults(themeConfig: Obj): Obj {
  const out = merged(DEFAULTS, themeConfig);
  for (const [key, value] of Object.entries(WHEN_SET)) if (isObj(themeConfig[key])) out[key] = merged(value as Obj, themeConfig[key]);
  return out;
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `own` over `defaults`, objects merged key by key (arrays and other values are the site's when it sets them). */
function merged(defaults: Obj, own: Obj): Obj {
  const out: Obj = { ...defaults };
  for (const [key, value] of Object.entries(own)) {
    if (value === undefined) continue;
    const base = defaults[key];
    out[key] = isObj(base) && isObj(value) ? merged(base, value) : value;
  }
  return out;
}
