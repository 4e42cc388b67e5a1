// The files `docsgen init` writes: a small site that builds and serves as it is and shows each feature once.
// Kept as strings (not files) so the package ships them as code: npm drops `.gitignore` files from tarballs.

/**
 * File path (relative to the new site's folder) → contents, for a site titled `title` in a folder named `name`.
 * `docsgen`: the dependency's spec in its package.json (the docsgen that runs `init`, until it is on the registry).
 */
export function scaffold(title: string, name: string, docsgen: string): Record<string, string> {
  return {
    'package.json': packageJson(name, docsgen),
    'site.config.ts': siteConfig(title),
    'home.md': home(title),
    'docs/intro.md': intro(title),
    'docs/guides/_category_.json': `${JSON.stringify(category, null, 2)}\n`,
    'docs/guides/writing-pages.md': writingPages,
    'docs/guides/organizing-pages.md': organizingPages,
    'static/img/logo.svg': logo,
    '.gitignore': 'node_modules/\nbuild/\n.cache/\n',
  };
}

/** `npm install`, then `npm start` (preview with live reload) and `npm run build`. */
const packageJson = (name: string, docsgen: string) => `${JSON.stringify({
  name: name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[._-]+|-+$/g, '') || 'my-docs',
  private: true,
  scripts: { start: 'docsgen serve', build: 'docsgen build', serve: 'docsgen serve --no-watch' },
  devDependencies: { docsgen },
}, null, 2)}\n`;

const siteConfig = (title: string) => `// The site's settings. \`defineConfig\` gives your editor the types of every key; docsgen checks them when it
// loads this file and names any key it does not know. Paths are relative to this file.
import { defineConfig } from 'docsgen';

export default defineConfig({
  title: ${JSON.stringify(title)},
  tagline: 'Documentation, written in Markdown',
  // Where the site will live: the origin (for the sitemap and canonical links) and the path under it.
  url: 'https://example.com',
  baseUrl: '/',
  favicon: '/img/logo.svg',
  // The Markdown pages. Each file becomes a page under /docs/ (\`docs.routeBasePath\`); folders become sidebar
  // categories, described by their \`_category_.json\`.
  docs: {
    path: 'docs',
    // Adds an "Edit this page" link to every doc: point it at your repository's docs folder.
    // editUrl: 'https://github.com/you/your-repo/edit/main/docs/',
  },
  // Hero, feature cards and text of the page at /.
  homePage: 'home.md',
  // Copied as it is to the root of the built site: /img/logo.svg is static/img/logo.svg.
  staticDir: 'static',
  navbar: {
    logo: { alt: ${JSON.stringify(`${title} logo`)}, src: '/img/logo.svg' },
    items: [
      { label: 'Docs', to: '/docs/intro', position: 'left' },
      // An external link opens in a new tab:
      // { label: 'GitHub', href: 'https://github.com/you/your-repo', position: 'right' },
    ],
  },
  footer: {
    links: [{ title: 'Docs', items: [{ label: 'Introduction', to: '/docs/intro' }, { label: 'Writing pages', to: '/docs/guides/writing-pages' }] }],
    copyright: ${JSON.stringify(`© ${new Date().getFullYear()} ${title}`)},
  },
});
`;

const home = (title: string) => `---
hero:
  title: ${JSON.stringify(title)}
  tagline: Documentation, written in Markdown
  actions:
    - { label: Read the introduction, to: /docs/intro, primary: true }
    - { label: Write a page, to: /docs/guides/writing-pages }
features:
  - title: Markdown in, a site out
    details: "Every \`.md\` file under \`docs/\` is a page, with a sidebar, a table of contents and search."
    link: { label: How pages are organized, to: /docs/guides/organizing-pages }
  - title: Live preview
    details: "\`npx docsgen serve\` shows each save in the open browser tab while you write."
  - title: Static output
    details: "\`npx docsgen build\` writes plain HTML to \`build/\`, ready for any static host."
---

This text comes from \`home.md\`: the frontmatter above it sets the banner and the cards, and the Markdown here
follows them. Change it, or remove \`homePage\` from \`site.config.ts\` for a plain title page.
`;

