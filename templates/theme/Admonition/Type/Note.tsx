// `@theme/Admonition/Type/Note`: a note box, for a site's own types that look like one (Admonition/Types).
import { AdmonitionBox, type AdmonitionProps } from '../../admonition-box.tsx';

export default function AdmonitionTypeNote(props: AdmonitionProps) {
  return <AdmonitionBox {...props} type={props.type ?? 'note'} look="note" />;
}
