// `useWindowSize` of `@docusaurus/theme-common` (in a module of its own: the navbar's hooks use it too).
import { useEffect, useState } from 'react';

/**
 * `desktop` above Docusaurus's 996 px breakpoint, `mobile` at or below it; `ssr` on the server and until the page
 * runs, as Docusaurus gives it (an ejected `DocItem/Layout` draws its desktop TOC then).
 */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const update = () => setSize(window.innerWidth > 996 ? 'desktop' : 'mobile');
    update();
    addEventListener('resize', update);
    return () => removeEventListener('resize', update);
  }, []);
  return size;
}
