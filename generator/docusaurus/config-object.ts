// The object a Docusaurus config file exports, checked: Docusaurus requires one with a `title` and a `url`, so
// anything else is an error that says what the file gave instead and what to do, never a default site.
import { readFileSync } from 'node:fs';
import { BuildError, fail } from '../errors.ts';
import { packageOf } from './markdown-plugins.ts';
import { stubbedModule } from './stubs.ts';
import { obj, str, type Obj } from '../values.ts';

/** The config object of `file`; `standInsMade`: the packages it could not load (id → why), for the hints. */
export function siteConfigOf(value: unknown, file: string, standInsMade: ReadonlyMap<string, string>): Obj {
  // A value the config computes with a package that is not installed here (`dotenv` filling `process.env`) comes out empty.
  const standIns = standInsMade.size ? `; the config could not load ${[...standInsMade].map(([id, why]) => `${id} (${why})`).join(', ')}: install what it needs (npm install) or set the value` : '';
  const hint = `export the config object itself: module.exports = { title: '…', url: 'https://…', … } (export default in an ES module), or a function returning it${standIns}`;
  // The whole config made by a helper that is not installed (`createOrgConfig({...})`, `merge(base, site)`): a stand-in.
  const madeBy = stubbedModule(value);
  if (madeBy !== undefined) {
    fail({ file }, `the config is what ${madeBy} makes, and ${madeBy} is not installed here: there is no config to read without it`, `npm install ${packageOf(madeBy)} in the site folder (or the site's dependencies: npm install), then build again`);
  }
  const c = obj(value);
  if (c !== value) fail({ file }, `exports ${value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`}, not a config object`, hint);
  const missing = ['title', 'url'].filter((k) => !str(c[k]));
  if (!missing.length) return withoutDisabledEntries(c);
  // Written in the config but computed empty (`url: process.env.URL` with URL unset): where, and what it reads.
  const computed = missing.filter((k) => k in c);
  if (computed.length) {
    const source = readSource(file);
    const at = lineOfKey(source, computed[0]!);
    const expression = at ? ` (${at.text})` : '';
    const env = at && /process\.env\.(\w+)/.exec(at.text)?.[1];
    fail({ file, line: at?.line }, `${computed.join(' and ')}: the config computes ${computed.length > 1 ? 'them' : 'it'} as ${describe(c[computed[0]!])}${expression}; Docusaurus requires ${missing.length > 1 ? 'a title and a url' : `a ${missing[0]}`}`,
      env ? `set ${env} when building (${env}=… docsgen build), or write the value in the config${standIns}` : `make it a string, or set what it is computed from${standIns}`);
  }
  const keys = Object.keys(c);
  fail({ file }, `the config has no ${missing.join(' or ')}, which Docusaurus requires${keys.length ? ` (it exports an object with the keys ${keys.join(', ')})` : ''}`, hint);
}

/**
 * The config with its `plugins`, `themes` and `presets` lists rid of the entries a condition turned off
 * (`isProduction && ['docusaurus-plugin-sentry', {…}]` gives `false`): Docusaurus accepts `false` and `null` there
 * and skips them.
 */
function withoutDisabledEntries(c: Obj): Obj {
  const lists = ['plugins', 'themes', 'presets'].filter((k) => Array.isArray(c[k]) && (c[k] as unknown[]).some(isDisabled));
  if (!lists.length) return c;
  return { ...c, ...Object.fromEntries(lists.map((k) => [k, (c[k] as unknown[]).filter((e) => !isDisabled(e))])) };
}

const isDisabled = (entry: unknown): boolean => entry === false || entry === null;

/**
 * A `threw while loading` error with the stand-ins named in its hint: what ran in place of the packages not
 * installed may be why it threw. A file of the site that does not exist keeps its own words: no install brings it.
 */
export function standInsNamed(err: unknown, missing: Map<string, string>): unknown {
  const message = err instanceof BuildError ? err.problems[0]?.message ?? '' : '';
  if (!(err instanceof BuildError) || !missing.size || !/threw while loading/.test(message)) return err;
  const names = [...missing].map(([id, why]) => `${id} (${why})`).join(', ');
  const hint = / does not exist \((require\.resolve from|the config reads it)/.test(message)
    ? 'create the file, or fix the path the config names'
    : `it ran with stand-ins for what could not be loaded here: ${names}; install the site's dependencies (npm install in its folder) and build again`;
  return new BuildError(err.problems.map((p, i) => (i ? p : { ...p, hint })), err.warnings);
}

function describe(v: unknown): string {
  return v === undefined ? 'undefined' : v === null ? 'null' : typeof v === 'string' ? '""' : `a ${typeof v}`;
}

function readSource(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The line where `key: …` is written, when it is written once, with that text (trimmed). */
function lineOfKey(source: string, key: string): { line: number; text: string } | undefined {
  const lines = source.split('\n');
  const found = lines.flatMap((text, i) => (new RegExp(`^\\s*['"]?${key}['"]?\\s*:`).test(text) ? [{ line: i + 1, text: text.trim().replace(/,$/, '') }] : []));
  return found.length === 1 ? found[0] : undefined;
}
