// `@theme/Admonition/Icon/Danger`: the danger type's icon, for a site's own admonition types (`icon={<IconDanger />}`).
import { AdmonitionIcon, OWN_ICONS, type AdmonitionIconProps } from '../../admonition-icons.tsx';

export default function AdmonitionIconDanger(props: AdmonitionIconProps) {
  return <AdmonitionIcon kind="danger" {...props} />;
}
OWN_ICONS.add(AdmonitionIconDanger);
