// docsgen's own documentation, built with docsgen: `npm run docs` writes it to docs/build/.
import { defineConfig } from 'docsgen';
import { DOCS_ORIGIN } from '../generator/docs-url.ts';

export default defineConfig({
  title: 'docsgen',
  tagline: 'Fast static documentation sites from Markdown, rendered with React',
  url: DOCS_ORIGIN,
  navbar: {
    items: [
      { label: 'Docs', to: '/docs/getting-started', position: 'left' },
      { label: 'CLI', to: '/docs/cli', position: 'left' },
      { label: 'Config', to: '/docs/config', position: 'left' },
    ],
  },
  docs: { path: 'content', routeBasePath: 'docs' },
  homePage: 'home.md',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
});
