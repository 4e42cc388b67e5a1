// `Collapsible`, `useCollapsible` and `usePrevious` of `@docusaurus/theme-common`, which a site's sidebar category
// (`DocSidebarItem/Category`, ejected) and its own disclosure components build on: a list shown or hidden by
// `collapsed` (hidden with `display: none`, as Docusaurus's is before its slide), `lazy` rendering nothing inside until
// first opened.
import { createContext, createElement, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * True while docsgen draws a site's category as the reader leaves it on closing it (DocSidebarItem/entries.tsx): a
 * category holding the page starts open on Docusaurus, and this drawing is the state its toggle reaches.
 */
export const DrawnCollapsed = createContext(false);

export function useCollapsible({ initialState }: { initialState: boolean | (() => boolean); animation?: unknown }) {
  const [collapsed, setCollapsed] = useState(useContext(DrawnCollapsed) || initialState);
  const toggleCollapsed = useCallback(() => setCollapsed((c) => !c), []);
  return { collapsed, setCollapsed, toggleCollapsed };
}

export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T>(undefined);
  useEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

interface CollapsibleProps {
  as?: string;
  collapsed: boolean;
  children: ReactNode;
  lazy?: boolean;
  className?: string;
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
  animation?: unknown;
  disableSSRStyle?: boolean;
}

export function Collapsible({ as = 'div', collapsed, children, lazy = false, className, onCollapseTransitionEnd }: CollapsibleProps) {
  const [opened, setOpened] = useState(!collapsed);
  useEffect(() => {
    if (!collapsed) setOpened(true);
    onCollapseTransitionEnd?.(collapsed);
    // Called once per change of `collapsed`, as Docusaurus's is at the end of its slide.
  }, [collapsed]);
  const style = collapsed ? { display: 'none', overflow: 'hidden', height: '0px' } : undefined;
  return createElement(as, { className, style }, lazy && collapsed && !opened ? null : children);
}
