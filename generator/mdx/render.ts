// Evaluate a doc's server bundle and render its component with React (docsgen's copy, which the bundle
// requires) inside the theme's context. A component that throws is reported at the doc's line that uses it.
import { createRequire } from 'node:module';
import type { ComponentType, ReactElement } from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMServer from 'react-dom/server';
import { countedJsxRuntime, countedReact, startCounting } from './render-budget.ts';
import { BuildError } from '../errors.ts';
import type { ThemeContext } from '../../templates/theme/context.ts';
import type { ComponentAt, ContentWrapper } from '../../templates/theme/runtime.tsx';
import { rootPart, type RootComponent } from '../../templates/theme/in-root.tsx';
import { setCodeTranslations } from '../../templates/theme/docusaurus/Translate.tsx';
import type { ComponentUse } from './rehype-component-lines.ts';
import { PACKAGE_ROOT } from '../package-paths.ts';
import { HTML_PARTS } from './rehype-static-html.ts';
import { PART_KEY } from './markdown-pieces.ts';
import { TRUNCATE_HTML } from '../content/blog/posts.ts';
import { CONTENT_END_HTML, contentFrame } from '../../templates/theme/content-end.ts';

// What a doc's bundle leaves to `require` (it keeps React external). React is the copy this module runs with,
// the one that renders the pages, bundled with the CLI: one instance for the doc, its components and the
// renderer, and no second copy loaded from node_modules (~0.6 MB of code to compile and warm up again).
// Anything else resolves from docsgen's folder.
const requireHere = createRequire(`${PACKAGE_ROOT}/package.json`);
// Its element factories count what a page makes (render-budget.ts).
const REACT: Record<string, unknown> = { react: countedReact, 'react/jsx-runtime': countedJsxRuntime, 'react-dom': ReactDOM, 'react-dom/server': ReactDOMServer };
const requireForDoc = (id: string): unknown => REACT[id] ?? requireHere(id);

interface DocExports {
  default: ComponentType;
  /** The site's Root, when the doc renders inside it (bundle.ts). */
  __docsgenRoot?: RootComponent;
  /** The site's MDXContent, drawn around the content (bundle.ts). */
  __docsgenMDXContent?: ContentWrapper;
  __docsgen: {
    page(Content: ComponentType, value: ThemeContext, Root?: RootComponent, Wrapper?: ContentWrapper): ReactElement;
    parts(Content: ComponentType, value: ThemeContext, key: string, Root?: RootComponent): ReactElement;
    lastEntered(): ComponentAt | undefined;
  };
}

/** docsgen's theme modules by their real paths, each one's exports, when a build bundles them once (theme-bundle.ts). */
export type ThemeModules = ReadonlyMap<string, Record<string, unknown>>;

/** The name a doc's bundle reads a theme module through: `__docsgenTheme(path)`. */
export const THEME_MODULES = '__docsgenTheme';

/** A server bundle's exports (CommonJS, evaluated here); `names` are given the values of `values`. */
export function loadServerModule(js: string, file: string, names: string[] = [], values: unknown[] = []): unknown {
  const mod: { exports: unknown } = { exports: {} };
  new Function('module', 'exports', 'require', '__filename', '__dirname', ...names, js)(mod, mod.exports, requireForDoc, file, file.replace(/[\\/][^\\/]*$/, ''), ...values);
  return mod.exports;
}

export interface RenderedDoc {
  html: string;
  /** The HTML of each keyed top-level part (markdown-pieces.ts), when asked for and rendered. */
  parts?: string[];
  /** What the site's MDXContent drew before and after the content (content-end.ts). */
  frame?: readonly [before: string, after: string];
}

/**
 * `htmlParts`: the doc's HTML strings, which its module reads by name (rehype-static-html.ts); `theme`: the theme's
 * modules, if the bundle reads them from the build's one instance (theme-bundle.ts). `partsToo`: its keyed parts are
 * rendered again apart, for its Markdown file (none when that fails: the file is then made from the page).
 */
