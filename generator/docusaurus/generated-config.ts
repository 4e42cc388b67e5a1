// `@generated/docusaurus.config`: the module Docusaurus generates for the browser from the site's config, which
// client modules, MDX docs, pages and components import (`siteConfig.customFields.x`, `themeConfig.zoom`). Here
// the config's data (functions dropped), with what docsgen read of it: its title, URLs, custom fields and theme config.
import type { Plugin } from 'esbuild';
import type { SiteConfig } from '../types.ts';
import { generatedRoutes, type LazyRoutes } from './generated-routes.ts';
import { routesModule } from './routes-module.ts';
import { sha1 } from '../hash.ts';

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
const GENERATED_ROUTES_INPUT = `${GENERATED_CONFIG_NAMESPACE}:routes`;

/** What of the generated modules a bundle with these inputs imported: `@generated/routes` and the data files. */
export function generatedInputs(inputs: readonly string[]): string[] {
  return inputs.filter((f) => f === GENERATED_ROUTES_INPUT || f.startsWith(`${GENERATED_CONFIG_NAMESPACE}:${DATA}`));
}

/**
 * What a reused bundle that imported `inputs` (generatedInputs) was made with: it is made again when they change
 * (serve: a page added, a post's title). Only the modules it imported are made.
 */
export async function generatedKey(routes: LazyRoutes, inputs: readonly string[]): Promise<string> {
  const prefix = `${GENERATED_CONFIG_NAMESPACE}:${DATA}`;
  const data = inputs.filter((f) => f.startsWith(prefix));
  const files = data.length ? await routes.files() : undefined;
  return sha1(JSON.stringify([inputs.includes(GENERATED_ROUTES_INPUT) ? await routes() : null, data.map((f) => files!.get(f.slice(prefix.length)) ?? null)]));
}

const DATA = 'data/';

/**
 * esbuild's resolution of `@generated/docusaurus.config` to the module of `json` (generatedConfigJson), and of
 * `@generated/routes` to the site's `routes` (generated-routes.ts; routes-module.ts) when the bundle has them, with
 * the data files its plugins would write (`routes.files()`: a blog's `blog-post-list-prop-<id>.json`), as
 * `@generated/…` or by their path in the site's `.docusaurus` folder (`@site/.docusaurus/…`, `../../.docusaurus/…`),
 * which Docusaurus writes as it builds and docsgen never does. Any other such module is named as one docsgen does
 * not provide, rather than as a package to install.
 */
export function generatedConfigImports(json: string, routes?: LazyRoutes): Plugin {
  return {
    name: 'docusaurus-generated-config',
    setup(b) {
      b.onResolve({ filter: /^@generated\/|(^|[\\/])\.docusaurus[\\/]/ }, async (a) => {
        const name = generatedName(a.path);
        if (/^docusaurus\.config(\.m?js)?$/.test(name)) return { path: 'docusaurus.config', namespace: GENERATED_CONFIG_NAMESPACE };
        if (routes && /^routes(\.js)?$/.test(name)) return { path: 'routes', namespace: GENERATED_CONFIG_NAMESPACE };
        const files = routes && await routes.files();
        const file = files && [name, `${name}.json`].find((f) => files.has(f));
        if (file) return { path: `${DATA}${file}`, namespace: GENERATED_CONFIG_NAMESPACE };
        const given = files?.size ? `, and of what Docusaurus writes to .docusaurus/ ${[...files.keys()].filter((f) => !/[\\/]site-/.test(f)).join(', ')} and each blog post's metadata` : '';
        return { errors: [{ text: `"${a.path}" is a module Docusaurus generates that docsgen does not provide (it provides @generated/docusaurus.config and @generated/routes${given}; plugins' data is useGlobalData() of @docusaurus/useGlobalData)` }] };
      });
      b.onLoad({ filter: /^docusaurus\.config$/, namespace: GENERATED_CONFIG_NAMESPACE }, () => ({ contents: `export default ${json};`, loader: 'js' }));
      if (!routes) return;
      b.onLoad({ filter: /^routes$/, namespace: GENERATED_CONFIG_NAMESPACE }, async () => ({ contents: routesModule(await routes()), loader: 'js' }));
      // As JSON: `import x from` and `require()` alike give the data.
      b.onLoad({ filter: /^data\//, namespace: GENERATED_CONFIG_NAMESPACE }, async (a) => ({ contents: JSON.stringify((await routes.files()).get(a.path.slice(DATA.length))), loader: 'json' }));
    },
  };
}

/** The module's path in the `.docusaurus` folder (`@generated/x`: `x`). */
function generatedName(request: string): string {
  return request.startsWith('@generated/') ? request.slice('@generated/'.length) : request.split(/[\\/]\.docusaurus[\\/]|^\.docusaurus[\\/]/).pop()!.replace(/\\/g, '/');
}
