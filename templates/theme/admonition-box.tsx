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
  return <AdmonitionLayout {...props} title={props.title ?? title ?? props.type} {...(Icon ? { icon: <Icon /> } : {})} />;
}

/** A type's default title in the page's locale (its code.json, else Docusaurus's translations). */
export function useAdmonitionTitle(kind: string): string | undefined {
  return admonitionTitle(kind, useContext(SiteContext).siteConfig.codeTranslations as Record<string, string> | undefined);
}
