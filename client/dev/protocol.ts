// What the dev server tells open pages over server-sent events, and where. Shared by the server
// (generator/dev/) and the dev client (client/dev/), which only `serve` injects into pages.

/** The event stream. */
export const EVENTS_PATH = '/__docsgen/events';
/** The dev client module. */
export const DEV_CLIENT_PATH = '/__docsgen/client.js';

/** A problem as the terminal prints it, for the overlay and the warnings banner. */
export interface DevProblem {
  /** `file:line:col`, as printed. */
  where: string;
  message: string;
  hint?: string;
  /** A URL that opens the file in the author's editor, when one is configured. */
  editorUrl?: string;
}

export type DevMessage =
  /** A rebuild succeeded and the page can take it in place. Each field is there only when it changed. */
  | {
      type: 'update';
      /** Page-data URLs whose content changed (or that were removed). */
      pages: string[];
      /** The new page data of those pages, by URL, when they are few (a save): the page needs no request. */
      pageData?: Record<string, string>;
      css?: string;
      /** A sidebar changed: pages take their (new) tree from their page data. */
      sidebars?: true;
      warnings: DevProblem[];
    }
  /** Something the page cannot take in place (the config, the client code): load it again. */
  | { type: 'reload'; warnings: DevProblem[] }
  /** The last rebuild failed: the page stays the last good build, with these problems over it. */
  | { type: 'failed'; problems: DevProblem[] };
