// `@theme/Admonition/Layout`: the box every admonition draws — what a site's own admonition types build on, as on
// Docusaurus (`<AdmonitionLayout type title icon className>`). The title row shows when there is a title or an icon;
// an icon of the block's own (`icon="💡"`) takes the place of the type's.
import { isValidElement, type ReactNode } from 'react';
import { admonitionClasses } from '../admonition-kinds.ts';

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
    <aside id={id} className={[...admonitionClasses(type), ...(className ? [className] : [])].join(' ')} aria-label={typeof title === 'string' ? title : textOf(title) || undefined}>
      {title || icon ? <p className={icon ? 'admonition-title own-icon' : 'admonition-title'}>{icon ? <span className="admonition-icon">{icon}</span> : null}{title}</p> : null}
      {children}
    </aside>
  );
}

/**
 * A formatted title's text (`Use <code>npm</code>` → "Use npm"), as the Markdown path labels the box with it. An
 * element of a doc may hold its content as HTML (mdx/rehype-static-html.ts): its text is read from that.
 */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (!isValidElement<{ children?: ReactNode; dangerouslySetInnerHTML?: { __html?: unknown } }>(node)) return '';
  const html = node.props.dangerouslySetInnerHTML?.__html;
  return typeof html === 'string' ? htmlText(html) : textOf(node.props.children);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(?:#x([\da-f]+)|#(\d+)|(\w+));/gi, (m, hex?: string, dec?: string, name?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : ENTITIES[name!] ?? m);
}
