// `@theme/Heading`: a heading of the given level with its id and the "#" link the Markdown headings have.
import type { HTMLAttributes, ReactNode } from 'react';
import { translate } from './docusaurus/Translate.tsx';

export default function Heading({ as: Tag, id, children, ...rest }: HTMLAttributes<HTMLHeadingElement> & { as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; children?: ReactNode }) {
  if (Tag === 'h1' || !id) return <Tag id={id} {...rest}>{children}</Tag>;
  return <Tag id={id} {...rest}>{children}<a className="hash-link" href={`#${id}`} aria-label={translate({ id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}' }, { heading: typeof children === 'string' ? children : id })}>#</a></Tag>;
}
