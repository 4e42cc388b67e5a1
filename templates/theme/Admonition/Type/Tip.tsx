// `@theme/Admonition/Type/Tip`: a tip box, for a site's own types that look like one (Admonition/Types).
import { AdmonitionBox, type AdmonitionProps } from '../../admonition-box.tsx';

export default function AdmonitionTypeTip(props: AdmonitionProps) {
  return <AdmonitionBox {...props} type={props.type ?? 'tip'} look="tip" />;
}
