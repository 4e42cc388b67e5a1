// What the live-code island (live-code.tsx) imports from the site it is bundled for (generator/output/live-code.ts
// resolves them there): its `react-live`, which docsgen does not install, and its `@theme/ReactLiveScope`. Only
// what the island uses.
declare module 'react-live' {
  import type { ComponentType, ReactNode } from 'react';

  export const LiveProvider: ComponentType<{
    children?: ReactNode;
    code?: string;
    language?: string;
    noInline?: boolean;
    scope?: Record<string, unknown>;
    theme?: { plain: Record<string, string>; styles: { types: string[]; style: Record<string, string> }[] };
    transformCode?: (code: string) => string;
  }>;
  export const LiveEditor: ComponentType<{ className?: string }>;
  export const LivePreview: ComponentType;
  export const LiveError: ComponentType<Record<string, string>>;
}

declare module '@theme/ReactLiveScope' {
  const scope: Record<string, unknown>;
  export default scope;
}
