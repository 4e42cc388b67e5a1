// The server bundle of every MDX doc of a build, in one esbuild run: each doc's module with what it imports (theme
// components, the site's components, partials, npm packages; React stays docsgen's own), as CommonJS to evaluate,
// plus its stylesheet (CSS and CSS modules it imports) and the files it imports (images). Site modules that need
// the browser are wrapped as islands (islands.ts).
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { build, type Message, type Plugin } from 'esbuild';
import { BuildError, type Problem } from '../errors.ts';
import { svgComponents } from './svg-components.ts';
import { sassImports } from '../docusaurus/sass.ts';
import { islandProxy } from './islands.ts';
import { componentExports, readSource } from './module-exports.ts';
import { needsBrowser } from './needs-browser.ts';
import { packageDirOf, packageThemeNeedsBrowser } from './package-theme-island.ts';
import { INLINE_MODULE } from './inline-islands.ts';
import { CODE_FILE, inPackageOrTheme, isSiteModule } from './site-module.ts';
import { DEPENDENCY_PATHS, THEME_DIR } from '../package-paths.ts';
import { moduleField } from './module-field.ts';
import { missingPackages, NOT_PACKAGE } from './missing-packages.ts';
import { requiredFiles, SITE_LOADERS } from './required-files.ts';
import { resolveOnce } from './resolve-once.ts';
import { cssModules } from './css-modules.ts';
import { themeImportName } from './resolve.ts';
import { groupTwins, twinsApart } from './doc-twins.ts';
import { REACT_PAGE } from './format.ts';
import type { ThemeModules } from './render.ts';
import { SERVER_BUILD, THEME_ROOT, themeFile, themeStub } from './theme-bundle.ts';
import { providedSpecifier } from '../docusaurus/modules.ts';
import { DOCS } from '../docs-url.ts';

/** A compiled doc: its module (ES), and the module of its own interactive code, if any (inline-islands.ts). */
export interface DocCode {
  code: string;
  inline?: string | undefined;
}

export interface DocModule {
  file: string;
  /** The compiled MDX, once compiled; undefined if it failed (the build fails for that). */
  code: Promise<DocCode | undefined>;
  /** The doc's source, for finding the line of a failed import. */
  source: string;
  /** Docs that compile to the same module (see doc-twins.ts): equal keys, equal modules. */
  sameAs?: string;
  /** The site's Root (src/theme/Root), which the doc's content renders inside (templates/theme/runtime.tsx). */
  root?: string | undefined;
  /** The site's MDXContent, which Docusaurus renders around every MDX content (not a React page's). */
  wrapper?: string | undefined;
}

export interface ServerBundle {
  /** By doc file: the CommonJS code, the CSS its imports bring, if any, and the MDX and Markdown files it imports. */
  docs: Map<string, { js: string; css?: string; partials: string[] }>;
  /** Files the docs import (images), by output path. */
  assets: Map<string, Uint8Array>;
  /** Island modules the docs use. */
  islands: string[];
  /** The docs' own modules of interactive code (inline-islands.ts) by path, for the islands' browser bundle. */
  inline: Map<string, string>;
  /** Packages the site declares but has not installed: their components render nothing. */
  missing: string[];
}

export const RUNTIME = path.join(THEME_DIR, 'runtime.tsx');


/**
 * Docs that compile to the same module where their imports resolve alike (a doc in each docs version) are bundled
 * once: esbuild's work after the last doc came in grows with the entries (jest: 153 entries, 70 modules).
 */
export async function bundleDocs(docs: DocModule[], siteDir: string, resolve: Plugin, publicPath: string, theme?: Promise<ThemeModules>, svg: Plugin = svgComponents()): Promise<ServerBundle> {
  const nodePaths = [path.join(siteDir, 'node_modules'), ...DEPENDENCY_PATHS];
  const { entries, twinsOf, placeOf } = groupTwins(docs, nodePaths);
  // A site's React pages (jest's three: 0.8 MB of their npm imports) in a run of their own, compiled first and linked
  // while the docs compile: what esbuild links after the last doc is the docs' alone (each entry's bundle is the
  // same in either run; jest installed, load ~16: 1.6-2.0 s from the last doc's module to the bundle, not 2.1-3.5 s).
  const pages = entries.filter((d) => REACT_PAGE.test(d.file));
  const parts = [pages, entries.filter((d) => !pages.includes(d))].filter((part) => part.length);
  const bundle = joinBundles(await Promise.all(parts.map((part) => bundleOnce(part, twinsOf, siteDir, [svg, resolve], publicPath, nodePaths, theme))));
  // Twins the module turned out to import differently for (see twinsApart) are bundled after, each on its own.
  const alone: DocModule[] = [];
  for (const [file, twins] of twinsOf) {
    const out = bundle.docs.get(file);
    const apart = out ? twinsApart((await twins[0]!.code)?.code ?? '', file, twins, placeOf) : twins;
    alone.push(...apart);
    for (const t of twins) if (out && !apart.includes(t)) bundle.docs.set(t.file, out);
  }
  if (!alone.length) return bundle;
  return joinBundles([bundle, await bundleOnce(alone, new Map(), siteDir, [svg, resolve], publicPath, nodePaths, theme)]);
}

