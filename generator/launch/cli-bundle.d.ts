/** Returns the path of an entry of docsgen's JavaScript bundle, made or refreshed first when needed. */
export function bundled(name: 'docsgen' | 'build' | 'worker'): Promise<string>;
/** Names, sizes and times of the source files of the package in `dir`: changes with any edit or install. */
export function sourcesFingerprint(dir: string): string;
/** Whether a process may write the code cache of bundle file `file`. */
export function codeCacheWritable(file: string): boolean;
/** Set by `npm pack` while it makes the packed bundle's code cache. */
export const PACK_CODE_CACHE_ENV: string;
/** Set in a process that builds a site once and exits. */
export const ONE_BUILD_ENV: string;
