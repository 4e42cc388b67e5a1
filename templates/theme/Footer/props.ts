// What docsgen's footer parts pass each other, as Docusaurus's parts do (templates/theme/Footer/*), and the site's
// own parts they draw through.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { FooterPart } from '../../../generator/docusaurus/theme-overrides.ts';

/** A footer link as the config writes it (`themeConfig.footer.links[].items[]`). */
export interface FooterLinkItem {
  label?: string;
  to?: string;
  href?: string;
  html?: string;
  className?: string;
  [prop: string]: unknown;
}
export interface FooterColumn {
  title?: string | null;
  items: FooterLinkItem[];
}
export interface FooterLayoutProps {
  style?: 'light' | 'dark';
  links?: ReactNode;
  logo?: ReactNode;
  copyright?: ReactNode;
}

export interface SiteFooterParts {
  /** The site's parts, imported by the footer's module (so an interactive one is an island, as a doc's are). */
  parts: Partial<Record<FooterPart, ComponentType<never>>>;
  /**
   * Whether the site draws links itself (`Footer/Links…`, `Footer/LinkItem`): if not, docsgen's `Footer/Links` is a
   * marker each page fills with its own links (they are marked current per page).
   */
  linkParts: boolean;
}

export const SiteFooterPartsContext = createContext<SiteFooterParts>({ parts: {}, linkParts: false });

/** The site's component for `name`, else docsgen's. */
export function useFooterPart<P>(name: FooterPart, own: ComponentType<P>): ComponentType<P> {
  return (useContext(SiteFooterPartsContext).parts[name] as ComponentType<P> | undefined) ?? own;
}

export function useLinkParts(): boolean {
  return useContext(SiteFooterPartsContext).linkParts;
}