/** Text as Markdown (and MDX) shows it as written: a folder named `docs{v2}` is not an MDX expression. */
const markdownText = (text: string) => text.replace(/[\\`*_{}[\]<>#|!~&]/g, '\\$&');

const intro = (title: string) => `---
title: Introduction
sidebar_position: 1
---

Welcome to the documentation of ${markdownText(title)}. This page is \`docs/intro.md\`: edit it while \`npx docsgen serve\` runs
and the page in your browser follows each save.

## What is here

- [Writing pages](./guides/writing-pages.md) shows what a page can hold: notes, code, tables.
- [Organizing pages](./guides/organizing-pages.md) explains how files and folders become the sidebar.

## Next steps

Replace these pages with your own. When you are ready to publish, \`npx docsgen build\` writes the whole site to
\`build/\`; upload that folder to any static host.
`;

const category = {
  label: 'Guides',
  position: 2,
  link: { type: 'generated-index', description: 'How to write and arrange the pages of this site.' },
};

const writingPages = `---
title: Writing pages
description: Notes, code blocks and tables in Markdown.
sidebar_position: 1
---

A page is a Markdown file with an optional block of frontmatter at the top. The \`title\` there names the page in
the sidebar, the browser tab and search results.

## Notes and warnings

:::tip
Start a note with \`:::tip\` on its own line and end it with \`:::\`.
:::

:::warning[A title of your own]
A custom title goes in brackets after the kind. The other kinds are \`note\`, \`info\`, \`caution\` and
\`danger\`.
:::

## Code

A fence names its language for highlighting; \`title\` adds a file name and \`{2}\` highlights a line:

\`\`\`ts title="greet.ts" {2}
export function greet(name: string): string {
  return \`Hello, \${name}!\`;
}
\`\`\`

## Tables

| Command | What it does |
| --- | --- |
| \`npx docsgen serve\` | Preview the site, updated on every save |
| \`npx docsgen build\` | Write the static site to \`build/\` |

## Links

Link to another page by its file, as in [the introduction](../intro.md), and to a section by its heading, as in
[Tables](#tables). A link to a page that does not exist stops the build and names the line; one to a heading
that does not exist is a warning (\`onBrokenLinks\` and \`onBrokenAnchors\` in \`site.config.ts\` set both).
`;

const organizingPages = `---
title: Organizing pages
sidebar_position: 2
---

The sidebar follows the \`docs/\` folder: each file is an entry and each folder a category.

## Order

\`sidebar_position\` in a page's frontmatter sets its place; pages without one follow, by file name.

## Categories

A folder's \`_category_.json\` gives its label and place, and can give the category a page of its own that
lists its pages:

\`\`\`json title="docs/guides/_category_.json"
${JSON.stringify(category, null, 2)}
\`\`\`

## Addresses

A page's address comes from its path: \`docs/guides/organizing-pages.md\` is served at
\`/docs/guides/organizing-pages\`. Set \`slug\` in the frontmatter to choose another one.
`;

// An open book on a rounded square: the site's mark in the navbar and the browser tab.
const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <rect width="64" height="64" rx="14" fill="#2f6f4f"/>
  <path d="M32 20c-4-3-10-4-17-3v28c7-1 13 0 17 3z" fill="#ffffff"/>
  <path d="M32 20c4-3 10-4 17-3v28c-7-1-13 0-17 3z" fill="#d6efe0"/>
  <path d="M19 24c3.5-.4 6.5 0 9 1.2M19 30c3.5-.4 6.5 0 9 1.2M19 36c3.5-.4 6.5 0 9 1.2" stroke="#2f6f4f" stroke-width="2" stroke-linecap="round" fill="none"/>
  <path d="M36 25.2c2.5-1.2 5.5-1.6 9-1.2M36 31.2c2.5-1.2 5.5-1.6 9-1.2" stroke="#2f6f4f" stroke-width="2" stroke-linecap="round" fill="none"/>
</svg>
`;
