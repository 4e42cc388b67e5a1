// Islands inside the site's Root (src/theme/Root). On Docusaurus, Root is around the whole app, so the context its
// providers give reaches every component; here one React tree per document hosts Root — Root's own island (one
// with state), hydrated, else an element out of the document — and each island mounts in it as a portal: that context crosses,
// Root's state is one and its effects run once. Bundled with the islands (one React and one Root: splitting).
import { Component as ReactComponent, useLayoutEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SiteContext } from '../templates/theme/context.ts';
import type { IslandData } from '../templates/theme/island-children.tsx';
import { islandParts, pageSite, type IslandParts } from './island-parts.tsx';
import { EVENT } from './inlined-constants.ts';
import { keepOriginals } from './kept-originals.ts';
import { readerPlace } from './reader-place.ts';
import { Hosted, OutOfDocument } from './out-of-document.tsx';

type Component = ComponentType<Record<string, unknown>>;

interface Mounted {
  el: HTMLElement;
  node: ReactNode;
  key: number;
}

const NONE: Mounted[] = [];
let mounted = NONE;
let made = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
/** Set once the host is made (or being made): Root lives across client navigation, as on Docusaurus. */
let hosted: Promise<void> | undefined;

/**
 * The island `el` drawn inside the site's Root (`url`: Root's island module, generator/mdx/islands.ts). Its server
 * HTML stays until its content is drawn, then goes in the same commit: no flash, and one that suspends keeps it.
 */
export function mountInRoot(el: HTMLElement, Component: Component, data: IslandData, url: string): void {
  const { value, props, children } = islandParts(data);
  const node = <OutOfDocument.Provider value={false}><SiteContext.Provider value={value}><Component {...props}>{children}</Component></SiteContext.Provider></OutOfDocument.Provider>;
  mounted = [...mounted.filter((m) => m.el.isConnected), { el, key: ++made, node: <Apart><Replacing el={el} old={[...el.childNodes]}>{node}</Replacing></Apart> }];
  for (const l of listeners) l();
  if (!hosted) document.addEventListener(EVENT.page, unmountLeft);
  hosted ??= import(url).then((m: { component(name: string): Component }) => {
    const own = document.querySelector<HTMLElement>(`[data-island-root="${CSS.escape(url)}"][data-island-src="${CSS.escape(url)}"]`);
    if (own) return void hostIn(own, m.component(own.dataset.islandExport ?? 'default'), islandParts(JSON.parse(own.dataset.props ?? '{}') as IslandData));
    // Root's own drawing is on the page already (server HTML, static): this tree's stays out of the document, and the
    // islands it draws there draw nothing (out-of-document.tsx). Root reads the whole config, as on the server.
    createRoot(document.createElement('div')).render(<OutOfDocument.Provider value><Host Root={m.component('default')} parts={{ value: { ...value, siteConfig: pageSite('whole') }, props: {}, children: undefined }} /></OutOfDocument.Provider>);
  }, (err) => console.warn('[docsgen] could not load the site\'s Root', err));
}

/** Root's own island (it has state), hydrated as the host around the page. */
export function hostRoot(el: HTMLElement, Root: Component, data: IslandData): void {
  if (!hosted) document.addEventListener(EVENT.page, unmountLeft);
  hosted ??= Promise.resolve(hostIn(el, Root, islandParts(data)));
}

/** The islands of a page that client navigation left are unmounted (their effects' cleanups run). */
function unmountLeft(): void {
  const kept = mounted.filter((m) => m.el.isConnected);
  if (kept.length === mounted.length) return;
  mounted = kept;
  for (const l of listeners) l();
}

function hostIn(el: HTMLElement, Root: Component, parts: IslandParts): void {
  hydrateRoot(el, <Host Root={Root} parts={parts} />);
}

/** Root with the islands in its children, after the page (its own island's) or alone (out of the document). */
function Host({ Root, parts }: { Root: Component; parts: IslandParts }) {
  // None while hydrating: the server drew none there.
  const list = useSyncExternalStore(subscribe, () => mounted, () => NONE);
  return (
    <SiteContext.Provider value={parts.value}>
      <Root {...parts.props}>{parts.children}<Hosted>{list.map((m) => createPortal(m.node, m.el, String(m.key)))}</Hosted></Root>
    </SiteContext.Provider>
  );
}

/**
 * Removes the island's server HTML once its content is in (a layout effect: before the browser paints), docsgen's
 * own parts inside it kept (kept-originals.ts), the reader's focus and selection in it too (reader-place.ts).
 */
function Replacing({ el, old, children }: { el: HTMLElement; old: ChildNode[]; children: ReactNode }) {
  useLayoutEffect(() => {
    const putBack = readerPlace(el, old);
    keepOriginals(el, old);
    for (const n of old) n.remove();
    putBack();
  }, [el, old]);
  return children;
}

/**
 * One island's failure stays its own, as when each was a React root: Root, the page it hosts and the other islands
 * stay (one that fails before it is drawn keeps its server HTML).
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
