// `@theme/Admonition/Type/Caution`: a caution box, for a site's own types that look like one (Admonition/Types).
import { AdmonitionBox, type AdmonitionProps } from '../../admonition-box.tsx';

export default function AdmonitionTypeCaution(props: AdmonitionProps) {
  return <AdmonitionBox {...props} type={props.type ?? 'caution'} look="caution" />;
}
