// The box an admonition type of docsgen's theme draws: its title the type's own (in the locale's words) unless the
// block names one, the site's icon of the type if it has one, then the content; `{#id .class}` of the block on the box (Admonition/Layout.tsx).
import { useContext } from 'react';
import { admonitionTitle } from './admonition-kinds.ts';
import { SiteContext } from './context.ts';
import { siteTypeIcon } from './admonition-site-icons.tsx';
import AdmonitionLayout, { type AdmonitionProps } from './Admonition/Layout.tsx';

export type { AdmonitionProps };

export function AdmonitionBox(props: AdmonitionProps) {
  const title = useAdmonitionTitle(props.type);
  const Icon = props.icon === undefined ? siteTypeIcon(props.type) : undefined;
  return <AdmonitionLayout {...props} title={props.title ?? title ?? props.type} {...(Icon ? { icon: <span style={ICON_BOX}><Icon /></span> } : {})} />;
}

/**
 * A site's type icon sized and coloured as the stylesheet's (Docusaurus's icons are `<svg viewBox>` alone, sized by
 * its CSS): inline, so a site without one keeps docsgen's stylesheet as it is.
 */
const ICON_BOX = { display: 'flex', alignItems: 'center', justifyContent: 'center', width: 18, height: 18, fill: 'var(--adm)', color: 'var(--adm)' } as const;

/** A type's default title in the page's locale (its code.json, else Docusaurus's translations). */
export function useAdmonitionTitle(kind: string): string | undefined {
  return admonitionTitle(kind, useContext(SiteContext).siteConfig.codeTranslations as Record<string, string> | undefined);
}
