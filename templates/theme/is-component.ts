// Whether a module's export is a component an island wraps: a function, or an object React makes of one (forwardRef,
// memo, lazy). A context (`createContext`, also a `$$typeof` object) or a constant stays as it is.
const WRAPPERS = new Set([Symbol.for('react.forward_ref'), Symbol.for('react.memo'), Symbol.for('react.lazy')]);

export function isComponent<T>(value: T | undefined): value is T {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && WRAPPERS.has((value as { $$typeof?: symbol }).$$typeof as symbol));
}
