// `@theme/Admonition/Icon/Info`: the info type's icon, for a site's own admonition types (`icon={<IconInfo />}`).
import { AdmonitionIcon, OWN_ICONS, type AdmonitionIconProps } from '../../admonition-icons.tsx';

export default function AdmonitionIconInfo(props: AdmonitionIconProps) {
  return <AdmonitionIcon kind="info" {...props} />;
}
OWN_ICONS.add(AdmonitionIconInfo);
