// The config's tags and attributes for every page's <head> (Docusaurus's `headTags`, `stylesheets`, `scripts`).
import * as z from 'zod';

/** An HTML attribute's value as Docusaurus takes it: `true` writes the attribute alone, `false` leaves it out. */
export const attribute = z.union([z.string(), z.boolean()]);
export const attributeName = z.string().regex(/^[a-zA-Z_:][-a-zA-Z0-9_:.]*$/, 'an HTML attribute name');

/** A tag added to every page's <head> (Docusaurus's `headTags`). */
export const headTag = z.strictObject({
  tagName: z.string().regex(/^[a-z][a-z0-9-]*$/, 'an HTML tag name, e.g. "link" or "meta"'),
  attributes: z.record(attributeName, attribute).default({}),
  innerHTML: z.string().optional(),
});
