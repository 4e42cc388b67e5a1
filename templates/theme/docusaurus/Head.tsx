// `@docusaurus/Head`: its children (title, meta, link) go into the page's <head>, rendered on the server. It renders
// nothing in the page, and needs nothing in the browser (an island that uses it does not bundle a server renderer).
import { Children, cloneElement, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { SiteContext } from '../context.ts';

export default function Head({ children }: { children?: ReactNode }) {
  const { head } = useContext(SiteContext);
  head?.push(Children.map(children, titleAsText));
  return null;
}

/** A <title> written with several parts (`{a} · {b}`) as one string: React renders a title's text only. */
function titleAsText(child: ReactNode): ReactNode {
  if (!isValidElement(child) || child.type !== 'title') return child;
  const el = child as ReactElement<{ children?: ReactNode }>;
  const text = Children.toArray(el.props.children).filter((c) => typeof c === 'string' || typeof c === 'number').join('');
  return cloneElement(el, {}, text);
}
