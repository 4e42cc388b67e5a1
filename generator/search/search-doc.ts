// A search record as the documents file gives it to the browser, and the docs version it belongs to.

export interface SearchDoc {
  title: string;
  pageTitle: string;
  type: 0 | 1 | 2;
  url: string;
  content: string;
  keywords: string;
  /** The docs version a result belongs to, in a site with several (a reader searches the version they read). */
  version?: SearchVersion;
  /**
   * The sidebar categories its page is under, outermost first (where a hit lives: "Commands › undo"). The documents
   * file gives it on page records only; the browser gives it to the headings and sections that follow.
   */
  trail?: string[];
}

/** A docs version as search tells versions apart: its instance, its name, and whether it is the last one. */
export interface SearchVersion {
  pluginId: string;
  name: string;
  isLast?: true;
}
