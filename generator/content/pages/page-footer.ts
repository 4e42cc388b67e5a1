// A Markdown page's edit link and last update: the pages plugin's `editUrl`, `showLastUpdateTime` and
// `showLastUpdateAuthor`, read as Docusaurus's pages plugin reads them (React pages have neither).
import path from 'node:path';
import type { LoadedConfig } from '../../config/load.ts';
import { EditUrls, foundIn } from '../../docusaurus/edit-url.ts';
import type { Problem } from '../../errors.ts';
import type { Doc, PagesOptions } from '../../types.ts';
import { withBase } from '../../url.ts';
import { lastUpdateProblem, lastUpdateReader, type LastUpdate } from '../last-update.ts';

export interface PageFooter { editUrl?: string; lastUpdated?: LastUpdate }

/**
 * Starts reading git (when the site shows dates) as the pages load; the returned function gives each Markdown page's
 * footer by its file, once they are parsed. `folders`: the pages folder, and the locale's copy of it if it has one.
 */
export function pageFooters(loaded: LoadedConfig, options: PagesOptions, folders: string[]): (docs: Doc[]) => Promise<{ footers: Map<string, PageFooter>; warnings: Problem[] }> {
  const shown = [...(options.showLastUpdateTime ? ['pages.showLastUpdateTime'] : []), ...(options.showLastUpdateAuthor ? ['pages.showLastUpdateAuthor'] : [])];
  const read = shown.length ? lastUpdateReader(folders) : undefined;
  const reads = new Map(read ? folders.map((f) => [f, read(f)]) : []);
  return async (docs) => {
    const edits = new EditUrls(loaded.file);
    const footers = new Map<string, PageFooter>();
    let failure: string | undefined;
    for (const doc of docs) {
      // The folder the file was found in (a locale's own copy, or the pages folder), as Docusaurus names it.
      const folder = foundIn(doc);
      const updates = await reads.get(folder);
      failure ??= updates?.failure;
      const change = updates?.dates.get(doc.relPath);
      const lastUpdated = change && { ...(options.showLastUpdateTime ? { at: change.at } : {}), ...(options.showLastUpdateAuthor ? { by: change.by } : {}) };
      const editUrl = editUrlOf(options, { loaded, folder, doc, edits, pagesDir: folders[0]! });
      footers.set(doc.file, { ...(editUrl ? { editUrl } : {}), ...(lastUpdated ? { lastUpdated } : {}) });
    }
    return { footers, warnings: [...(failure ? [lastUpdateProblem(failure, loaded.file, shown, "the pages'")] : []), ...edits.problems()] };
  };
}

/**
 * A string: the prefix the pages folder's path from the site's folder and the page's path follow (with
 * `editLocalizedFiles`, the folder the page was found in: a locale's copy is edited there); a function's answer, checked.
 */
function editUrlOf({ editUrl, editLocalizedFiles }: PagesOptions, { loaded, folder, doc, edits, pagesDir }: { loaded: LoadedConfig; folder: string; doc: Doc; edits: EditUrls; pagesDir: string }): string | undefined {
  const fromRoot = (dir: string) => path.relative(loaded.root, dir).split(path.sep).join('/');
  if (typeof editUrl === 'function') {
    return edits.checked(editUrl({ pagesDirPath: fromRoot(folder), pagesPath: doc.relPath, permalink: withBase(loaded.config.baseUrl, doc.route), locale: loaded.config.locale }), doc.relPath);
  }
  return editUrl === undefined ? undefined : `${editUrl.replace(/\/+$/, '')}/${[fromRoot(editLocalizedFiles ? folder : pagesDir), doc.relPath].filter(Boolean).join('/')}`;
}
