// Islands inside the site's Root (src/theme/Root). On Docusaurus, Root is around the whole app, so the context its
// providers give reaches every component; here one React tree per document hosts Root — Root's own island (one
// with state), hydrated, else an element out of the document — and each island hydrates as a React root of its own,
// its server DOM kept, with the context Root's tree gives to its children relayed into it (context-relay.tsx): Root's
// state is one and its effects run once. Bundled with the islands (one React and one Root: splitting).
import { Component as ReactComponent, useMemo, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { SiteContext } from '../templates/theme/context.ts';
import type { IslandData } from '../templates/theme/island-children.tsx';
import { islandParts, pageSite, type IslandParts } from './island-parts.tsx';
import { EVENT } from './inlined-constants.ts';
import { ContextTap, Relay, Relayed } from './context-relay.tsx';
import { Hosted, OutOfDocument } from './out-of-document.tsx';
import { Typed, typedFields } from './typed-before.tsx';
import { laterSite } from './root-late-reads.ts';
import { markKept, unmarkKept } from './kept-island.ts';
import { usePageAddress } from './page-address.ts';
import { RootPage } from './root-page.tsx';
import { SITE_SCRIPT_ATTR } from '../templates/theme/site-config-views.ts';

type Component = ComponentType<Record<string, unknown>>;

/** The islands' roots, by element: unmounted when client navigation takes the element away. */
const roots = new Map<HTMLElement, ReactRoot>();
const relay = new Relay();
/** Set once the host is made (or being made): Root lives across client navigation, as on Docusaurus. */
let hosted: Promise<void> | undefined;

/** The island `el` hydrated inside the site's Root (`url`: Root's island module, generator/mdx/islands.ts). */
export function mountInRoot(el: HTMLElement, Component: Component, data: IslandData, url: string): void {
  if (!hosted) document.addEventListener(EVENT.page, unmountLeft);
  hosted ??= import(url).then((m: { component(name: string): Component }) => {
    const own = document.querySelector<HTMLElement>(`[data-island-root="${CSS.escape(url)}"][data-island-src="${CSS.escape(url)}"]`);
    if (own) return void hostIn(own, m.component(own.dataset.islandExport ?? 'default'), JSON.parse(own.dataset.props ?? '{}') as IslandData);
    // Root's own drawing is on the page already (server HTML, static): this tree's stays out of the document, and the
    // islands it draws there draw nothing (out-of-document.tsx). Root reads the whole config, as on the server.
    createRoot(document.createElement('div')).render(<OutOfDocument.Provider value><Host Root={m.component('default')} parts={{ value: { ...islandParts(data).value, siteConfig: rootSite() }, props: {}, children: undefined }} /></OutOfDocument.Provider>);
  }, (err) => console.warn('[docsgen] could not load the site\'s Root', err));
  // Its server DOM is kept: no text typed into it is lost, no node replaced. Client navigation may keep it in its
  // place (kept-island.ts), drawing the same tree again with the next page's data.
  void relay.ready.then(() => {
    if (!el.isConnected || roots.has(el)) return;
    const typed = typedFields(el);
    const tree = (d: IslandData) => {
      const { value, props, children } = islandParts(d);
      const node = <OutOfDocument.Provider value={false}><SiteContext.Provider value={value}><Component {...props}>{children}</Component></SiteContext.Provider></OutOfDocument.Provider>;
      return <Relayed relay={relay}><Apart><Typed fields={typed}>{node}</Typed></Apart></Relayed>;
    };
    markKept(el, data, (next) => made.render(tree(next)));
    const made = hydrateRoot(el, tree(data));
    roots.set(el, made);
  });
}

/**
 * The config a Root without state reads: the whole, which the page carries when Root read more than the docs' view on
 * the server; else that view, a later read beyond it taking what the page holds then (root-late-reads.ts).
 */
function rootSite() {
  return document.querySelector(`script[${SITE_SCRIPT_ATTR}="whole"]`) ? pageSite('whole') : laterSite(pageSite('docs'));
}

/** Root's own island (it has state), hydrated as the host around the page. */
export function hostRoot(el: HTMLElement, Root: Component, data: IslandData): void {
  if (!hosted) document.addEventListener(EVENT.page, unmountLeft);
  hosted ??= Promise.resolve(hostIn(el, Root, data));
}

/** The islands of a page that client navigation left are unmounted (their effects' cleanups run). */
function unmountLeft(): void {
  for (const [el, root] of roots) {
    if (el.isConnected) continue;
    roots.delete(el);
    unmarkKept(el);
    root.unmount();
  }
}

/** Root's own island, hydrated: the page its children (root-page.tsx). */
function hostIn(el: HTMLElement, Root: Component, data: IslandData): void {
  const parts = islandParts(data, true);
  const children = data.children === undefined ? parts.children : <RootPage html={data.children} inline={data.inline} />;
  hydrateRoot(el, <Host Root={Root} parts={{ ...parts, children }} />);
}

/**
 * Root with the tap of its context among its children (drawing nothing), after the page (its own island's) or alone.
 * A new context value at each address: what reads the location (`useLocation()`, in Root or a provider it draws) draws
 * the page client navigation shows; the page's HTML inside is the same string, which React leaves as it is.
 */
function Host({ Root, parts }: { Root: Component; parts: IslandParts }) {
  const address = usePageAddress();
  const value = useMemo(() => ({ ...parts.value }), [parts.value, address]);
  return (
    <SiteContext.Provider value={value}>
      <Root {...parts.props}>{parts.children}<Hosted><ContextTap relay={relay} /></Hosted></Root>
    </SiteContext.Provider>
  );
}

/**
 * One island's failure stays its own: Root, the page it hosts and the other islands stay (its root draws nothing
 * more).
 */
class Apart extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
