// `@theme/DocSidebarItem/Html`: a `type: 'html'` entry of the docs sidebar, its `value` the site's own markup
// (trusted like its Markdown's raw HTML); `defaultStyle` gives it an entry's padding, as docsgen's own does.
import type { PropSidebarItem } from '../context.ts';
import { ThemeClassNames } from '../docusaurus/theme-common.ts';

type HtmlItem = Extract<PropSidebarItem, { type: 'html' }>;

export default function DocSidebarItemHtml({ item, level }: { item: HtmlItem; level: number; activePath?: string; index?: number; onItemClick?: unknown }) {
  const classes = [ThemeClassNames.docs.docSidebarItemLink, ThemeClassNames.docs.docSidebarItemLinkLevel(level), item.defaultStyle ? 'sidebar-html menu__list-item' : '', item.className].filter(Boolean).join(' ');
  return <li className={classes} dangerouslySetInnerHTML={{ __html: item.value }} />;
}
