// The site's blog parts (content/theme/blog-parts.ts), rendered for every post and blog page in one render: each
// post's item inside its context (`useBlogPost()`) with the site's item parts in docsgen's (site-parts.ts), each
// page's parts with their props, each after a separator the build splits the HTML at. Lowercase: no slot itself.
import { useContext, type ComponentType, type ReactNode } from 'react';
import type { BlogItemPart, BlogPagePart } from '../../../generator/docusaurus/theme-overrides.ts';
import { SiteContext } from '../context.ts';
import { Original } from '../DocItem/original.tsx';
import { PageHead, PART_SEPARATOR } from '../DocItem/parts.tsx';
import { BLOG_CONTENT } from '../../blog/blog-parts.tsx';
import OwnItem from '../BlogPostItem.tsx';
import { BlogParts, type SiteBlogParts } from './site-parts.ts';

type Parts = SiteBlogParts & Partial<Record<BlogPagePart, ComponentType<Record<string, unknown>>>>;

export default function BlogPartsRender({ parts }: { parts: Parts }) {
  const ctx = useContext(SiteContext);
  const Item = parts.BlogPostItem ?? OwnItem;
  return (
    <BlogParts.Provider value={parts as Partial<Record<BlogItemPart, ComponentType<Record<string, unknown>>>>}>
      {(ctx.blogParts ?? []).map((one, i) => {
        const head: ReactNode[] = [];
        return (
          <SiteContext.Provider key={i} value={{ ...ctx, blogParts: undefined, route: one.route, head, ...(one.part === 'BlogPostItem' ? { blogPost: one.post } : {}) }}>
            <template {...{ [PART_SEPARATOR]: `${i}:${one.part}` }} />
            {one.part === 'BlogPostItem' ? <Item><Original part={BLOG_CONTENT} /></Item> : <PagePart Part={parts[one.part]!} props={one.props} />}
            <PageHead at={i} head={head} />
          </SiteContext.Provider>
        );
      })}
    </BlogParts.Provider>
  );
}

function PagePart({ Part, props }: { Part: ComponentType<Record<string, unknown>>; props: Record<string, unknown> }) {
  return <Part {...props} />;
}
