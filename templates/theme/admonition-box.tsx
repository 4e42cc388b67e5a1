// The box an admonition type of docsgen's theme draws: its title the type's own unless the block names one, then the
// content; `{#id .class}` of the block on the box (Admonition/Layout.tsx).
import { ADMONITION_TITLES } from './admonition-kinds.ts';
import AdmonitionLayout, { type AdmonitionProps } from './Admonition/Layout.tsx';

export type { AdmonitionProps };

export function AdmonitionBox(props: AdmonitionProps) {
  return <AdmonitionLayout {...props} title={props.title ?? ADMONITION_TITLES[props.type] ?? props.type} />;
}
