// The docs sidebar's parts a site may wrap (`@theme-original/…`), outermost first: drawn around docsgen's sidebar
// (templates/Sidebar.tsx; generator/content/theme/sidebar-wrapper.ts).
export const SIDEBAR_WRAPPERS = ['DocSidebar', 'DocSidebar/Desktop', 'DocSidebar/Desktop/Content'] as const;
