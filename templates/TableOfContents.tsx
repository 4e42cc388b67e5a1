import type { Heading } from '../generator/types.ts';

/**
 * Headings of levels 2–3 as a nested list, twice: a column beside the article on wide screens, and an
 * "On this page" disclosure at the top of the article below that width (CSS shows one of them).
 */
export function TableOfContents({ headings, inline }: { headings: Heading[]; inline?: boolean }) {
  const items = headings.filter((h) => h.depth >= 2 && h.depth <= 3);
  if (!items.length) return null;
  const tree: { h: Heading; children: Heading[] }[] = [];
  for (const h of items) {
    const parent = tree[tree.length - 1];
    if (h.depth === 3 && parent) parent.children.push(h);
    else tree.push({ h, children: [] });
  }
  const list = (
    <ul>
      {tree.map(({ h, children }) => (
        <li key={h.id}>
          <a href={`#${h.id}`}>{h.text}</a>
          {children.length ? <ul>{children.map((c) => <li key={c.id}><a href={`#${c.id}`}>{c.text}</a></li>)}</ul> : null}
        </li>
      ))}
    </ul>
  );
  if (inline) {
    return (
      <details className="toc-inline">
        <summary>On this page</summary>
        <nav aria-label="On this page">{list}</nav>
      </details>
    );
  }
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc-title">On this page</h2>
      {list}
    </nav>
  );
}
