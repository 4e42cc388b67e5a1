// `@theme/MDXComponents`: what MDX elements render as. Sites import it to add their own (`{...MDXComponents, Foo}`).
import Admonition from './Admonition.tsx';
import CodeBlock from './CodeBlock.tsx';
import Details from './Details.tsx';
import TabItem from './TabItem.tsx';
import Tabs from './Tabs.tsx';
import Link from './docusaurus/Link.tsx';
import Head from './docusaurus/Head.tsx';

// `admonition`: the element Docusaurus's admonitions plugin (and a site's remark plugin giving `hName: 'admonition'`) makes.
const MDXComponents = { details: Details, Details, Admonition, admonition: Admonition, CodeBlock, Tabs, TabItem, Link, head: Head };

export default MDXComponents;
