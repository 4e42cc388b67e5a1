// What the browser's code highlighter (highlight.ts) imports: the build's data for it, made for the bundle
// (generator/markdown/code/browser-code.ts, resolved by generator/mdx/resolve.ts), and Prism's core alone.
declare module '@docsgen/browser-code' {
  const data: import('../../generator/markdown/code/browser-code.ts').BrowserCode;
  export default data;
  /** Adds the hooks of Prism's js-templates to `Prism` (generator/markdown/code/prism-instance.ts's prismHooksSource). */
  export function addPrismHooks(prism: typeof import('prismjs')): void;
}

declare module 'prismjs/components/prism-core.js' {
  const Prism: typeof import('prismjs');
  export default Prism;
}
