// The site's blog parts (content/theme/blog-parts.ts), rendered for every post and blog page in one render: each
// post's item inside its context (`useBlogPost()`) with the site's item parts in docsgen's (site-parts.ts), each
// page's parts with their props, each after a separator the build splits the HTML at. Lowercase: no slot itself.
import { useContext, type ComponentType, type ReactNode } from 'react';
import type { BlogItemPart, BlogPagePart } from '../../../generator/docusaurus/theme-overrides.ts';
import { SiteContext, type BlogMetadata } from '../context.ts';
import { Original } from '../DocItem/original.tsx';
import { PageHead, PART_SEPARATOR } from '../DocItem/parts.tsx';
import { PostContent } from './post-content.tsx';
import OwnItem from '../BlogPostItem.tsx';
import { BlogParts, type SiteBlogParts } from './site-parts.ts';
import { POST_DATA, type BlogPartsInstance, type BlogPostContext } from '../blog-context.ts';

type Parts = SiteBlogParts & Partial<Record<BlogPagePart, ComponentType<Record<string, unknown>>>>;

/** `wholeSidebar`: the site's BlogSidebar draws the sidebar itself (it does not wrap docsgen's). */
export default function BlogPartsRender({ parts, wholeSidebar = false }: { parts: Parts; wholeSidebar?: boolean }) {
  const ctx = useContext(SiteContext);
  const Item = parts.BlogPostItem ?? OwnItem;
  return (
    <BlogParts.Provider value={parts as Partial<Record<BlogItemPart, ComponentType<Record<string, unknown>>>>}>
      {(ctx.blogParts ?? []).map((one, i) => {
        // Each thing's title and description (PageMetadata, Layout) are head tags of its page's, which replace docsgen's.
        const head: ReactNode[] = [];
        return (
          <SiteContext.Provider key={i} value={{ ...ctx, blogParts: undefined, page: undefined, route: one.route, head, ...(one.part === 'BlogPostItem' ? { blogPost: one.post } : { blogMetadata: one.props.blogMetadata as BlogMetadata | undefined, ...(one.post ? { blogPost: one.post } : {}) }) }}>
            <template {...{ [PART_SEPARATOR]: `${i}:${one.part}` }} />
            {one.part === 'BlogPostItem' ? <Item {...itemProps(one.post)}><PostContent /></Item>
              : one.part === 'BlogSidebar' && wholeSidebar ? <SidebarBoxed><PagePart Part={parts[one.part]!} props={propsOf(one)} /></SidebarBoxed>
              : <PagePart Part={parts[one.part]!} props={propsOf(one)} />}
            <PageHead at={i} head={head} />
          </SiteContext.Provider>
        );
      })}
    </BlogParts.Provider>
  );
}

/**
 * What Docusaurus 2.0's pages passed BlogPostItem, which its ejected items read from their props (later ones read
 * `useBlogPost()`, and take `children` alone): the post's data, and in the lists whether it was cut short.
 */
function itemProps({ metadata, frontMatter, assets, isBlogPostPage }: BlogPostContext) {
  return { metadata, frontMatter, assets, isBlogPostPage, ...(isBlogPostPage ? {} : { truncated: metadata.hasTruncateMarker }) };
}

/**
 * A page part's props: the page's posts as Docusaurus gives them (a post page's `content`, the archive's `archive`,
 * a list's `items`); for `BlogLayout`, its content (and TOC) as markers.
 */
function propsOf(one: Extract<BlogPartsInstance, { props: unknown }>): Record<string, unknown> {
  if (one.posts && one.part === 'BlogPostPage') return { ...one.props, content: postContent(one.posts[0]!).content };
  if (one.posts && one.part === 'BlogArchivePage') return { ...one.props, archive: { blogPosts: one.posts.map((p) => ({ id: p.post.route, metadata: p.metadata })) } };
  if (one.posts) return { ...one.props, items: one.posts.map(postContent) };
  if (one.part !== 'BlogLayout') return one.props;
  const { toc, ...props } = one.props;
  return { ...props, children: <Original part="BlogLayout/children" />, ...(toc ? { toc: <Original part="BlogLayout/toc" /> } : {}) };
}

/** A list page's post as Docusaurus gives it to `BlogPostItems`: `{content}`, the post's MDX with its data on it. */
function postContent(post: BlogPostContext) {
  // Named as an MDX file's component: in an island's props, it crosses as its HTML, its data on it (island-props.tsx).
  const Content = function MDXContent() {
    return <PostContent route={post.post.route} />;
  };
  return { content: Object.assign(Content, { metadata: post.metadata, frontMatter: post.frontMatter, assets: post.assets, toc: post.toc, [POST_DATA]: post }) };
}

/**
 * A site's whole BlogSidebar, as docsgen's BlogSidebar draws a site's BlogSidebar/Desktop: hidden below the desktop
 * width, where Docusaurus's draws BlogSidebar/Mobile (the mobile menu's list, from docsgen's, kept hidden in the page).
 */
function SidebarBoxed({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="blog-sidebar-desktop">{children}</div>
      <div hidden><Original part="BlogSidebar" /></div>
    </>
  );
}

function PagePart({ Part, props }: { Part: ComponentType<Record<string, unknown>>; props: Record<string, unknown> }) {
  return <Part {...props} />;
}