/** The bundles of several runs as one (an image both import is the same file, under the same name). */
function joinBundles(bundles: ServerBundle[]): ServerBundle {
  if (bundles.length === 1) return bundles[0]!;
  return {
    docs: new Map(bundles.flatMap((b) => [...b.docs])),
    assets: new Map(bundles.flatMap((b) => [...b.assets])),
    islands: [...new Set(bundles.flatMap((b) => b.islands))],
    inline: new Map(bundles.flatMap((b) => [...b.inline])),
    missing: [...new Set(bundles.flatMap((b) => b.missing))],
  };
}

async function bundleOnce(docs: DocModule[], twinsOf: Map<string, DocModule[]>, siteDir: string, [svg, resolve]: [Plugin, Plugin], publicPath: string, nodePaths: string[], theme?: Promise<ThemeModules>): Promise<ServerBundle> {
  const byFile = new Map(docs.map((d) => [d.file, d]));
  const sources = new Map<string, string>();
  const islands = new Set<string>();
  const missing = new Set<string>();
  const inline = new Map<string, string>();
  const islandPlugin = docsPlugin(byFile, { sources, islands, inline }, theme);
  // esbuild writes output paths from the real folder: a site reached through a symbolic link would match none.
  const workDir = realpathSync(siteDir);
  let result;
  try {
    result = await build({
      absWorkingDir: workDir,
      entryPoints: Object.fromEntries(docs.map((d, i) => [`doc${i}`, `mdx-doc:${d.file}`])),
      ...SERVER_BUILD,
      outdir: path.join(workDir, '.docsgen-server'),
      assetNames: 'assets/[name].[hash]',
      publicPath,
      loader: SITE_LOADERS,
      // The site's packages, wherever its docs live; then docsgen's (React, and what the theme uses).
      nodePaths,
      metafile: true,
      plugins: [svg, cssModules(siteDir), sassImports(siteDir, missing), requiredFiles, missingPackages(siteDir, missing), moduleField(), islandPlugin, resolve],
    });
  } catch (err) {
    const errors = (err as { errors?: Message[] }).errors;
    if (!errors?.length) throw err;
    // A twin's import fails as the doc's does: reported at each.
    throw new BuildError(errors.flatMap((m) => {
      const problem = importProblem(m, byFile, workDir);
      return [problem, ...(twinsOf.get(problem.pos.file) ?? []).map((t) => ({ ...problem, pos: { ...problem.pos, file: t.file } }))];
    }));
  }
  const out: ServerBundle['docs'] = new Map();
  const assets = new Map<string, Uint8Array>();
  const texts = new Map(result.outputFiles.map((f) => [path.relative(workDir, f.path).split(path.sep).join('/'), f]));
  for (const [outPath, o] of Object.entries(result.metafile.outputs)) {
    if (!o.entryPoint?.startsWith('mdx-doc:')) {
      if (outPath.startsWith('.docsgen-server/assets/')) assets.set(outPath.slice('.docsgen-server/'.length), texts.get(outPath)!.contents);
      continue;
    }
    const css = o.cssBundle ? texts.get(o.cssBundle)?.text : undefined;
    const partials = Object.keys(o.inputs).filter((f) => PARTIAL.test(f)).map((f) => path.resolve(workDir, f));
    out.set(o.entryPoint.slice('mdx-doc:'.length), { js: texts.get(outPath)!.text, css, partials });
  }
  return { docs: out, assets, islands: [...islands], inline, missing: [...missing] };
}

/** An imported MDX or Markdown file, as the bundle's inputs name it (the docs themselves are `mdx-doc:` modules). */
const PARTIAL = /^(?!mdx-doc:).*\.mdx?$/;
const escaped = (dir: string) => dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const THEME_FILES = new RegExp(`^(?:${escaped(THEME_DIR)}|${escaped(THEME_ROOT)})[\\\\/].*\\.tsx?$`);

/**
 * How esbuild reads the docs (`mdx-doc:` modules, their compiled code) and what they import: a site module or npm
 * package that needs the browser becomes an island (`found.islands`).
 */
