// An island's props reach the browser as JSON (the data beside its server HTML). A React element among them (an
// `icon={<Icon />}`, anywhere in an array or object) crosses as its server-rendered HTML, shown as static markup
// on both sides, as the island's children are; so does an imported Markdown or MDX file (`import js from './a.md'`,
// `code={{ js }}`: a component the island renders or calls), as a component that shows that HTML. Anything else
// JSON would drop or change without a word (another function, a Date, a Map, a class instance, NaN) is refused,
// naming the prop.
import { createElement, isValidElement, type ReactElement } from 'react';

/** How an element prop is written in the data: `{"$docsgenHtml": "<svg …>"}`. */
const HTML_KEY = '$docsgenHtml';
/** How an imported Markdown file is: `{"$docsgenContent": "<pre …>"}`. */
const CONTENT_KEY = '$docsgenContent';
/** The data on such a component (a blog post's `metadata`, `frontMatter`…, as `BlogPostItems` gets it): `{"$docsgenContent": …, "$docsgenOn": {…}}`. */
const CONTENT_DATA = '$docsgenOn';
/** The component an MDX file compiles to (a bundle numbers the names of its many: `MDXContent2`). */
const MDX_CONTENT = /^MDXContent\d*$/;

/** A prop JSON cannot carry; `prop` is its path (`items[0].when`). */
export class IslandPropError extends Error {
  readonly hint = 'an interactive component (one with state, effects or handlers) gets its props as JSON in the browser: pass strings, numbers, booleans, arrays, plain objects or JSX, and make functions and dates inside the component';
  constructor(readonly prop: string, what: string) {
    super(`prop "${prop}" is ${what}, which cannot reach the browser`);
    this.name = 'IslandPropError';
  }
}

/**
 * The props as the server renders the island (`render`: each element as static HTML) and as its data carries them
 * (`data`). `toHtml` renders an element on the server.
 */
export function crossingProps(props: Record<string, unknown>, toHtml: (el: ReactElement) => string): { render: Record<string, unknown>; data: Record<string, unknown> } {
  const render: Record<string, unknown> = {};
  const data: Record<string, unknown> = {};
  const seen = new Set<object>();
  const cross = (v: unknown, at: string): [unknown, unknown] => {
    if (isValidElement(v)) {
      const html = toHtml(v);
      return [<ElementHtml html={html} />, { [HTML_KEY]: html }];
    }
    if (typeof v === 'function' && MDX_CONTENT.test(v.name)) {
      const html = toHtml(createElement(v as () => ReactElement, {}));
      const [on, onData] = Object.keys(v).length ? cross({ ...v }, at) as [object, object] : [{}, undefined];
      return [Object.assign(contentOf(html), on), { [CONTENT_KEY]: html, ...(onData ? { [CONTENT_DATA]: onData } : {}) }];
    }
    if (v === null || v === undefined || typeof v === 'string' || typeof v === 'boolean') return [v, v];
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new IslandPropError(at, String(v));
      return [v, v];
    }
    if (typeof v !== 'object') throw new IslandPropError(at, `a ${typeof v}`);
    if (seen.has(v)) throw new IslandPropError(at, 'a value that holds itself');
    seen.add(v);
    try {
      if (Array.isArray(v)) {
        const pairs = v.map((x, i) => cross(x, `${at}[${i}]`));
        return [pairs.map((p) => p[0]), pairs.map((p) => p[1])];
      }
      const proto = Object.getPrototypeOf(v) as object | null;
      if (proto !== Object.prototype && proto !== null) throw new IslandPropError(at, `a ${(v.constructor as { name?: string } | undefined)?.name || 'class instance'}`);
      const pairs = Object.entries(v).map(([k, x]) => [k, cross(x, `${at}.${k}`)] as const);
      return [Object.fromEntries(pairs.map(([k, p]) => [k, p[0]])), Object.fromEntries(pairs.map(([k, p]) => [k, p[1]]))];
    } finally {
      seen.delete(v);
    }
  };
  for (const [k, v] of Object.entries(props)) [render[k], data[k]] = cross(v, k);
  return { render, data };
}

/** In the browser: the props as the server rendered the island, each element's HTML as static markup again. */
export function revivedProps(data: Record<string, unknown>): Record<string, unknown> {
  const revive = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(revive);
    if (v === null || typeof v !== 'object') return v;
    const html = (v as Record<string, unknown>)[HTML_KEY];
    if (typeof html === 'string' && Object.keys(v).length === 1) return <ElementHtml html={html} />;
    const { [CONTENT_KEY]: content, [CONTENT_DATA]: on, ...rest } = v as Record<string, unknown>;
    if (typeof content === 'string' && !Object.keys(rest).length) return Object.assign(contentOf(content), revive(on ?? {}));
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, revive(x)]));
  };
  return revive(data) as Record<string, unknown>;
}

/** Children written in the doc cross as HTML; a function (a render prop) cannot. */
export function checkChildren(children: unknown): void {
  if (typeof children === 'function') throw new IslandPropError('children', 'a function');
}

/** An imported Markdown file as the island gets it: a component that shows its server-rendered HTML. */
function contentOf(html: string): () => ReactElement {
  return function MDXContent() {
    return <ElementHtml html={html} />;
  };
}

/** An element prop's HTML: a span, which may stand where the element stood in a paragraph or a button. */
function ElementHtml({ html }: { html: string }) {
  return <span className="island-element" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
