// `@theme/Logo`: the config's navbar logo and title, linked to its `href` (else home), as Docusaurus's Logo draws them
// with the classes it is given (and the link's other props: an `onClick` a site tracks clicks with); an ejected
// `Navbar/Logo` often draws it (docsgen's navbar draws its own brand).
import { useContext } from 'react';
import Link, { type LinkProps } from './docusaurus/Link.tsx';
import { SiteContext } from './context.ts';
import ThemedImage from './ThemedImage.tsx';

interface NavbarLogo {
  src: string;
  srcDark?: string;
  alt?: string;
  href?: string;
  target?: string;
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: Record<string, unknown>;
}

/** Besides its own two classes, what the link takes (`className`, `onClick`, `aria-label`…), as Docusaurus passes them on. */
export interface LogoProps extends Omit<LinkProps, 'to' | 'href' | 'children'> {
  imageClassName?: string;
  titleClassName?: string;
}

export default function Logo({ imageClassName, titleClassName, ...link }: LogoProps) {
  const { siteConfig } = useContext(SiteContext);
  const navbar = (siteConfig.themeConfig.navbar ?? {}) as { title?: string; logo?: NavbarLogo };
  const { logo, title } = navbar;
  // As Docusaurus: the logo's alt is its own, else the site's title when the navbar shows no title of its own.
  const alt = logo?.alt ?? (title ? '' : siteConfig.title);
  const image = logo && (
    <ThemedImage sources={{ light: logo.src, dark: logo.srcDark ?? logo.src }} alt={alt} className={logo.className}
      {...(logo.width !== undefined ? { width: logo.width } : {})} {...(logo.height !== undefined ? { height: logo.height } : {})} {...(logo.style ? { style: logo.style } : {})} />
  );
  return (
    <Link to={logo?.href ?? '/'} {...link} {...(logo?.target ? { target: logo.target } : {})}>
      {image ? (imageClassName ? <div className={imageClassName}>{image}</div> : image) : null}
      {title != null ? <b className={titleClassName}>{title}</b> : null}
    </Link>
  );
}
