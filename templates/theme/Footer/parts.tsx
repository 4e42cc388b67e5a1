// docsgen's footer as Docusaurus's parts (`Footer/Layout`, `Footer/Links`, `Footer/Logo`, `Footer/Copyright`), for a
// site that replaces or wraps some of them (content/theme/source.ts): each part is the site's when it has one.
// Lowercase: no slot itself.
import { useThemeConfig } from '../docusaurus/theme-common.ts';
import FooterCopyright from './Copyright.tsx';
import FooterLayout from './Layout.tsx';
import FooterLinks from './Links.tsx';
import FooterLogo from './Logo.tsx';
import { SiteFooterPartsContext, useFooterPart, type FooterColumn, type FooterLinkItem, type SiteFooterParts } from './props.ts';

export default function FooterParts(props: SiteFooterParts) {
  return <SiteFooterPartsContext.Provider value={props}><Parts /></SiteFooterPartsContext.Provider>;
}

function Parts() {
  const { footer } = useThemeConfig() as { footer?: { style?: 'light' | 'dark'; links?: (FooterColumn | FooterLinkItem)[]; logo?: unknown; copyright?: string } };
  const Layout = useFooterPart('Footer/Layout', FooterLayout);
  const Links = useFooterPart('Footer/Links', FooterLinks);
  const Logo = useFooterPart('Footer/Logo', FooterLogo);
  const Copyright = useFooterPart('Footer/Copyright', FooterCopyright);
  if (!footer) return null;
  const { style, links, logo, copyright } = footer;
  return <Layout style={style} links={links?.length ? <Links links={links} /> : undefined}
    logo={logo ? <Logo logo={logo} /> : undefined} copyright={copyright ? <Copyright copyright={copyright} /> : undefined} />;
}
