// The box an admonition type of docsgen's theme draws: its title the type's own (in the locale's words) unless the
// block names one, the site's icon of the type if it has one, then the content; `{#id .class}` of the block on the box (Admonition/Layout.tsx).
// A built-in type's component draws a box of another type (a site's own, or the Info fallback) with its `look`: its
// title, icon and colours, the block's type class kept, as Docusaurus's `Admonition/Type/*` do.
import { useContext } from 'react';
import { admonitionTitle } from './admonition-kinds.ts';
import { SiteContext } from './context.ts';
import { siteTypeIcon } from './admonition-site-icons.tsx';
import AdmonitionLayout, { type AdmonitionProps } from './Admonition/Layout.tsx';

export type { AdmonitionProps };

export function AdmonitionBox({ look, ...props }: AdmonitionProps & { look?: string }) {
  const kind = look ?? props.type;
  const title = useAdmonitionTitle(kind);
  const Icon = props.icon === undefined ? siteTypeIcon(kind) : undefined;
  // A box of another type drawn with this look carries Infima's class of the look, as Docusaurus's Type components add it (the stylesheet colours by it).
  const className = kind === props.type ? props.className : [`alert--${INFIMA_LOOK[kind] ?? kind}`, ...(props.className ? [props.className] : [])].join(' ');
  return <AdmonitionLayout {...props} className={className} title={props.title ?? title ?? props.type} {...(Icon ? { icon: <span style={ICON_BOX}><Icon /></span> } : {})} />;
}

/** The `alert--*` class of Infima each built-in type's component gives its box (Docusaurus's `Admonition/Type/*`). */
const INFIMA_LOOK: Record<string, string> = { note: 'secondary', tip: 'success', info: 'info', warning: 'warning', caution: 'warning', danger: 'danger' };

/**
 * A site's type icon sized and coloured as the stylesheet's (Docusaurus's icons are `<svg viewBox>` alone, sized by
 * its CSS): inline, so a site without one keeps docsgen's stylesheet as it is.
 */
const ICON_BOX = { display: 'flex', alignItems: 'center', justifyContent: 'center', width: 18, height: 18, fill: 'var(--adm)', color: 'var(--adm)' } as const;

/** A type's default title in the page's locale (its code.json, else Docusaurus's translations). */
export function useAdmonitionTitle(kind: string): string | undefined {
  return admonitionTitle(kind, useContext(SiteContext).siteConfig.codeTranslations as Record<string, string> | undefined);
}
