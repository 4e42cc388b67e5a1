// `@docusaurus/theme-live-codeblock` in a Docusaurus config: its ```` ```jsx live ```` blocks become playgrounds
// (docsgen's `liveCodeBlock`) with `themeConfig.liveCodeBlock`'s options, when the site has the `react-live` package
// the theme depends on; without it they stay static code, and the not-built warning says what to install.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { UserConfig } from '../config/schema.ts';
import { obj, str, type Obj } from '../values.ts';

export const LIVE_CODEBLOCK_THEME = 'live-codeblock';

/** Where the site's `react-live` package is, or undefined when it is not installed. */
export function siteReactLive(siteDir: string): string | undefined {
  try {
    return path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve('react-live/package.json'));
  } catch {
    return undefined;
  }
}

/** The theme listed (`listed`): the config's `liveCodeBlock`, or undefined and a line for the not-built warning. */
export function liveCodeBlockOf(listed: boolean, themeConfig: Obj, siteDir: string, notBuilt: string[]): UserConfig['liveCodeBlock'] {
  if (!listed) return undefined;
  if (!siteReactLive(siteDir)) {
    notBuilt.push('live code blocks (@docusaurus/theme-live-codeblock: shown as static code; npm install react-live in the site folder)');
    return undefined;
  }
  const position = str(obj(themeConfig.liveCodeBlock).playgroundPosition);
  return position === 'top' || position === 'bottom' ? { playgroundPosition: position } : {};
}
