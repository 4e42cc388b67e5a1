// themeConfig keys Docusaurus's classic theme refuses (its config check has them `forbidden`, each with a message
// saying where the option went): a site that still sets one does not build on Docusaurus, so it does not here either,
// with the key's line and the same way out.
import { readFileSync } from 'node:fs';
import { fail } from '../errors.ts';
import { keyPositionIn } from '../content/key-position.ts';

type Obj = Record<string, unknown>;

/** [the object holding it (`''`: themeConfig itself), the key, what became of it, what to do]. */
const RETIRED: [string, string, string, string][] = [
  ['navbar', 'links', 'themeConfig.navbar.links was renamed themeConfig.navbar.items', 'rename the key links to items'],
  ['colorMode', 'switchConfig', 'themeConfig.colorMode.switchConfig is gone (Docusaurus refuses it: the toggle\'s icons are theme components now)', 'remove it; to change the icons, override IconLightMode, IconDarkMode or ColorModeToggle in src/theme/'],
  ['', 'disableDarkMode', 'themeConfig.disableDarkMode is gone (Docusaurus refuses it)', 'write themeConfig.colorMode.disableSwitch: true instead'],
  ['', 'defaultDarkMode', 'themeConfig.defaultDarkMode is gone (Docusaurus refuses it)', 'write themeConfig.colorMode.defaultMode: \'dark\' instead'],
  ['', 'metadatas', 'themeConfig.metadatas was renamed themeConfig.metadata', 'rename the key metadatas to metadata'],
  ['', 'hideableSidebar', 'themeConfig.hideableSidebar moved to themeConfig.docs.sidebar.hideable', 'move it there'],
  ['', 'autoCollapseSidebarCategories', 'themeConfig.autoCollapseSidebarCategories moved to themeConfig.docs.sidebar.autoCollapseCategories', 'move it there'],
  ['', 'sidebarCollapsible', 'themeConfig.sidebarCollapsible moved to the docs plugin\'s options (docs.sidebarCollapsible)', 'move it to the docs options of the classic preset'],
];

/** Fails on the first retired key `themeConfig` holds, at its line in the config `file`, as Docusaurus's check does (with its message "(Docusaurus refuses it too)"). */
export function refuseRetiredKeys(themeConfig: Obj, file: string): void {
  for (const [parent, key, what, hint] of RETIRED) {
    const holder = parent ? themeConfig[parent] : themeConfig;
    if (!holder || typeof holder !== 'object' || !(key in holder) || (holder as Obj)[key] === undefined) continue;
    const source = readFileSync(file, 'utf8');
    // The key's line after its parent's (a `links` of the footer comes before a navbar's in some configs).
    const at = parent ? Math.max(source.search(new RegExp(`\\b${parent}\\b`)), 0) : 0;
    fail(keyPositionIn(source.slice(0, at).replace(/[^\n]/g, ' ') + source.slice(at), file, key), `${what}${what.includes('refuses') ? '' : ' (Docusaurus refuses it too)'}`, hint);
  }
}