function docsPlugin(byFile: Map<string, DocModule>, found: { sources: Map<string, string>; islands: Set<string>; inline: Map<string, string> }, theme?: Promise<ThemeModules>): Plugin {
  const { sources, islands } = found;
  return {
    name: 'docsgen-islands',
    setup(b) {
      const resolve = resolveOnce(b);
      // The theme's modules come from the build's one bundle of them (theme-bundle.ts).
      if (theme) {
        b.onLoad({ filter: THEME_FILES }, async (a) => {
          const file = themeFile(a.path);
          return file ? { contents: themeStub(file, await theme), resolveDir: path.dirname(file), loader: 'js' } : undefined;
        });
      }
      b.onResolve({ filter: /^mdx-doc:/ }, (a) => ({ path: a.path.slice('mdx-doc:'.length), namespace: 'mdx-doc' }));
      b.onLoad({ filter: /.*/, namespace: 'mdx-doc' }, async (a) => ({
        contents: `${(await byFile.get(a.path)!.code)?.code ?? ''}\nexport * as __docsgen from ${JSON.stringify(RUNTIME)};${rootExport(byFile.get(a.path)!.root)}${wrapperExport(byFile.get(a.path)!.wrapper, a.path)}`,
        resolveDir: path.dirname(a.path),
        loader: 'jsx',
      }));
      b.onResolve({ filter: /\?docsgen-original$/ }, (a) => ({ path: a.path.slice(0, -'?docsgen-original'.length) }));
      // A doc's own interactive code, from the module made beside it (inline-islands.ts): an island.
      b.onResolve({ filter: INLINE_MODULE }, async (a) => {
        const inline = a.namespace === 'mdx-doc' ? (await byFile.get(a.importer)?.code)?.inline : undefined;
        if (inline === undefined) return undefined;
        const file = path.resolve(a.resolveDir, a.path);
        found.inline.set(file, inline);
        sources.set(file, inline);
        islands.add(file);
        return { path: file, namespace: 'island' };
      });
      b.onLoad({ filter: INLINE_MODULE, namespace: 'file' }, (a) => (found.inline.has(a.path) ? { contents: found.inline.get(a.path)!, resolveDir: path.dirname(a.path), loader: 'jsx' } : undefined));
      // A theme component the site overrides, as `@theme/X` or as docsgen's theme files import each other (`./X.tsx`,
      // resolve.ts): the site's module, checked by the same rule (a stateful BlogSidebar/Desktop under docsgen's
      // BlogSidebar, the site's DocCard in docsgen's DocCardList).
      b.onResolve({ filter: /^(@theme\/|\.\/[A-Z][\w/]*\.tsx$)/ }, async (a) => {
        if (a.pluginData !== undefined || a.namespace === 'island' || (a.path.startsWith('./') && themeImportName(a.importer, a.path) === undefined)) return undefined;
        const r = await resolve(a.path, { resolveDir: a.resolveDir, kind: a.kind, importer: a.importer, pluginData: 'resolving' });
        if (r.errors.length || !themeNeedsBrowser(r.path, sources)) return r;
        islands.add(r.path);
        return { path: r.path, namespace: 'island' };
      });
      b.onResolve({ filter: /^(\.|\/|@site\/)/ }, async (a) => {
        if (a.pluginData !== undefined || a.namespace === 'island') return undefined;
        // What a package's or docsgen's theme's files import by a path (the runtime every doc imports too) is no
        // site module: esbuild resolves it alone, without the cost of a plugin's resolve (see resolve-once.ts).
        if (!a.path.startsWith('@site/') && inPackageOrTheme(path.resolve(a.resolveDir, a.path))) return undefined;
        const r = await resolve(a.path, { resolveDir: a.resolveDir, kind: a.kind, importer: a.importer, pluginData: 'resolving' });
        if (r.errors.length || !isSiteModule(r.path)) return r;
        const source = readSource(r.path, sources);
        if (!needsBrowser(source)) return r;
        islands.add(r.path);
        return { path: r.path, namespace: 'island' };
      });
      // An npm package a doc imports itself (a video player, say) is checked by the same rule, on the file its
      // import resolves to; packages that components import stay as they are.
      b.onResolve({ filter: /^(@[^/]+\/)?[^./]/ }, async (a) => {
        if (a.pluginData !== undefined || NOT_PACKAGE.test(a.path) || (a.namespace !== 'mdx-doc' && !/\.mdx?$/.test(a.importer))) return undefined;
        const r = await resolve(a.path, { resolveDir: a.resolveDir, kind: a.kind, importer: a.importer, pluginData: 'resolving' });
        if (r.errors.length || !CODE_FILE.test(r.path) || !needsBrowser(readSource(r.path, sources))) return r;
        islands.add(r.path);
        return { path: r.path, namespace: 'island' };
      });
      b.onLoad({ filter: /.*/, namespace: 'island' }, (a) => ({
        contents: islandProxy(a.path, componentExports(readSource(a.path, sources))),
        resolveDir: path.dirname(a.path),
        loader: 'js',
      }));
    },
  };
}

