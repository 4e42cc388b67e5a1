// A doc's frontmatter: Docusaurus's keys that docsgen reads, checked; other keys are kept as they are.
import * as z from 'zod';

export const frontmatterSchema = z.looseObject({
  // Docusaurus: `Document id "a/b" cannot include slash.` A doc's folder is already part of its id.
  id: z.string().regex(/^[^/]+$/, 'a doc id cannot include "/" (the folder is already part of the id)').optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  hide_table_of_contents: z.boolean().optional(),
  /** Leaves out the page's `<h1>` (the title still names the page in the head, sidebar and search). */
  hide_title: z.boolean().optional(),
  sidebar_class_name: z.string().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  /** The doc's title in prev/next links. */
  pagination_label: z.string().optional(),
  // Heading levels the table of contents shows (default 2–3); Docusaurus allows 2–6, max not below min.
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
  /** The sidebar the doc shows, whichever lists it; null: none. */
  displayed_sidebar: z.string().nullable().optional(),
  /** Built by `serve` only, left out of `build`. */
  draft: z.boolean().optional(),
  /** Built and reachable by its URL, but left out of the sidebar, search, sitemap and search engines. */
  unlisted: z.boolean().optional(),
}).refine((fm) => (fm.toc_max_heading_level ?? 6) >= (fm.toc_min_heading_level ?? 2), {
  path: ['toc_max_heading_level'], message: 'must not be below toc_min_heading_level',
});

export type Frontmatter = z.output<typeof frontmatterSchema>;

/** Every key of a doc's frontmatter Docusaurus defines: those checked above, and those read elsewhere or kept. */
export const DOC_KEYS = [
  ...Object.keys(frontmatterSchema.shape), 'tags', 'image', 'format', 'custom_edit_url', 'parse_number_prefixes', 'last_update',
];
