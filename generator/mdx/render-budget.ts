// A component that renders itself without end runs React's server renderer until memory runs out (~50 s and 4 GiB
// for one page): it never overflows the stack. So the React a doc's bundle requires counts the component elements
// made while its page renders, and past a bound far above any real page the render stops, naming the component.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { withFunctionDefaultProps } from '../../client/function-default-props.ts';
import { joinedTextArguments, type StaticMarkup, withJoinedTextChildren } from '../../client/script-text-children.ts';

/** Components (any element but an HTML tag) on one page: a page of 100,000 is ~5 MB of HTML. */
export const MAX_COMPONENTS = 100_000;

let made = 0;

const markup: StaticMarkup = (element) => renderToStaticMarkup(element as React.ReactElement);

/** Thrown when a page passes MAX_COMPONENTS. */
export class EndlessRenderError extends Error {
  readonly hint = 'a component that renders itself needs a case that stops (check the props it passes itself)';
  constructor(type: unknown) {
    const name = (type as { displayName?: string; name?: string } | null)?.displayName ?? (type as { name?: string } | null)?.name;
    super(`renders without end: more than ${MAX_COMPONENTS.toLocaleString('en')} components on one page${name ? `, the last one <${name}>` : ''}`);
    this.name = 'EndlessRenderError';
  }
}

/** Called as a page starts rendering. */
export function startCounting(): void {
  made = 0;
}

type Make = (type: unknown, ...rest: unknown[]) => unknown;

/** `create` counted; `single` makes the element instead when its static children were joined into one string. */
function counted<F>(create: F, single?: F): F {
  const make = create as unknown as Make;
  const countedMake = (type: unknown, props: unknown, ...rest: unknown[]) => {
    if (typeof type !== 'string' && ++made > MAX_COMPONENTS) throw new EndlessRenderError(type);
    const joined = withJoinedTextChildren(type, withFunctionDefaultProps(type, props), markup);
    // `jsxs` takes its children as an array (React's development build says so for each one it is given otherwise).
    const by = single && typeof (joined as { children?: unknown } | null)?.children === 'string' ? (single as unknown as Make) : make;
    return by(type, joined, ...joinedTextArguments(type, rest, markup));
  };
  return countedMake as unknown as F;
}

/**
 * React and its JSX runtime as a doc's bundle gets them: each element they make is counted, and a function
 * component's `defaultProps` are merged into its props, and a script's text children joined, as React 18 did
 * (function-default-props.ts, script-text-children.ts).
 */
export const countedReact = { ...React, createElement: counted(React.createElement) };
export const countedJsxRuntime = { ...jsxRuntime, jsx: counted(jsxRuntime.jsx), jsxs: counted(jsxRuntime.jsxs, jsxRuntime.jsx) };
