// The tags a site adds to every page's <head> from its config (Docusaurus's `stylesheets`, `scripts`, `headTags`),
// as HTML: the config is the site's own, so a tag's `innerHTML` is written as given, as Docusaurus does.
import type { HeadTag, SiteConfig } from '../generator/types.ts';

const VOID = new Set(['base', 'link', 'meta']);

export function siteHeadTags(site: Pick<SiteConfig, 'stylesheets' | 'scripts' | 'headTags'>): string {
  const tags: HeadTag[] = [
    ...site.stylesheets.map((s) => ({ tagName: 'link', attributes: { rel: 'stylesheet', ...(typeof s === 'string' ? { href: s } : s) } })),
    ...site.scripts.map((s) => ({ tagName: 'script', attributes: typeof s === 'string' ? { src: s } : s })),
    ...site.headTags,
  ];
  return tags.map(tagHtml).join('');
}

/** One tag as HTML (a site plugin's `injectHtmlTags` tags too: content/plugins/head-tags.ts). */
export function tagHtml({ tagName, attributes, innerHTML }: HeadTag): string {
  const attrs = Object.entries(attributes).map(([k, v]) => (v === false ? '' : v === true ? ` ${k}` : ` ${k}="${escapeAttribute(v)}"`)).join('');
  return VOID.has(tagName) ? `<${tagName}${attrs}>` : `<${tagName}${attrs}>${innerHTML ?? ''}</${tagName}>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
