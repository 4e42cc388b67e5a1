// `@theme/Admonition/Icon/Warning`: the warning type's icon, for a site's own admonition types (`icon={<IconWarning />}`).
import { AdmonitionIcon, OWN_ICONS, type AdmonitionIconProps } from '../../admonition-icons.tsx';

export default function AdmonitionIconWarning(props: AdmonitionIconProps) {
  return <AdmonitionIcon kind="warning" {...props} />;
}
OWN_ICONS.add(AdmonitionIconWarning);
