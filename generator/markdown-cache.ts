// Markdown results keyed by content hash, so an unchanged page is never parsed twice — across builds through
// `.cache/markdown.json`, across rebuilds in `serve` in memory. The processor itself is created only on a miss.
import { createHash } from 'node:crypto';
import type { MarkdownInput, MarkdownProcessor } from './markdown.ts';
import type { ParsedMarkdown } from './types.ts';

export type MarkdownCache = Map<string, ParsedMarkdown>;

export interface CachedProcessor extends MarkdownProcessor {
  /** The entries this build used: stale ones drop out. */
  used: MarkdownCache;
}

/** `salt` covers everything besides the input that shapes the output (plugin sources, the site's routes). */
export function withCache(create: () => Promise<MarkdownProcessor>, previous: MarkdownCache, salt: string): CachedProcessor {
  let processor: Promise<MarkdownProcessor> | undefined;
  const used: MarkdownCache = new Map();
  return {
    used,
    async render(input: MarkdownInput) {
      const key = createHash('sha1').update(`${salt}\0${input.relPath}\0${input.bodyLine}\0${input.body}`).digest('hex');
      let parsed = previous.get(key) ?? used.get(key);
      if (!parsed) {
        processor ??= create();
        parsed = await (await processor).render(input);
      }
      used.set(key, parsed);
      return parsed;
    },
  };
}
