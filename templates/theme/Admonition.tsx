// `@theme/Admonition`: the markup `:::note` gives, drawn by the component its type has in `Admonition/Types` (the
// site's own types among them); a type with none gets docsgen's box, named by its type.
import AdmonitionTypes from './Admonition/Types.tsx';
import { AdmonitionBox, type AdmonitionProps } from './admonition-box.tsx';

export type { AdmonitionProps };

export default function Admonition(props: AdmonitionProps) {
  const Type = AdmonitionTypes[props.type] ?? AdmonitionBox;
  return <Type {...props} />;
}
