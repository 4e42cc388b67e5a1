// `@theme-original/NavbarItem/ComponentTypes`, the map a site's own spreads to add `custom-<name>` item types, as
// Docusaurus documents it. docsgen's navbar draws its built-in types itself (templates/NavItem.tsx): the site's
// map is used for its custom items only (theme/NavbarItem/custom-item.tsx), so the original maps only what a
// custom item may reuse.
import DefaultNavbarItem from './DefaultNavbarItem.tsx';

const ComponentTypes: Record<string, unknown> = { default: DefaultNavbarItem };

export default ComponentTypes;