/** The site's Root as the doc's module exports it: its own module, not an island's proxy (it is no island there). */
function rootExport(root: string | undefined): string {
  return root === undefined ? '' : `\nexport { default as __docsgenRoot } from ${JSON.stringify(`${root}?docsgen-original`)};`;
}

/** The site's MDXContent for an MDX content (a React page is no MDX: Docusaurus draws it as it is). */
function wrapperExport(wrapper: string | undefined, file: string): string {
  return wrapper === undefined || REACT_PAGE.test(file) ? '' : `\nexport { default as __docsgenMDXContent } from ${JSON.stringify(`${wrapper}?docsgen-original`)};`;
}

/**
 * An import that failed: at the doc's line that makes it (esbuild's location is in the compiled code), or at the
 * site module's (esbuild names it relative to `workDir`, the folder it ran in).
 */
function importProblem(m: Message, docs: Map<string, DocModule>, workDir: string): Problem {
  const loc = m.location;
  let hint = 'check the import path: `@site/…` is the site folder (where the config is), relative paths start from the doc';
  // A package's name (not a path or a module docsgen provides) is one to install: said so, for a doc or a component.
  const bareOf = (spec: string | undefined) => (spec && !/^(\.|\/|!|@site\/|@theme|@docusaurus\/|@generated\/)/.test(spec) ? spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/') : undefined);
  // docsgen's own loaders (Sass) say what to do in the message: the import path is right, so no path hint.
  const hintFor = (bare: string | undefined, from = hint) => (m.pluginName === 'docsgen-sass' ? undefined : bare ? `install the package in the site folder (npm install ${bare}) or remove the import` : from);
  if (!loc) return { pos: { file: '(MDX bundle)' }, message: m.text, hint };
  // A theme package's component (`@theme/ApiExplorer/…` of docusaurus-theme-openapi-docs) comes with the package.
  if (/is a (module|file) Docusaurus generates/.test(m.text)) hint = 'remove the import, or read what the page needs another way (the config from useDocusaurusContext(), plugins\' data from useGlobalData())';
  else if (/is not a theme component docsgen provides/.test(m.text)) hint = 'a theme component is docsgen\'s, the site\'s src/theme/, or an installed theme package\'s (a package the config lists in `themes` or `plugins`: npm install it in the site folder)';
  // A name docsgen's version of a Docusaurus module lacks (`useThemeConfig` of theme-common, say): said so by the
  // module's name, not the path of docsgen's file.
  const missing = /^No matching export in "([^"]+)" for import "([^"]+)"/.exec(m.text);
  const provided = missing && providedSpecifier(path.resolve(workDir, missing[1]!));
  if (missing && provided) {
    return { pos: { file: path.resolve(workDir, loc.file), line: loc.line, column: loc.column + 1 }, message: `"${missing[2]}" is not among what docsgen's "${provided}" provides`, hint: `see ${DOCS.mdxComponents} for what it has` };
  }
  const docFile = loc.file.startsWith('mdx-doc:') ? loc.file.slice('mdx-doc:'.length) : undefined;
  const doc = docFile ? docs.get(docFile) : undefined;
  // In a component or theme file: its own imports are relative to it, not to a doc.
  if (!doc) return { pos: { file: path.resolve(workDir, loc.file), line: loc.line, column: loc.column + 1 }, message: m.text, hint: hintFor(bareOf(/^Could not resolve "([^"]+)"/.exec(m.text)?.[1]), hint.replace('from the doc', 'from the file that imports')) };
  const spec = /["']([^"']+)["']/.exec(loc.lineText)?.[1];
  const lines = doc.source.split('\n');
  const index = spec ? lines.findIndex((l) => l.includes(spec)) : -1;
  return { pos: { file: doc.file, line: index >= 0 ? index + 1 : undefined }, message: `cannot import: ${m.text}`, hint: hintFor(bareOf(spec)) };
}

/** Whether a theme component the site has (its own, or a plugin package's: `@theme/X` resolved into node_modules) needs the browser. */
function themeNeedsBrowser(file: string, sources: Map<string, string>): boolean {
  if (isSiteModule(file)) return needsBrowser(readSource(file, sources));
  const dir = file.startsWith(THEME_DIR + path.sep) ? undefined : packageDirOf(file);
  return dir !== undefined && CODE_FILE.test(file) && packageThemeNeedsBrowser(file, dir, (f) => readSource(f, sources));
}
