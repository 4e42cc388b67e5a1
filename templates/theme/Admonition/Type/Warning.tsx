// `@theme/Admonition/Type/Warning`: a warning box, for a site's own types that look like one (Admonition/Types).
import { AdmonitionBox, type AdmonitionProps } from '../../admonition-box.tsx';

export default function AdmonitionTypeWarning(props: AdmonitionProps) {
  return <AdmonitionBox {...props} type={props.type ?? 'warning'} look="warning" />;
}
