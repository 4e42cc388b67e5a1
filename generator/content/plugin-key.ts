// What names a plugin instance in the order Docusaurus loads a site's plugins (docusaurus/plugin-order.ts): a
// content plugin by its kind and id, one of the site's own plugins by its name and id.
import { DEFAULT_DOCS_ID } from '../../client/constants.ts';

export type ContentKind = 'docs' | 'blog' | 'pages';

export const contentPluginKey = (kind: ContentKind, id: string | undefined): string => `${kind}:${id ?? DEFAULT_DOCS_ID}`;

export const sitePluginKey = (plugin: { name: string; id: string }): string => `plugin:${plugin.name}:${plugin.id}`;
