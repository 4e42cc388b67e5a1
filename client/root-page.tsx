// The page inside Root's own island (Root with state): its children, the server's HTML, which client navigation
// changes in place. When Root draws another element around them as the location changes (its shape differs from one
// page to the next), React mounts them afresh: the page shown then moves into the new element — the page client
// navigation put there, the islands in it — rather than the first page's HTML coming back.
import { useLayoutEffect, useRef, useState } from 'react';
import { IslandChildren } from '../templates/theme/island-children.tsx';

/** The element that holds the page shown. */
let holder: HTMLElement | null = null;

export function RootPage({ html, inline }: { html: string; inline?: boolean | undefined }) {
  const ref = useRef<HTMLElement>(null);
  // Hydrated with the server's HTML; mounted again, empty (the live page comes in before paint).
  const [own] = useState(() => (holder ? '' : html));
  useLayoutEffect(() => {
    const el = ref.current!;
    if (holder && holder !== el) el.replaceChildren(...holder.childNodes);
    holder = el;
  }, []);
  return <IslandChildren html={own} inline={inline} ref={ref} />;
}
