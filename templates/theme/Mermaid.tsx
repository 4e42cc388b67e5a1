// `@theme/Mermaid`: a ```` ```mermaid ```` block where the site has its own Mermaid (`value`: the diagram's source),
// or a diagram a site's page or doc draws itself (`<Mermaid value="graph TD; …" />`, as Docusaurus documents it),
// drawn as docsgen's Markdown draws one (markdown/plugins/remark-mermaid.ts): the source, and the diagram the page's
// script draws beside it (client/mermaid.ts). That box is inner HTML to React, so an island around it (a site's
// wrapper with state) hydrates without undoing the drawn diagram.
import { useContext } from 'react';
import { ATTR } from '../../client/inlined-constants.ts';
import { SiteContext } from './context.ts';

export interface Props {
  value: string;
  /** Where the library is and how to draw (remark-mermaid.ts gives them with each block). */
  [ATTR.mermaid]?: string;
  [ATTR.mermaidConfig]?: string;
}

const DRAWN_HERE = { __html: '' };

export default function Mermaid({ value, ...given }: Props) {
  // A block's element gives them; a page or component that draws `<Mermaid value>` itself gets the build's.
  const built = useContext(SiteContext).mermaid;
  const where = given[ATTR.mermaid] === undefined && built ? built : given;
  return (
    <div className="mermaid-diagram" {...where}>
      <pre className="mermaid-source">{value}</pre>
      <div className="mermaid-svg" dangerouslySetInnerHTML={DRAWN_HERE} suppressHydrationWarning />
    </div>
  );
}
