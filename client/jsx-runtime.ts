// The JSX runtime a site's islands are bundled with: React's, with function components' `defaultProps` merged as
// React 18 merged them (function-default-props.ts), and a script's text children joined (script-text-children.ts),
// as the server render does.
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { withFunctionDefaultProps } from './function-default-props.ts';
import { withJoinedTextChildren } from './script-text-children.ts';

type Make = typeof reactJsx;
const withDefaults = (make: Make): Make => ((type, props, key) => make(type, withJoinedTextChildren(type, withFunctionDefaultProps(type, props)) as never, key)) as Make;

export const jsx = withDefaults(reactJsx);
export const jsxs = withDefaults(reactJsxs);
export { Fragment };
