// `@theme/Admonition/Icon/Tip`: the tip type's icon, for a site's own admonition types (`icon={<IconTip />}`).
import { AdmonitionIcon, OWN_ICONS, type AdmonitionIconProps } from '../../admonition-icons.tsx';

export default function AdmonitionIconTip(props: AdmonitionIconProps) {
  return <AdmonitionIcon kind="tip" {...props} />;
}
OWN_ICONS.add(AdmonitionIconTip);
