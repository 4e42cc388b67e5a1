// How imports in MDX docs resolve, for the server render and the browser islands alike: `@theme/*` and the
// `@docusaurus/*` modules docsgen provides, the site's module aliases (docusaurus-plugin-module-alias, plugins' webpack aliases), `@site/…` from the site's folder, MDX/Markdown partials compiled as MDX,
// and one copy of React (docsgen's).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { MarkdownSetup } from '../markdown/setup.ts';
import { BuildError } from '../errors.ts';
import { splitFrontmatter } from '../content/yaml.ts';
import { MDX_PROVIDER, type MdxCompiler } from './compile.ts';
import { THEME_DIR } from '../package-paths.ts';
import { DOCUSAURUS_MODULES, docusaurusModule, reactRouterModule, REACT_ROUTER } from '../docusaurus/modules.ts';
import { mdxSlots, themeOriginal, type ThemeOverrides } from '../docusaurus/theme-overrides.ts';
import { resolveOnce } from './resolve-once.ts';
import { siteComponent } from '../docusaurus/left-out.ts';
import { aliasImports } from '../docusaurus/webpack-aliases.ts';
import { generatedConfigImports } from '../docusaurus/generated-config.ts';
import type { LazyRoutes } from '../docusaurus/generated-routes.ts';
import { rootImports } from './resolve-roots.ts';
import { sitePreprocessor } from '../content/markdown-preprocessor.ts';
import { browserCodeImport } from './browser-code-import.ts';
import { importedBody, markdownExports } from './markdown-module.ts';
import { DRAWN_BY_NAVBAR } from '../../templates/theme/NavbarItem/drawn-by-navbar.tsx';

export interface ResolveOptions {
  siteDir: string;
  /**
   * Imported MDX and Markdown files are compiled by `compiler`, relative to `docsDir` (none: not resolved here), with
   * the docs' Markdown setup (the locale's words among it).
   */
  /**
   * `site`: the config whose `markdown.preprocessor` gives a partial's text, as Docusaurus's MDX loader reads every
   * file. `routesByPath`: where a partial's `.md` links lead (remark-links.ts).
   */
  mdx?: { docsDir: string; compiler: MdxCompiler; setup?: MarkdownSetup; site?: Parameters<typeof sitePreprocessor>[0]; routesByPath?: ReadonlyMap<string, string> };
  /** The site's theme components (`src/theme`), by name. */
  overrides?: ThemeOverrides;
  /** Its module aliases (docusaurus/webpack-aliases.ts `siteAliases`). */
  aliases?: Record<string, string>;
  /** Its static folders, where a server-relative import (`/img/a.png`) is looked for (resolve-roots.ts). */
  staticDirs?: readonly string[];
  /** `@generated/docusaurus.config`'s data (docusaurus/generated-config.ts). */
  generatedConfig?: string;
  /** `@generated/routes`' entries, made when a module imports them, once the build knows them (docusaurus/generated-routes.ts). */
  generatedRoutes?: LazyRoutes;
}

