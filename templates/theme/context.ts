// What the theme components read while an MDX doc renders on the server (and, inside an island, in the browser).
import { createContext, type ReactNode } from 'react';

export interface DocsgenSiteConfig {
  title: string;
  tagline: string;
  titleDelimiter?: string;
  url: string;
  baseUrl: string;
  customFields: Record<string, unknown>;
  themeConfig: Record<string, unknown>;
}

export interface ThemeContext {
  siteConfig: DocsgenSiteConfig;
  locale: string;
  /** Island module path → its browser chunk URL (server only). */
  islands: Record<string, string>;
  /** Inside an island: nested islands render as plain components (the outer one hydrates them). */
  inIsland: boolean;
  /** Highlights code as fenced code is (server only): the `.code-block` element's inner HTML. */
  highlight?: (code: string, lang: string, meta: string) => string;
  /** Collects what `@docusaurus/Head` puts in the page's <head> (server only; rendered to HTML after the page). */
  head?: ReactNode[];
  /** A site page's title and description, as its `@theme/Layout` gives them (server only). */
  page?: { title?: string; description?: string };
  /** The route being rendered (`useLocation` on the server). */
  route?: string;
  /** What the content plugins share with components (`useGlobalData`). */
  globalData?: Record<string, Record<string, unknown>>;
}

export const SiteContext = createContext<ThemeContext>({
  siteConfig: { title: '', tagline: '', url: '', baseUrl: '/', customFields: {}, themeConfig: {} },
  locale: 'en',
  islands: {},
  inIsland: false,
});
