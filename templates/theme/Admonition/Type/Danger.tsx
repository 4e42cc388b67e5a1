// `@theme/Admonition/Type/Danger`: a danger box, for a site's own types that look like one (Admonition/Types).
import { AdmonitionBox, type AdmonitionProps } from '../../admonition-box.tsx';

export default function AdmonitionTypeDanger(props: AdmonitionProps) {
  return <AdmonitionBox {...props} type={props.type ?? 'danger'} look="danger" />;
}
