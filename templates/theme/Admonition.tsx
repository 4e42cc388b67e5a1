// `@theme/Admonition`: the markup `:::note` gives, drawn by the component its type has in `Admonition/Types` (the
// site's own types among them); a type with none is drawn by Info's, as on Docusaurus: Info's title, icon (the site's
// `Admonition/Icon/Info` where it has one) and colours (`alert--info`, Infima's class Docusaurus's Info box has), its
// own type's class kept.
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import AdmonitionTypes from './Admonition/Types.tsx';
import { AdmonitionBox, type AdmonitionProps } from './admonition-box.tsx';

export type { AdmonitionProps };

export default function Admonition(props: AdmonitionProps) {
  // A type with no component: the map's Info (the site's own `Admonition/Type/Info` where it has one), as Docusaurus falls back.
  const Type = AdmonitionTypes[props.type] ?? AdmonitionTypes.info ?? InfoLook;
  return <Type {...withTitle(props)} />;
}

function InfoLook(props: AdmonitionProps) {
  return <AdmonitionBox {...props} look="info" />;
}

/**
 * A title with Markdown in it comes as the first child, `<mdxAdmonitionTitle>` (remark-admonitions.ts): the type's
 * component gets it as its `title` and the rest as its children, as Docusaurus's `processAdmonitionProps` gives them.
 */
function withTitle(props: AdmonitionProps): AdmonitionProps {
  const items = Children.toArray(props.children);
  const title = items.find((item): item is ReactElement<{ children?: ReactNode }> => isValidElement(item) && item.type === 'mdxAdmonitionTitle');
  if (!title) return props;
  const rest = items.filter((item) => item !== title);
  return { ...props, title: props.title ?? title.props.children, children: rest.length ? <>{rest}</> : null };
}
