import type { Heading } from '../generator/types.ts';

/** Levels shown by default, as on Docusaurus (frontmatter `toc_min_heading_level`/`toc_max_heading_level` change them). */
export const TOC_LEVELS = { min: 2, max: 3 };

export interface TocNode {
  h: Heading;
  children: TocNode[];
}

/** The headings nested, each under the nearest heading above it of a higher level. */
export function tocTree(headings: Heading[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const h of headings) {
    const node = { h, children: [] };
    while (stack.length && stack[stack.length - 1]!.h.depth >= h.depth) stack.pop();
    (stack.length ? stack[stack.length - 1]!.children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

/** The headings the table of contents shows, for the page's levels, else the site's (`tableOfContents`). */
export function tocHeadings(headings: Heading[], min: number | undefined, max: number | undefined, site: { minHeadingLevel: number; maxHeadingLevel: number } = { minHeadingLevel: TOC_LEVELS.min, maxHeadingLevel: TOC_LEVELS.max }): Heading[] {
  const lo = min ?? site.minHeadingLevel;
  const hi = Math.max(lo, max ?? site.maxHeadingLevel);
  return headings.filter((h) => h.depth >= lo && h.depth <= hi);
}

/**
 * Headings as a nested list (each under the nearest heading above it of a higher level), twice: a column
 * beside the article on wide screens, and an "On this page" disclosure at the top of the article below that
 * width (CSS shows one of them).
 */
export function TableOfContents({ headings, inline, title = 'On this page' }: { headings: Heading[]; inline?: boolean; /** In the page's locale (themeText). */ title?: string }) {
  if (!headings.length) return null;
  const roots = tocTree(headings);
  if (inline) {
    return (
      <details className="toc-inline">
        <summary>{title}</summary>
        <nav aria-label={title}><TocList nodes={roots} /></nav>
      </details>
    );
  }
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc-title">{title}</h2>
      <TocList nodes={roots} />
    </nav>
  );
}

export function TocList({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul>
      {nodes.map(({ h, children }) => (
        <li key={h.id}>
          {/* Its inline code and emphasis, as Docusaurus's entries have them. */}
          {h.html === undefined ? <a href={`#${h.id}`}>{h.text}</a> : <a href={`#${h.id}`} dangerouslySetInnerHTML={{ __html: h.html }} />}
          {children.length ? <TocList nodes={children} /> : null}
        </li>
      ))}
    </ul>
  );
}
