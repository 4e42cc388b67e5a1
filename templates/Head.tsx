import { localeUrl } from './locale-url.ts';
import type { PageContext } from './context.ts';
import { headScript } from './theme-script.ts';
import { docsSidebarOptions, HIDDEN_SIDEBAR_RULES } from './sidebar-options.ts';

export interface HeadProps {
  ctx: PageContext;
  /** The page's full <title>. */
  title: string;
  description: string;
  keywords?: string[];
  /** Pages that must not be indexed (the not-found page). */
  noindex?: boolean;
  /** The not-found page: its head script also resolves `.html` paths (see headScript). */
  notFound?: boolean;
  /** The page's own social card (frontmatter `image`), instead of the site's. */
  image?: string;
  /** A doc's Markdown (its `.md` URL), named for tools that read the page. */
  markdown?: string;
}

/**
 * Everything in <head>: title, description (none when the page has none, as Docusaurus's PageMetadata leaves it out),
 * canonical + hreflang, social cards, favicon, the anti-flash script. As on Docusaurus, no `twitter:` copy of the
 * title or description (Twitter reads the `og:` ones, which a theme override's PageMetadata replaces) and no
 * `theme-color` but one of the site's `metadata`.
 */
export function Head({ ctx, title, description, keywords, noindex, notFound, image: ownImage, markdown }: HeadProps) {
  const { site } = ctx;
  const canonical = site.url + ctx.url(ctx.path);
  // The page's social card, else the site's (`image`), else the logo.
  const cardSrc = ownImage ?? site.image ?? site.navbar.logo?.src;
  const image = cardSrc === undefined ? undefined : /^https?:\/\//.test(cardSrc) ? cardSrc : site.url + ctx.url(cardSrc);
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords?.length ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      {site.noIndex ? <meta name="robots" content="noindex, nofollow" /> : noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      {(site.locales ?? [{ htmlLang: site.locale, baseUrl: site.baseUrl }]).map((l) => <link key={l.htmlLang} rel="alternate" hrefLang={l.htmlLang} href={site.url + localeUrl(l.baseUrl, ctx.path)} />)}
      <link rel="alternate" hrefLang="x-default" href={site.url + localeUrl(site.locales?.[0]?.baseUrl ?? site.baseUrl, ctx.path)} />
      {markdown ? <link rel="alternate" type="text/markdown" href={markdown} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={site.locale} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {image ? <meta name="twitter:image" content={image} /> : null}
      {site.metadata.map((m, i) => <meta key={i} {...m} />)}
      {site.favicon ? <link rel="icon" href={ctx.url(site.favicon)} /> : null}
      <script dangerouslySetInnerHTML={{ __html: headScript(site, notFound) }} />
      <link rel="stylesheet" href={ctx.assets.css} />
      {docsSidebarOptions(site).hideable ? <style dangerouslySetInnerHTML={{ __html: HIDDEN_SIDEBAR_RULES }} /> : null}
      {ctx.assets.customCss ? <link rel="stylesheet" href={ctx.assets.customCss} /> : null}
      {ctx.assets.clientModules?.css ? <link rel="stylesheet" href={ctx.assets.clientModules.css} /> : null}
      <script type="module" src={ctx.assets.boot} />
      {ctx.assets.clientModules ? <script type="module" src={ctx.assets.clientModules.js} /> : null}
    </>
  );
}
