// `@theme/Admonition/Icon/Note`: the note type's icon, for a site's own admonition types (`icon={<IconNote />}`).
import { AdmonitionIcon, OWN_ICONS, type AdmonitionIconProps } from '../../admonition-icons.tsx';

export default function AdmonitionIconNote(props: AdmonitionIconProps) {
  return <AdmonitionIcon kind="note" {...props} />;
}
OWN_ICONS.add(AdmonitionIconNote);
