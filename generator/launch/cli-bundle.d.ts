/** Returns the path of an entry of docsgen's JavaScript bundle, made or refreshed first when needed. */
export function bundled(name: 'docsgen' | 'build' | 'worker'): Promise<string>;
