// `@theme/Admonition/Layout`: the box every admonition draws — what a site's own admonition types build on, as on
// Docusaurus (`<AdmonitionLayout type title icon className>`). The title row shows when there is a title or an icon;
// an icon of the block's own (`icon="💡"`) takes the place of the type's.
import type { ReactNode } from 'react';
import { admonitionClass } from '../admonition-kinds.ts';

export interface AdmonitionProps {
  type: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  /** From `:::note{.class #id}`, as Docusaurus passes them to the box. */
  className?: string;
  id?: string;
}

export default function AdmonitionLayout({ type, icon, title, children, className, id }: AdmonitionProps) {
  return (
    <aside id={id} className={`admonition ${admonitionClass(type)}${className ? ` ${className}` : ''}`} aria-label={typeof title === 'string' ? title : undefined}>
      {title || icon ? <p className={icon ? 'admonition-title own-icon' : 'admonition-title'}>{icon ? <span className="admonition-icon">{icon}</span> : null}{title}</p> : null}
      {children}
    </aside>
  );
}
