// The theme source's id: its entries' ids start with it (`theme:Footer`), which the MDX path reads (mdx/theme-entries.ts).
export const THEME_SOURCE_ID = 'theme';
