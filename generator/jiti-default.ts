// How jiti (Docusaurus's loader for its config, sidebars and local plugins, `interopDefault: true`) answers a
// `require()` of an ES module: the module's default export when it is an object or function, its other exports
// readable on it (and `.default` on it too); the namespace when there is no such default.

/** esbuild's form of a `require()` of a bundled local ES module: `(init_x(), __toCommonJS(x_exports))`. */
const REQUIRED_ES_MODULE = /\(init_([\w$]+)\(\), __toCommonJS\(([\w$]+)\)\)/g;

/** Name of the function the rewritten bundle calls (a parameter of the bundle's wrapper). */
export const JITI_DEFAULT = '__jitiDefault';

/** The bundle with each `require()` of a local ES module answered as jiti answers it. */
export function withJitiRequires(code: string): string {
  return code.replace(REQUIRED_ES_MODULE, `(init_$1(), ${JITI_DEFAULT}(__toCommonJS($2)))`);
}

export function jitiDefault(namespace: unknown): unknown {
  if (!namespace || typeof namespace !== 'object' || !('default' in namespace)) return namespace;
  const value = (namespace as { default: unknown }).default;
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value ?? namespace;
  for (const key of Object.keys(namespace).concat('default')) {
    if (key in (value as object)) continue;
    try {
      Object.defineProperty(value, key, { enumerable: key !== 'default', configurable: key !== 'default', get: () => (namespace as Record<string, unknown>)[key] });
    } catch {
      // A frozen default keeps what it has, as with jiti.
    }
  }
  return value;
}
