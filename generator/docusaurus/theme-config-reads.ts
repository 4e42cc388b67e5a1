// Which `themeConfig` keys a plugin or theme docsgen runs reads, so the not-built warning does not name them: a
// theme package (docusaurus-theme-github-codeblock's `codeblock`, …) takes its options from `themeConfig`, read by
// its components through `useThemeConfig()` or by its plugin from `context.siteConfig`. A key counts as read when
// the theme's code names it as a property (`.codeblock`, `codeblock:`, `{ codeblock }`), or its
// `validateThemeConfig` schema lists it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { obj, type Obj } from '../values.ts';
import { packageDirOf } from '../mdx/package-theme-island.ts';

const CODE = /\.(m?js|cjs|jsx|tsx?)$/;
/** A bound on what is read of one theme: a package's code, never its dependencies. */
const MAX_FILES = 400;

/**
 * The keys of `keys` that a plugin reads: `create` (the plugin function: its own text), `mod` (its module: its
 * `validateThemeConfig`, which Docusaurus takes from the module, or the function), the package or site file it is from (`file`, not given for an inline plugin of the config) and its theme
 * components (`themePath`).
 */
export function themeConfigKeysRead(keys: string[], create: unknown, mod: unknown, file: string | undefined, themePath: string | undefined): string[] {
  const read = new Set(schemaKeys(mod, create).filter((k) => keys.includes(k)));
  const roots = [file && (packageDirOf(file) ?? file), themePath].filter((r): r is string => r !== undefined);
  const texts = [() => String(create), ...[...new Set(roots.flatMap(codeFiles))].map((f) => () => safeRead(f))];
  for (const text of texts) {
    const left = keys.filter((k) => !read.has(k));
    if (!left.length) break;
    const t = text();
    for (const k of left) if (namesProperty(t, k)) read.add(k);
  }
  return [...read];
}

function namesProperty(text: string, key: string): boolean {
  const k = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(\\.|[{,]\\s*)${k}\\b|\\b${k}['"]?\\s*:|\\[['"]${k}['"]\\]`).test(text);
}

/** The top-level keys of the Joi schema the module's `validateThemeConfig` validates with, when it has one. */
function schemaKeys(mod: unknown, create: unknown): string[] {
  const validate = (mod as Obj | undefined)?.validateThemeConfig ?? (create as Obj | undefined)?.validateThemeConfig;
  if (typeof validate !== 'function') return [];
  const seen: string[] = [];
  try {
    validate({
      themeConfig: {},
      validate: (schema: unknown, value: unknown) => {
        const describe = obj(schema).describe;
        if (typeof describe === 'function') seen.push(...Object.keys(obj(obj(describe.call(schema)).keys)));
        return value;
      },
    });
  } catch {
    // A check that refuses an empty themeConfig says nothing of what it reads.
  }
  return seen;
}

function codeFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    if (out.length >= MAX_FILES) return;
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isFile()) {
      if (CODE.test(p)) out.push(p);
      return;
    }
    for (const e of readdirSync(p)) if (e !== 'node_modules' && !e.startsWith('.')) walk(path.join(p, e));
  };
  walk(root);
  return out;
}

function safeRead(f: string): string {
  try {
    return readFileSync(f, 'utf8');
  } catch {
    return '';
  }
}
