// React 19 (the React docsgen renders with) no longer reads `defaultProps` on function components; React 18,
// which many Docusaurus sites were written for, merged them into the props as each element was made. The elements
// a site's code makes (on the server and in its islands) get them merged the same way, so such a component sees
// the props it was written for (`Container.defaultProps = {padding: []}`, then `props.padding.indexOf(…)`).

/** `props` with `type`'s `defaultProps` for each prop left undefined, when `type` is a function component that has them. */
export function withFunctionDefaultProps(type: unknown, props: unknown): unknown {
  if (typeof type !== 'function' || (type.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent) return props;
  const defaults = (type as { defaultProps?: Record<string, unknown> }).defaultProps;
  if (!defaults || typeof defaults !== 'object') return props;
  const merged: Record<string, unknown> = { ...(props as Record<string, unknown> | null) };
  for (const key of Object.keys(defaults)) if (merged[key] === undefined) merged[key] = defaults[key];
  return merged;
}
