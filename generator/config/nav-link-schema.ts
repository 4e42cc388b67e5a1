// A link of the navbar or the footer in the config (schema.ts holds the rest of the config's shape).
import * as z from 'zod';
import { attributeName } from './head-schema.ts';

export const navLink = z
  .strictObject({
    label: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    /** A doc by id, or a sidebar by name (its first page): turned into `to` once the docs are read. */
    docId: z.string().optional(),
    sidebarId: z.string().optional(),
    /** Markup shown as it is instead of a link (Docusaurus's `html` items). */
    html: z.string().optional(),
    position: z.enum(['left', 'right']).optional(),
    /** With `docId`/`sidebarId`: the docs instance they are in (`docsInstances[].id`; the main docs by default). */
    docsPluginId: z.string().optional(),
    /** With `to`, in the navbar: where it is current instead of its own page and below (Docusaurus's keys). */
    activeBasePath: z.string().optional(),
    activeBaseRegex: z.string().refine(compiles, { message: 'must be a regular expression that compiles (written as a string, without the slashes)' }).optional(),
    /** With `to`, in the navbar: current on its own page only (a link to `/` is otherwise current on every page). */
    exact: z.boolean().optional(),
    /** `false`: with `to`, never marked current (what a Docusaurus `href` to a page of the site is: a plain link, not a NavLink). */
    current: z.literal(false).optional(),
    /** Classes added to the link, and its name for screen readers: with no `label`, an icon the site's CSS draws. */
    className: z.string().optional(),
    'aria-label': z.string().optional(),
    /** `data-*` attributes put on the link as written (a site's script reads them, as on Docusaurus). */
    dataset: z.record(z.string().regex(/^data-[a-z0-9-]+$/, 'a data-* attribute name'), z.string()).optional(),
    /** Where the link opens (`_self`, `_blank`…): by default an external link opens a new tab, a page of the site in place. */
    target: z.string().optional(),
    /** Other attributes put on the link as written (`rel`, `title`, `aria-*`): a Docusaurus item's other fields, as it passes them on. */
    attributes: z.record(attributeName, z.string()).optional(),
  })
  .refine((l) => [l.to, l.href, l.docId, l.sidebarId, l.html].filter((v) => v !== undefined).length === 1, {
    message: 'a link needs exactly one of `to` (a page of this site, e.g. "/docs/intro"), `href` (an external URL), `docId`, `sidebarId` or `html` (markup shown as it is)',
  })
  .refine((l) => l.html !== undefined || l.label !== undefined || l.className !== undefined, {
    message: 'a link needs a `label` (or a `className` whose CSS draws it, with an `aria-label` to name it)',
  })
  .transform((l) => ({ ...l, label: l.label ?? '' }));

function compiles(regex: string): boolean {
  try { return new RegExp(regex) instanceof RegExp; } catch { return false; }
}
