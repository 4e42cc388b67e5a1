// Reading a value of unknown shape (a config, frontmatter, a YAML file): what it is when it has the shape asked for, else nothing.
export type Obj = Record<string, unknown>;
export const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function pick(o: Obj, keys: string[]): Obj {
  return Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]]));
}
