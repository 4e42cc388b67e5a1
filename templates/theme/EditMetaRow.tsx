// docsgen's EditMetaRow: on a doc page, a marker its page fills (see DocItem/original.tsx); in a blog post's parts,
// the edit link of the `editUrl` it is given (docsgen's blog shows no date of update). A site may replace or wrap it.
import { useContext } from 'react';
import { Original } from './DocItem/original.tsx';
import { SiteContext } from './context.ts';
import { EditLink } from '../blog/BlogPost.tsx';
import type { SiteConfig } from '../../generator/types.ts';

export default function EditMetaRow({ editUrl }: { editUrl?: string; className?: string; lastUpdatedAt?: number; lastUpdatedBy?: string }) {
  const { blogPost, siteConfig } = useContext(SiteContext);
  if (blogPost) return editUrl ? <div className="doc-footer"><EditLink href={editUrl} site={siteConfig as Pick<SiteConfig, 'codeTranslations'>} /></div> : null;
  return <Original part="EditMetaRow" />;
}