export function renderDocModule(js: string, file: string, value: ThemeContext, uses: ComponentUse[], htmlParts: string[], theme?: ThemeModules, partsToo = false): RenderedDoc {
  let mod: { exports: Partial<DocExports> };
  // The locale's messages before the modules load: a component may translate where its module loads.
  setCodeTranslations(value.siteConfig.codeTranslations as Record<string, string> | undefined);
  try {
    mod = { exports: loadServerModule(js, file, [HTML_PARTS, THEME_MODULES], [htmlParts, (p: string) => theme!.get(p)]) as Partial<DocExports> };
  } catch (err) {
    throw new BuildError([{ pos: { file }, message: `a module this doc imports threw while loading: ${thrownText(err)}`, hint: 'components must load on the server: move browser-only code (window, document) into effects or BrowserOnly' }]);
  }
  const { default: Content, __docsgen: runtime, __docsgenRoot: Root, __docsgenMDXContent: Wrapper } = mod.exports as DocExports;
  startCounting();
  try {
    // Static markup: islands render their own hydratable HTML inside (templates/theme/island.tsx). React adds
    // a preload hint for every image it renders; the page's images load as they would from Markdown.
    const whole = ReactDOMServer.renderToStaticMarkup(runtime.page(Content, value, Root, Wrapper), { identifierPrefix: 'mdx-' });
    const drawn = rootPart(whole, value.root?.around ? Root : undefined).replace(/^(<link rel="preload" as="image"[^>]*>)+/, '');
    // The end of the content inside a site's MDXContent matters only where a blog excerpt is cut (content-end.ts).
    const { html: framed, frame } = contentFrame(drawn);
    const html = TRUNCATE_HTML.test(framed) ? framed : framed.replace(CONTENT_END_HTML, '');
    return { html, ...(frame ? { frame } : {}), ...(partsToo ? renderParts(Content, runtime, value, Root) : {}) };
  } catch (err) {
    const message = thrownText(err);
    // MDX's own check, before any component renders: a component used but neither imported nor provided.
    const missing = /Expected (?:component|object) `([^`]+)` to be defined/.exec(message)?.[1];
    const at: Partial<ComponentAt> = missing
      ? { name: missing, line: uses.find((u) => u.name === missing || u.name.startsWith(`${missing}.`))?.line, file }
      : runtime.lastEntered() ?? { file };
    // docsgen's own verdicts, with their hints: an island's prop that cannot reach the browser
    // (templates/theme/island-props.tsx, bundled with the doc), a render that does not end (render-budget.ts).
    const own = err instanceof Error && OWN_ERRORS.has(err.name) ? (err as Error & { hint: string }) : undefined;
    throw new BuildError([{
      pos: { file: at.file ?? file, line: at.line },
      message: missing ? `<${missing}> is not defined: ${message.split(/\n/)[0]}`
        : own ? `<${at.name ?? 'component'}> ${message}`
        : `${at.name ? `<${at.name}> threw while rendering` : 'rendering failed'}: ${message}`,
      hint: missing ? `import it at the top of the doc (import ${missing.split('.')[0]} from '@site/src/components/…';), or check its spelling`
        : own?.hint ?? 'fix the component or the props the doc passes it',
    }]);
  }
}

/** The keyed parts' HTML by number, rendered with their own head and page records (the page's are kept). */
function renderParts(Content: ComponentType, runtime: DocExports['__docsgen'], value: ThemeContext, Root: RootComponent | undefined): Pick<RenderedDoc, 'parts'> {
  try {
    startCounting();
    const whole = ReactDOMServer.renderToStaticMarkup(runtime.parts(Content, { ...value, head: [], page: {} }, PART_KEY, Root), { identifierPrefix: 'mdx-' });
    const html = rootPart(whole, value.root?.around ? Root : undefined);
    const parts: string[] = [];
    const split = html.split(PART_MARKER);
    // [before the first marker, number, its HTML, number, its HTML, …]
    for (let i = 1; i < split.length; i += 2) parts[Number(split[i])] = split[i + 1]!;
    return split.length > 1 ? { parts } : {};
  } catch {
    return {};
  }
}

const PART_MARKER = /<hr data-docsgen-part="(\d+)"\/>/;

const OWN_ERRORS = new Set(['IslandPropError', 'EndlessRenderError']);

/** What a component threw, as text: it may throw anything, `null` included. */
function thrownText(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (typeof err === 'object' && err !== null && typeof (err as { message?: unknown }).message === 'string') return (err as { message: string }).message;
  let shown: string;
  try {
    shown = typeof err === 'string' ? JSON.stringify(err) : String(err);
  } catch {
    shown = 'an object'; // one with no way to be a string (Object.create(null))
  }
  return `${shown} (thrown instead of an Error)`;
}