export function resolvePlugin({ siteDir, mdx, overrides = new Map(), aliases = {}, staticDirs = [], generatedConfig = '{}', generatedRoutes }: ResolveOptions): Plugin {
  return {
    name: 'docsgen-resolve',
    setup(b) {
      // As webpack's resolve.alias: before any other rule.
      void aliasImports(aliases, siteDir)?.setup(b);
      void rootImports([...staticDirs, siteDir]).setup(b);
      void generatedConfigImports(generatedConfig, generatedRoutes).setup(b);
      const resolve = resolveOnce(b);
      void browserCodeImport(mdx?.setup, generatedConfig).setup(b);
      b.onResolve({ filter: /^@docsgen\/mdx-provider$/ }, () => ({ path: path.join(THEME_DIR, 'mdx-provider.tsx') }));
      // `@theme/X`: the site's override when it has one; `@theme-original/X`: a plugin theme's under it, else
      // docsgen's own, as `@theme-init/X` is.
      b.onResolve({ filter: /^@theme(-original|-init)?\// }, (a) => {
        const name = a.path.slice(a.path.indexOf('/') + 1);
        const own = a.path.startsWith('@theme/') ? siteComponent(overrides, name, a.importer) : a.path.startsWith('@theme-original/') ? themeOriginal(overrides, name, a.importer) : undefined;
        if (own) return { path: own };
        const file = path.join(THEME_DIR, `${name}.tsx`);
        if (/^[A-Z][\w/]*$/.test(name) && existsSync(file)) return { path: file };
        if (name.startsWith('NavbarItem/') && DRAWN_BY_NAVBAR.includes(name.slice('NavbarItem/'.length))) return { path: name, namespace: 'drawn-by-navbar' };
        return { errors: [{ text: `"${a.path}" is not a theme component docsgen provides (it has ${mdxSlots().map((n) => `@theme/${n}`).join(', ')})` }] };
      });
      // docsgen's theme components use each other (MDXComponents lists them all; BlogPostItem/Header its Title):
      // through the site's overrides too, as Docusaurus's import each other by `@theme/`.
      b.onResolve({ filter: /^\.\/[A-Z][\w/]*\.tsx$/ }, (a) => {
        const name = themeImportName(a.importer, a.path);
        const own = name === undefined ? undefined : overrides.get(name);
        return own ? { path: own } : undefined;
      });
      // Algolia DocSearch, which docsgen does not run: stand-ins that draw docsgen's search box; its styles, none.
      b.onResolve({ filter: /^@docsearch\/(react|css|js)(\/|$)/ }, (a) => (/^@docsearch\/css|\/style$/.test(a.path)
        ? { path: a.path, namespace: 'docsearch-style' } : { path: path.join(THEME_DIR, 'search-stand-ins', 'docsearch.tsx') }));
      b.onLoad({ filter: /.*/, namespace: 'docsearch-style' }, () => ({ contents: '', loader: 'js' }));
      b.onResolve({ filter: /^@docusaurus\// }, (a) => {
        const file = docusaurusModule(a.path);
        if (file) return { path: file };
        return { errors: [{ text: `"${a.path}" is not a module docsgen provides (it has ${DOCUSAURUS_MODULES.join(', ')})` }] };
      });
      // Installed or not, the site's react-router would find no router around the page: docsgen's in its place.
      b.onResolve({ filter: REACT_ROUTER }, (a) => ({ path: reactRouterModule(a.path)! }));
      // webpack's `!!raw-loader!./file` (Docusaurus sites show a file's text as code with it): the file's text.
      b.onResolve({ filter: /^!*raw-loader!/ }, async (a) => {
        const target = a.path.replace(/^!*raw-loader!/, '');
        const r = await resolve(target.startsWith('@site/') ? `./${target.slice('@site/'.length)}` : target, { resolveDir: target.startsWith('@site/') ? siteDir : a.resolveDir, kind: a.kind, importer: a.importer });
        return r.errors.length ? { errors: [{ text: `Could not resolve "${target}" (imported as raw text)` }] } : { path: r.path, namespace: 'raw-text' };
      });
      b.onLoad({ filter: /.*/, namespace: 'drawn-by-navbar' }, (a) => ({
        contents: `import { drawnByNavbar } from ${JSON.stringify(path.join(THEME_DIR, 'NavbarItem', 'drawn-by-navbar.tsx'))};\nexport default drawnByNavbar(${JSON.stringify(path.basename(a.path))});\n`, loader: 'js', resolveDir: THEME_DIR,
      }));
      b.onLoad({ filter: /.*/, namespace: 'raw-text' }, (a) => ({ contents: `export default ${JSON.stringify(readFileSync(a.path, 'utf8'))};`, loader: 'js' }));
      b.onResolve({ filter: /^@site\// }, async (a) => {
        const r = await resolve(`./${a.path.slice('@site/'.length)}`, { resolveDir: siteDir, kind: a.kind, importer: a.importer });
        return r.errors.length ? { errors: [{ text: `Could not resolve "${a.path}": no such file in the site folder ${siteDir}` }] } : r;
      });
      // As webpack's resolve.roots (the site's folder): a path from `/` that is no file on disk is the site's
      // (`import { VarsProvider } from "/src/components/Variables"`).
      b.onResolve({ filter: /^\/[^/]/ }, async (a) => {
        if (a.pluginData === FROM_ROOT || a.path.startsWith(siteDir + path.sep)) return undefined;
        const options = { resolveDir: a.resolveDir, kind: a.kind, importer: a.importer, pluginData: FROM_ROOT };
        const own = await resolve(a.path, options);
        if (!own.errors.length) return own;
        const r = await resolve(`.${a.path}`, { ...options, resolveDir: siteDir });
        return r.errors.length ? own : r;
      });
      if (!mdx) return;
      const { docsDir, compiler, setup, routesByPath } = mdx;
      const { preprocess } = mdx.site ? sitePreprocessor(mdx.site) : {};
      b.onLoad({ filter: /\.mdx?$/ }, async (a) => {
        const read = readFileSync(a.path, 'utf8');
        const rel = path.relative(docsDir, a.path).split(path.sep).join('/');
        try {
          const raw = preprocess ? preprocess(read, a.path) : read;
          const { data, content } = splitFrontmatter(raw, a.path);
          // Frontmatter lines become blank lines, so the partial's lines stay the file's.
          const body = '\n'.repeat(raw.slice(0, raw.length - content.length).split('\n').length - 1) + importedBody(content, a.suffix);
          const code = await compiler.compilePartial(body, a.path, rel, setup, routesByPath);
          return { contents: code + await markdownExports(a.path, siteDir, data, generatedRoutes), loader: 'jsx', resolveDir: path.dirname(a.path) };
        } catch (err) {
          if (!(err instanceof BuildError)) throw err;
          return { errors: err.problems.map((p) => ({ text: p.message, location: { file: p.pos.file, line: p.pos.line ?? 1, column: (p.pos.column ?? 1) - 1 } })) };
        }
      });
    },
  };
}

/** Marks the resolve of a path from `/` as asked by this plugin, so that it does not ask again. */
const FROM_ROOT = 'docsgen-from-root';

/** The theme component a docsgen theme file imports by `./Name.tsx` (`BlogPostItem/Header/Title`), else undefined. */
export function themeImportName(importer: string, specifier: string): string | undefined {
  const rel = path.relative(THEME_DIR, path.resolve(path.dirname(importer), specifier));
  return importer.startsWith(THEME_DIR + path.sep) && !rel.startsWith('..') ? rel.split(path.sep).join('/').slice(0, -'.tsx'.length) : undefined;
}
