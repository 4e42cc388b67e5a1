// docsgen's EditThisPage: on a doc page, a marker its page fills (see DocItem/original.tsx); in a blog post's parts,
// the link to the `editUrl` it is given, as docsgen's blog draws it. A site may replace or wrap it.
import { useContext } from 'react';
import { Original } from './DocItem/original.tsx';
import { SiteContext } from './context.ts';
import { EditLink } from '../blog/BlogPost.tsx';

export default function EditThisPage({ editUrl }: { editUrl?: string }) {
  if (useContext(SiteContext).blogPost) return editUrl ? <EditLink href={editUrl} /> : null;
  return <Original part="EditThisPage" />;
}
