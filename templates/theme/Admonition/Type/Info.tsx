// `@theme/Admonition/Type/Info`: an info box, for a site's own types that look like one (Admonition/Types).
import { AdmonitionBox, type AdmonitionProps } from '../../admonition-box.tsx';

export default function AdmonitionTypeInfo(props: AdmonitionProps) {
  return <AdmonitionBox {...props} type={props.type ?? 'info'} look="info" />;
}
