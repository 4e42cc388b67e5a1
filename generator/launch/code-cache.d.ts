/** The cache file of bundle file `file` whose text is `source`. */
export function cacheFileOf(file: string, source: string): string;
/** Runs CommonJS file `file` through V8's code cache (see code-cache.js). */
export function runCached(file: string, opts?: { save?: boolean }): { exports: Record<string, unknown>; cacheUsed: boolean; saveCache(): void };
/** CommonJS text whose first line is a comment, written as the function runCached runs without wrapping it again. */
export function asFunctionFile(text: string): string;
