// Imported before Prism's core (highlight.ts): told so by a global, the core neither highlights the page's
// `language-*` code on its own nor listens for worker messages. The page's own `Prism`, if any, is given back after.
const scope = globalThis as { Prism?: unknown };

export const pagePrism = scope.Prism;
scope.Prism = { manual: true, disableWorkerMessageHandler: true };
