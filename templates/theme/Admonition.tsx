// `@theme/Admonition`: the markup `:::note` gives.
import type { ReactNode } from 'react';
import { ADMONITION_TITLES, admonitionClass } from './admonition-kinds.ts';

export interface AdmonitionProps {
  type: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

export default function Admonition({ type, title, children }: AdmonitionProps) {
  const heading = title ?? ADMONITION_TITLES[type] ?? type;
  return (
    <aside className={`admonition ${admonitionClass(type)}`} aria-label={typeof heading === 'string' ? heading : undefined}>
      <p className="admonition-title">{heading}</p>
      {children}
    </aside>
  );
}
