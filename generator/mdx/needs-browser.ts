// Whether a module's code needs the browser, by the rule islands.ts states: state or effect hooks, event handler
// props, or a class component; so do Docusaurus hooks whose answer is the browser's (`useTabGroupChoice`: the tab
// choices the reader made; `useColorMode`, `useWindowSize`, `useIsBrowser`, `useStorageSlot`: the server gives their
// first answer, the browser the reader's), and a module that renders `@docusaurus/BrowserOnly` (its children run in
// the browser alone: on the server only the fallback shows). Apart from the bundles, so that the compile (on every
// thread) can use it.
const STATEFUL_HOOK = /\buse(State|Reducer|Effect|LayoutEffect|InsertionEffect|Ref|SyncExternalStore|Transition|DeferredValue|Optimistic|ActionState|FormStatus|ImperativeHandle|TabGroupChoice|ColorMode|WindowSize|IsBrowser|StorageSlot)\s*[(<]/;
const HANDLER_PROP = /\bon[A-Z][a-zA-Z]*\s*=\s*\{/;
const CLASS_COMPONENT = /\bextends\s+(React\.)?(Pure)?Component\b/;
const BROWSER_ONLY = /\b(?:from|require\s*\()\s*['"]@docusaurus\/BrowserOnly['"]/;

export function needsBrowser(source: string): boolean {
  return STATEFUL_HOOK.test(source) || HANDLER_PROP.test(source) || CLASS_COMPONENT.test(source) || BROWSER_ONLY.test(source);
}
