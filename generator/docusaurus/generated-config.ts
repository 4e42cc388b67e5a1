// `@generated/docusaurus.config`: the module Docusaurus generates for the browser from the site's config, which
// client modules, MDX docs, pages and components import (`siteConfig.customFields.x`, `themeConfig.zoom`). Here
// the config's data (functions dropped), with what docsgen read of it: its title, URLs, custom fields and theme config.
import type { Plugin } from 'esbuild';
import type { SiteConfig } from '../types.ts';
import { generatedRoutes, type LazyRoutes } from './generated-routes.ts';
import { routesModule } from './routes-module.ts';

type Site = Partial<Pick<SiteConfig, 'siteConfigData' | 'themeConfig' | 'customFields' | 'title' | 'tagline' | 'url' | 'baseUrl'>>;

/** The module's default export, as JSON. */
export function generatedConfigJson(site: Site): string {
  const read = Object.fromEntries(Object.entries({ title: site.title, tagline: site.tagline, url: site.url, baseUrl: site.baseUrl }).filter(([, v]) => v !== undefined));
  return JSON.stringify({ ...site.siteConfigData, ...read, customFields: site.customFields ?? {}, themeConfig: site.themeConfig ?? {} });
}

/** What a bundle of the site's code is given as its `@generated/` modules (mdx/resolve.ts's options). */
export function generatedModules(site: Site): { generatedConfig: string; generatedRoutes: LazyRoutes } {
  return { generatedConfig: generatedConfigJson(site), generatedRoutes: generatedRoutes(site) };
}

/** The esbuild namespace of the module (a bundle's metafile names it `docusaurus-generated:docusaurus.config`). */
export const GENERATED_CONFIG_NAMESPACE = 'docusaurus-generated';
/** How a bundle's metafile names `@generated/routes` among its inputs. */
export const GENERATED_ROUTES_INPUT = `${GENERATED_CONFIG_NAMESPACE}:routes`;

/**
 * esbuild's resolution of `@generated/docusaurus.config` to the module of `json` (generatedConfigJson), and of
 * `@generated/routes` to the site's `routes` (generated-routes.ts; routes-module.ts) when the bundle has them. Docusaurus generates
 * more `@generated/` modules (its registry, global data): each is named as one docsgen does not provide, rather than
 * as a package to install.
 */
export function generatedConfigImports(json: string, routes?: LazyRoutes): Plugin {
  return {
    name: 'docusaurus-generated-config',
    setup(b) {
      b.onResolve({ filter: /^@generated\/docusaurus\.config(\.js)?$/ }, () => ({ path: 'docusaurus.config', namespace: GENERATED_CONFIG_NAMESPACE }));
      b.onLoad({ filter: /^docusaurus\.config$/, namespace: GENERATED_CONFIG_NAMESPACE }, () => ({ contents: `export default ${json};`, loader: 'js' }));
      if (routes) {
        b.onResolve({ filter: /^@generated\/routes(\.js)?$/ }, () => ({ path: 'routes', namespace: GENERATED_CONFIG_NAMESPACE }));
        b.onLoad({ filter: /^routes$/, namespace: GENERATED_CONFIG_NAMESPACE }, async () => ({ contents: routesModule(await routes()), loader: 'js' }));
      }
      b.onResolve({ filter: /^@generated\// }, (a) => ({ errors: [{ text: `"${a.path}" is a module Docusaurus generates that docsgen does not provide (it provides @generated/docusaurus.config and @generated/routes; plugins' data is useGlobalData() of @docusaurus/useGlobalData)` }] }));
    },
  };
}
