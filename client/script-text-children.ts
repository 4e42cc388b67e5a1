// React 19 (the React docsgen renders with) writes a <script> or <style> whose children are an array empty — JSX
// such as `<script>{`var a = 1;`}{more}</script>` — where React 18, which many Docusaurus sites were written for,
// wrote the pieces one after the other. The elements a site's code makes (on the server and in its islands) get
// such children joined into the one string React 19 renders. On the server an element among them (MDX's
// `<script type="text/plain">{`…`}<p>…</p></script>`) is joined as its static markup, as React 18 wrote it.

const TEXT_ONLY = new Set(['script', 'style']);

const isText = (c: unknown): c is string | number => typeof c === 'string' || typeof c === 'number';

/** An element's static HTML (the server's renderer); islands have none, and leave such children as they are. */
export type StaticMarkup = (element: unknown) => string;

/** `props` with array `children` joined into one string, when `type` is `script` or `style`. */
export function withJoinedTextChildren(type: unknown, props: unknown, markup?: StaticMarkup): unknown {
  const children = (props as { children?: unknown } | null)?.children;
  if (typeof type !== 'string' || !TEXT_ONLY.has(type) || !Array.isArray(children)) return props;
  const flat = (children as unknown[]).flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false && c !== true);
  if (flat.every(isText)) return { ...(props as object), children: flat.join('') };
  return markup ? { ...(props as object), children: flat.map((c) => (isText(c) ? String(c) : markup(c))).join('') } : props;
}

/** `createElement`'s children arguments, as one joined string for a `script` or `style` given several pieces. */
export function joinedTextArguments(type: unknown, children: unknown[], markup?: StaticMarkup): unknown[] {
  if (children.length < 2) return children;
  const joined = withJoinedTextChildren(type, { children }, markup) as { children: unknown };
  return typeof joined.children === 'string' ? [joined.children] : children;
}
