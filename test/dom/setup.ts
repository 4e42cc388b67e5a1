// Shared by the DOM suite: a happy-dom window installed as the globals the client modules use, and the widgets
// fixture built in memory (so the client runs against the markup the templates really render).
import path from 'node:path';
import { Window } from 'happy-dom';
import { buildSite, type SiteBuild } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { routeFile } from '../../generator/output/paths.ts';

export const WIDGETS_CONFIG = path.resolve(import.meta.dirname, '../fixtures/widgets/site.config.ts');
export const ORIGIN = 'http://localhost:3000';

/** The globals the client modules (and the inline theme script) read. `fetch` delegates to the window's, so tests stub `window.fetch`. */
const GLOBALS = ['window', 'document', 'localStorage', 'location', 'history', 'matchMedia', 'fetch'] as const;

export interface Dom {
  window: Window;
  document: Window['document'];
  /** Restores the previous globals and closes the window. */
  close(): Promise<void>;
}

export interface DomOptions {
  /** Page URL; default the site root. */
  url?: string;
  /** Viewport width in px; default 1280 (desktop). */
  width?: number;
  /** What `(prefers-color-scheme: dark)` answers; default light. */
  prefersColorScheme?: 'light' | 'dark';
}

let installed: Dom | undefined;

/** Creates a window showing `html` and installs it as the globals. The previous window, if any, is closed first. */
export async function installDom(html: string, opts: DomOptions = {}): Promise<Dom> {
  await installed?.close();
  const window = new Window({
    url: opts.url ?? `${ORIGIN}/`,
    width: opts.width ?? 1280,
    height: 800,
    // The page's own scripts must not run or load: each test wires the client module it is about.
    settings: {
      disableJavaScriptFileLoading: true,
      navigation: { disableMainFrameNavigation: true },
      device: { prefersColorScheme: opts.prefersColorScheme ?? 'light' },
    },
  });
  window.document.write(html);
  const saved = new Map(GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]));
  const values: Record<(typeof GLOBALS)[number], unknown> = {
    window,
    document: window.document,
    localStorage: window.localStorage,
    location: window.location,
    history: window.history,
    matchMedia: window.matchMedia.bind(window),
    fetch: (...args: Parameters<Window['fetch']>) => window.fetch(...args),
  };
  for (const name of GLOBALS) Object.defineProperty(globalThis, name, { value: values[name], configurable: true, writable: true });
  const dom: Dom = {
    window,
    document: window.document,
    async close() {
      if (installed !== dom) return;
      installed = undefined;
      for (const [name, desc] of saved) {
        if (desc) Object.defineProperty(globalThis, name, desc);
        else delete (globalThis as Record<string, unknown>)[name];
      }
      await window.happyDOM.abort();
      await window.happyDOM.close();
    },
  };
  installed = dom;
  return dom;
}

/** Closes the installed window, if any (an `after` hook of every DOM test file). */
export async function closeDom(): Promise<void> {
  await installed?.close();
}

/** A fresh instance of a client module (module state such as the sidebar's tree cache starts empty). */
let generation = 0;
export async function freshImport<T>(relativeToTestDom: string): Promise<T> {
  return (await import(`${new URL(relativeToTestDom, import.meta.url).href}?fresh=${++generation}`)) as T;
}

let widgets: Promise<SiteBuild> | undefined;

/** The widgets fixture built in memory, once per process. */
export function widgetsSite(): Promise<SiteBuild> {
  widgets ??= loadConfig(WIDGETS_CONFIG).then((loaded) => buildSite(loaded));
  return widgets;
}

/** The HTML of a built route, e.g. `/guides/intro`. */
export async function widgetsPage(route: string): Promise<string> {
  const body = (await widgetsSite()).files.get(routeFile(route));
  if (typeof body !== 'string') throw new Error(`the widgets build has no page ${route}`);
  return body;
}

/** The shared sidebar tree file of the widgets build: its URL path and JSON text. */
export async function widgetsTree(): Promise<{ url: string; json: string }> {
  const files = (await widgetsSite()).files;
  const name = [...files.keys()].find((f) => /^assets\/sidebar\.[0-9a-f]+\.json$/.test(f));
  const json = name && files.get(name);
  if (typeof json !== 'string') throw new Error('the widgets build has no sidebar tree file');
  return { url: `/${name}`, json };
}

/** Resolves once `check` returns true, polling on macrotasks; rejects after `timeout` ms with `what` (long enough for a first import of a chunk on a loaded machine). */
export async function waitFor(check: () => boolean, what: string, timeout = 5000): Promise<void> {
  const end = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Records console.warn / console.error calls (the client logs through the global console) until `restore()`. */
export function spyConsole() {
  const calls = { warn: [] as unknown[][], error: [] as unknown[][] };
  const { warn, error } = console;
  console.warn = (...args: unknown[]) => void calls.warn.push(args);
  console.error = (...args: unknown[]) => void calls.error.push(args);
  return {
    calls,
    restore() {
      console.warn = warn;
      console.error = error;
    },
  };
}
