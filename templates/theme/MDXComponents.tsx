// `@theme/MDXComponents`: what MDX elements render as. Sites import it to add their own (`{...MDXComponents, Foo}`).
import Admonition from './Admonition.tsx';
import CodeBlock from './CodeBlock.tsx';
import Details from './Details.tsx';
import TabItem from './TabItem.tsx';
import Tabs from './Tabs.tsx';
import Link from './docusaurus/Link.tsx';
import Head from './docusaurus/Head.tsx';
import Img from './MDXComponents/Img.tsx';
import Mermaid from './Mermaid.tsx';

// `admonition`: the element Docusaurus's admonitions plugin (and a site's remark plugin giving `hName: 'admonition'`) makes;
// `mermaid`: a diagram's, where the site has its own Mermaid (remark-mermaid.ts). Through `./Name.tsx`, a site's own
// MDXComponents/Img or Mermaid takes the place of docsgen's (mdx/resolve.ts).
const MDXComponents = { details: Details, Details, Admonition, admonition: Admonition, CodeBlock, Tabs, TabItem, Link, head: Head, img: Img, mermaid: Mermaid };

export default MDXComponents;
