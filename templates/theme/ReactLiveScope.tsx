// `@theme/ReactLiveScope`: what the code of a live block can name without importing it (Docusaurus's default: React
// and each of its exports, its hooks among them). A site's `src/theme/ReactLiveScope` replaces it, and may spread
// this one in through `@theme-original/ReactLiveScope`.
import * as React from 'react';

const ReactLiveScope: Record<string, unknown> = { React, ...React };

export default ReactLiveScope;
