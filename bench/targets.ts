// The reuse targets (real Docusaurus sites in ../shared/reuse-targets): each built cold through the CLI from its
// own docusaurus.config, as a user migrating would, and its pages searched for MDX syntax left visible as text.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const TARGETS_DIR = path.resolve(ROOT, '../shared/reuse-targets');

export interface TargetFigures {
  /** `pages`: of every locale built (`locales` of them: the CLI builds each of a Docusaurus site's `i18n.locales`). */
  name: string; ms: number; pages: number; locales: number; leaking: string[]; ok: boolean; error?: string;
  /** The site's Markdown plugin packages the build found not installed (their plugins then do not run). */
  missingPlugins: string[];
}

/**
 * A target's own checkout with its npm dependencies installed, if given: `DOCSGEN_BENCH_JEST_SITE` (or `…_REDUX_…`)
 * names its website folder (where its docusaurus.config is). Its Markdown plugins then really run, as they do for
 * the site's authors; the reuse targets' copies have no node_modules, and their plugins are stand-ins.
 */
export function installedSite(name: string): string | undefined {
  return process.env[`DOCSGEN_BENCH_${name.toUpperCase()}_SITE`] || undefined;
}

/** MDX or JSX that should have been compiled, seen in a page's text (code left out: it shows code on purpose). */
const LEAKS: [string, RegExp][] = [
  ['import line', /(^|\n)\s*import\s+[\w{}\s,*]+\s+from\s+['"][^'"]+['"];?/],
  ['export line', /(^|\n)\s*export\s+(default|const|function)\b/],
  // Not a type argument (`jest.Mocked<Source>` in a heading is text).
  ['JSX tag', /(^|[^\w.])<\/?(Tabs|TabItem|[A-Z][A-Za-z]+)(\s[^<>]*)?\/?>/],
  ['JSX attribute', /\b(className|style)=\{/],
  ['MDX comment', /\{\/\*/],
];

/** The visible text of a page's main region, without code (blocks and inline). */
function mainText(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return main
    .replace(/<(pre|code)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
}

/** The pages (output paths) whose text shows MDX syntax, each with what was seen. */
export function pagesShowingMdx(outDir: string): string[] {
  const found: string[] = [];
  for (const e of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !e.name.endsWith('.html')) continue;
    const file = path.join(e.parentPath, e.name);
    const text = mainText(readFileSync(file, 'utf8'));
    const seen = LEAKS.filter(([, re]) => re.test(text)).map(([what]) => what);
    if (seen.length) found.push(`${path.relative(outDir, file)} (${seen.join(', ')})`);
  }
  return found;
}

/**
 * Copies the target into `tmp` (the build writes its cache beside the config: never into ../shared), with stand-ins
 * for the files the subsets leave out, and returns the copy's website folder.
 */
export function copyTarget(name: string, tmp: string): string {
  const site = path.join(tmp, name);
  cpSync(path.join(TARGETS_DIR, name), site, { recursive: true });
  // Files the subsets leave out that pages need: jest's supporters list (its `fetchSupporters` script downloads it
  // before a build; no network here), redux's error codes (at its repository's root) and the two animations of its
  // tutorials (over the subsets' 300 KB limit; a missing image fails the build, as on Docusaurus). Empty stand-ins,
  // and a 1×1 GIF, take their place.
  const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  const standIns: Record<string, [string, string | Buffer][]> = {
    jest: [['website/backers.json', '[]\n']],
    redux: [['errors.json', '{}\n'], ...['ReduxDataFlowDiagram', 'ReduxAsyncDataFlowDiagram'].map((n): [string, Buffer] => [`website/static/img/tutorials/essentials/${n}.gif`, gif])],
  };
  for (const [file, data] of standIns[name] ?? []) if (!existsSync(path.join(site, file))) writeFileSync(path.join(site, file), data);
  return path.join(site, 'website');
}

/**
 * Copies the folder holding `websiteDir` (the site's repository: its docs may live beside the website folder) into
 * `tmp`, without what builds left in the website folder; each node_modules is a link to the installed one (never
 * written to). Returns the copy's website folder.
 */
export function copyInstalledSite(websiteDir: string, tmp: string): string {
  const website = path.resolve(websiteDir);
  if (!existsSync(path.join(website, 'package.json'))) throw new Error(`${websiteDir}: not a site folder (no package.json)`);
  const copy = (from: string, to: string) => {
    mkdirSync(to, { recursive: true });
    for (const e of readdirSync(from, { withFileTypes: true })) {
      const [src, dest] = [path.join(from, e.name), path.join(to, e.name)];
      if (e.name === 'node_modules') symlinkSync(src, dest);
      else if (e.isDirectory() && !(from === website && BUILD_OUTPUTS.has(e.name))) copy(src, dest);
      else if (!e.isDirectory()) cpSync(src, dest);
    }
  };
  const repo = path.dirname(website);
  const target = path.join(tmp, path.basename(repo));
  copy(repo, target);
  return path.join(target, path.basename(website));
}

/** What builds (Docusaurus's, docsgen's: its output's spare folder too) and their caches leave in a site's folder. */
const BUILD_OUTPUTS = new Set(['build', '.build.spare', '.docusaurus', '.cache']);

/**
 * Copies the target into `tmp` (copyTarget; or its installed checkout, copyInstalledSite) and builds it cold with
 * the CLI, timing the whole command.
 */
export function buildTarget(name: string, tmp: string, installed?: string): TargetFigures {
  const cwd = installed ? copyInstalledSite(installed, tmp) : copyTarget(name, tmp);
  const out = path.join(cwd, 'build');
  const t = performance.now();
  const r = spawnSync(process.execPath, [path.join(ROOT, 'bin/docsgen.js'), 'build'], { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  const ms = performance.now() - t;
  const missingPlugins = [...(r.stdout + r.stderr).matchAll(/the Markdown plugin (\S+) is not installed/g)].map((m) => m[1]!);
  if (r.status !== 0 || !existsSync(out)) return { name, ms, pages: 0, locales: 0, leaking: [], ok: false, missingPlugins, error: (r.stderr || r.stdout).trim().split('\n').slice(0, 4).join(' | ') };
  // One line per locale built.
  const built = [...(r.stdout + r.stderr).matchAll(/built (\d+) pages/g)].map((m) => Number(m[1]));
  return { name, ms, pages: built.reduce((a, b) => a + b, 0), locales: built.length, leaking: pagesShowingMdx(out), ok: true, missingPlugins };
}
