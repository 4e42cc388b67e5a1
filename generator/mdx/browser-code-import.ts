// `@docsgen/browser-code`, the data of the browser's code highlighter (markdown/code/browser-code.ts), in a browser
// bundle that has it (an island drawing a CodeBlock): made when the bundle first reads it, with the site's code
// themes and Prism grammars, and its config's `prism.additionalLanguages`; and Prism's hook code (`addPrismHooks`). A server bundle leaves it out
// (theme-bundle.ts's SERVER_BUILD): only the browser runs the highlighter.
import type { Plugin } from 'esbuild';
import { BROWSER_CODE_MODULE, browserCode } from '../markdown/code/browser-code.ts';
import { prismHooksSource } from '../markdown/code/prism-instance.ts';
import type { MarkdownSetup } from '../markdown/setup.ts';

const NAMESPACE = 'docsgen-browser-code';

/** `generatedConfig`: `@generated/docusaurus.config`'s data (docusaurus/generated-config.ts). */
export function browserCodeImport(setup: MarkdownSetup | undefined, generatedConfig: string): Plugin {
  return {
    name: 'docsgen-browser-code',
    setup(b) {
      if (b.initialOptions.platform !== 'browser') return;
      b.onResolve({ filter: new RegExp(`^${BROWSER_CODE_MODULE}$`) }, () => ({ path: BROWSER_CODE_MODULE, namespace: NAMESPACE }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, async () => {
        const prism = (JSON.parse(generatedConfig) as { themeConfig?: { prism?: { additionalLanguages?: unknown } } }).themeConfig?.prism;
        const languages = Array.isArray(prism?.additionalLanguages) ? prism.additionalLanguages.filter((l): l is string => typeof l === 'string').map((l) => l.toLowerCase()) : [];
        const data = JSON.stringify(await browserCode(setup, languages));
        return { contents: `export default ${data};\nexport function addPrismHooks(Prism) {\n${prismHooksSource()}\n}`, loader: 'js' };
      });
    },
  };
}
