// docsgen's EditThisPage: on a doc page, a marker its page fills (see DocItem/original.tsx); in a blog post's parts,
// the link to the `editUrl` it is given, as docsgen's blog draws it. A site may replace or wrap it.
import { useContext } from 'react';
import { Original } from './DocItem/original.tsx';
import { SiteContext } from './context.ts';
import { EditThisPageLink } from '../edit-meta.tsx';
import type { SiteConfig } from '../../generator/types.ts';

export default function EditThisPage({ editUrl }: { editUrl?: string }) {
  const { blogPost, siteConfig } = useContext(SiteContext);
  if (blogPost) return editUrl ? <EditThisPageLink href={editUrl} site={siteConfig as Pick<SiteConfig, 'codeTranslations'>} /> : null;
  return <Original part="EditThisPage" />;
}
