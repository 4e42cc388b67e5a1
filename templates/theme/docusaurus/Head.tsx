// `@docusaurus/Head`: its children (title, meta, link) go into the page's <head>, rendered on the server.
import { useContext, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteContext } from '../context.ts';

export default function Head({ children }: { children?: ReactNode }) {
  const { head } = useContext(SiteContext);
  if (head) head.push(renderToStaticMarkup(<>{children}</>));
  return null;
}
