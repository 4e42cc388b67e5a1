// react-router v5's `matchPath` (which `@docusaurus/router` re-exports): a route pattern (`/docs/:id`, `/blog/*`,
// `/tags/:tag?`) matched against a path, as its path-to-regexp 1.x does: segment boundaries, an optional trailing
// slash unless `strict`, a prefix unless `exact`, case-insensitive unless `sensitive`.

export interface MatchOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string | undefined>;
}

const escape = (s: string) => s.replace(/[.+*?^=!:${}()[\]|/\\]/g, '\\$&');

/** The pattern as a regular expression, and its parameters' names in order (`0`, `1`… for unnamed `*` and `(…)`). */
function compile(pattern: string, { exact = false, strict = false, sensitive = false }: MatchOptions): { re: RegExp; keys: string[] } {
  const keys: string[] = [];
  let unnamed = 0;
  // A parameter: an optional `/` or `.` before it, `:name` with an optional `(regex)`, or a bare `(regex)` or `*`;
  // then an optional `?`, `*` or `+`.
  const token = /\\(.)|([/.])?(?::(\w+)(?:\(((?:\\.|[^\\()])+)\))?|\(((?:\\.|[^\\()])+)\)|(\*))([+*?])?/g;
  let source = '';
  let last = 0;
  for (let m = token.exec(pattern); m; m = token.exec(pattern)) {
    source += escape(pattern.slice(last, m.index));
    last = token.lastIndex;
    if (m[1] !== undefined) { source += escape(m[1]); continue; }
    const prefix = m[2] ?? '';
    keys.push(m[3] ?? String(unnamed++));
    const body = m[4] ?? m[5] ?? (m[6] ? '.*' : `[^${escape(prefix || '/')}]+?`);
    const mod = m[7];
    const repeated = mod === '*' || mod === '+' ? `(?:${escape(prefix)}(?:${body}))*` : '';
    const group = `${escape(prefix)}((?:${body})${repeated})`;
    source += mod === '?' || mod === '*' ? `(?:${group})?` : `(?:${group})`;
  }
  source += escape(pattern.slice(last));
  const endsWithSlash = pattern.endsWith('/');
  if (!strict) source = `${endsWithSlash ? source.slice(0, -2) : source}(?:\\/(?=$))?`;
  source += exact ? '$' : strict && endsWithSlash ? '' : '(?=\\/|$)';
  return { re: new RegExp(`^${source}`, sensitive ? '' : 'i'), keys };
}

/** The match of `pathname` by the first of the options' paths that matches it, else null. */
export function matchPath(pathname: string, options: string | string[] | MatchOptions = {}): Match | null {
  const opts = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  const paths = opts.path === undefined ? [] : ([] as string[]).concat(opts.path);
  for (const path of paths) {
    if (!path && path !== '') continue;
    const { re, keys } = compile(path, opts);
    const found = re.exec(pathname);
    if (!found) continue;
    const [url, ...values] = found;
    const isExact = pathname === url;
    if (opts.exact && !isExact) return null;
    return { path, url: path === '/' && url === '' ? '/' : url!, isExact, params: Object.fromEntries(keys.map((k, i) => [k, values[i]])) };
  }
  return null;
}
