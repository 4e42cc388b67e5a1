// docsgen's TagsListInline: on a doc page, a marker its page fills (see DocItem/original.tsx); in a blog post's parts,
// the tags it is given, as docsgen's blog draws them. A site may replace or wrap it.
import { useContext } from 'react';
import { Original } from './DocItem/original.tsx';
import { SiteContext } from './context.ts';
import { TagLinks } from '../blog/BlogPost.tsx';
import { usePostCtx } from './BlogPostItem/site-parts.ts';

export default function TagsListInline({ tags }: { tags?: { label: string; permalink: string }[] }) {
  const { site } = usePostCtx();
  if (useContext(SiteContext).blogPost) return <TagLinks site={site} tags={(tags ?? []).map((t) => ({ label: t.label, href: t.permalink }))} />;
  return <Original part="TagsListInline" />;
}
