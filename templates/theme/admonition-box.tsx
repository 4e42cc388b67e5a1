// The box every admonition type of docsgen's theme draws: its title (the type's own unless the block names one),
// then the content; `{#id .class}` of the block on the box.
import type { ReactNode } from 'react';
import { ADMONITION_TITLES, admonitionClass } from './admonition-kinds.ts';

export interface AdmonitionProps {
  type: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  /** From `:::note{.class #id}`, as Docusaurus passes them to the box. */
  className?: string;
  id?: string;
}

export function AdmonitionBox({ type, title, children, className, id }: AdmonitionProps) {
  const heading = title ?? ADMONITION_TITLES[type] ?? type;
  return (
    <aside id={id} className={`admonition ${admonitionClass(type)}${className ? ` ${className}` : ''}`} aria-label={typeof heading === 'string' ? heading : undefined}>
      <p className="admonition-title">{heading}</p>
      {children}
    </aside>
  );
}
