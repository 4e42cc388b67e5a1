// React 19 (the React docsgen renders with) writes a <script> or <style> whose children are an array empty — JSX
// such as `<script>{`var a = 1;`}{more}</script>` — where React 18, which many Docusaurus sites were written for,
// wrote the pieces one after the other. The elements a site's code makes (on the server and in its islands) get
// such children joined into the one string React 19 renders.

const TEXT_ONLY = new Set(['script', 'style']);

const isText = (c: unknown): c is string | number => typeof c === 'string' || typeof c === 'number';

/** `props` with array `children` of text joined, when `type` is `script` or `style`. */
export function withJoinedTextChildren(type: unknown, props: unknown): unknown {
  const children = (props as { children?: unknown } | null)?.children;
  if (typeof type !== 'string' || !TEXT_ONLY.has(type) || !Array.isArray(children)) return props;
  const flat = (children as unknown[]).flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false && c !== true);
  return flat.every(isText) ? { ...(props as object), children: flat.join('') } : props;
}

/** `createElement`'s children arguments, as one joined string for a `script` or `style` given several pieces of text. */
export function joinedTextArguments(type: unknown, children: unknown[]): unknown[] {
  if (children.length < 2) return children;
  const joined = withJoinedTextChildren(type, { children }) as { children: unknown };
  return typeof joined.children === 'string' ? [joined.children] : children;
}
