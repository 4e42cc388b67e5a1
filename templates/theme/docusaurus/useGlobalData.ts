// `@docusaurus/useGlobalData`: what the content plugins share with the site's components (the docs instances and
// their versions, as `docusaurus-plugin-content-docs` gives them).
import { useContext } from 'react';
import { SiteContext, type ThemeContext } from '../context.ts';

export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return globalDataOf(useContext(SiteContext)) ?? {};
}

/** The context's global data, the island rendering on the server marked as reading it. */
export function globalDataOf(ctx: ThemeContext): ThemeContext['globalData'] {
  if (ctx.reads) ctx.reads.globalData = true;
  return ctx.globalData;
}

export function usePluginData(name: string, id = 'default'): unknown {
  return useGlobalData()[name]?.[id];
}

export function useAllPluginInstancesData(name: string): Record<string, unknown> {
  return useGlobalData()[name] ?? {};
}
