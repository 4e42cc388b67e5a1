// Docusaurus's `markdown.remarkRehypeOptions`: options of remark-rehype (mdast-util-to-hast), which turns every doc's
// Markdown into HTML. What docsgen applies are the footnotes' words, tags and ids, and the node types passed through —
// the options whose values are data, carried with the Markdown setup to every thread and into the cache keys; the
// others (`handlers`, `unknownHandler`: functions) are named in the not-built warning.
import type { Options } from 'remark-rehype';
import * as z from 'zod';

export const remarkRehypeOptions = z.strictObject({
  /** The footnotes section's heading ("Footnotes"). */
  footnoteLabel: z.string(),
  /** Its tag (`h2`). */
  footnoteLabelTagName: z.string(),
  /** Its attributes (`{className: ['sr-only']}`: hidden but read aloud). */
  footnoteLabelProperties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))])),
  /** The back reference's accessible name ("Back to reference 1"). */
  footnoteBackLabel: z.string(),
  /** The back reference's text ("↩"). */
  footnoteBackContent: z.string(),
  /** The prefix of the footnotes' ids (`user-content-`). */
  clobberPrefix: z.string(),
  /**
   * Node types the site's remark plugins make that go into the HTML tree as they are, for its rehype plugins to turn
   * into HTML (MDX adds its own to them, as for Docusaurus).
   */
  // Typed as remark-rehype types it: the known node types, which plugins' own types extend.
  passThrough: z.array(z.string()).transform((types) => types as NonNullable<Options['passThrough']>),
}).partial();

export type RemarkRehypeOptions = z.output<typeof remarkRehypeOptions>;

const KEYS = Object.keys(remarkRehypeOptions.shape) as (keyof RemarkRehypeOptions)[];

/** A Docusaurus config's value: the options docsgen applies (none when it has none) and the keys of the others. */
export function readRemarkRehypeOptions(value: unknown): { options?: RemarkRehypeOptions; unread: string[] } {
  if (value === undefined || value === null) return { unread: [] };
  if (typeof value !== 'object' || Array.isArray(value)) return { unread: [''] };
  const given = value as Record<string, unknown>;
  const options: Record<string, unknown> = {};
  const unread: string[] = [];
  for (const [key, v] of Object.entries(given)) {
    if (v === undefined) continue;
    const known = (KEYS as string[]).includes(key) && remarkRehypeOptions.shape[key as keyof RemarkRehypeOptions].safeParse(v).success;
    if (known) options[key] = v;
    else unread.push(key);
  }
  return { ...(Object.keys(options).length ? { options: options as RemarkRehypeOptions } : {}), unread };
}
