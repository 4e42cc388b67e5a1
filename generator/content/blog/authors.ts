// A post's authors and tags, by Docusaurus's rules: `authors` names keys of the authors file or gives authors
// inline (as do the older `author*` keys); tags as content/tags.ts reads them. A key the authors file lacks is an
// error; an inline author is reported as `onInlineAuthors` says.
import { BuildError, type Problem } from '../../errors.ts';
import { applyTrailingSlash } from '../docs/doc-source.ts';
import { readMapFile } from '../map-file.ts';
import { tagResolver } from '../tags.ts';
import type { BlogOptions, Tag } from '../../types.ts';
import type { BlogAuthor } from './types.ts';
import { obj, str, type Obj } from '../../values.ts';
import { normalizeSocials } from './socials.ts';


export interface Resolver {
  authors(fm: Obj, file: string): BlogAuthor[];
  tags(fm: Obj, file: string): Tag[];
  /** Inline authors and tags, by `onInlineAuthors` / `onInlineTags` (the ones set to throw fail the build). */
  problems: { warn: Problem[]; fail: Problem[] };
}

/** `trailingSlash`: the site's, for the author and tag pages' links (as Docusaurus's `<Link>` writes them). */
export function resolver(options: BlogOptions, authorsFile: string | undefined, tagsFile: string | undefined, routeBase: string, trailingSlash?: boolean): Resolver {
  const authorsMap = readMapFile(authorsFile, 'authors');
  const tags = tagResolver({ file: tagsFile, base: `${routeBase}/${options.tagsBasePath}`, onInline: options.onInlineTags, trailingSlash });
  const { problems } = tags;
  const report = (setting: BlogOptions['onInlineAuthors'], problem: Problem) => {
    if (setting === 'throw') problems.fail.push(problem);
    else if (setting !== 'ignore') problems.warn.push(problem);
  };
  const authorPage = (key: string, a: Obj) => {
    const at = a.page === true ? key : str(obj(a.page).permalink)?.replace(/^\/+/, '');
    return at === undefined ? undefined : applyTrailingSlash(`${routeBase}/${options.authorsBasePath}/${at}`, trailingSlash);
  };
  const author = (a: Obj, key?: string, file = authorsFile ?? options.authorsMapPath): BlogAuthor => {
    const page = key ? authorPage(key, a) : undefined;
    const socials = normalizeSocials(obj(a.socials), file, key ?? str(a.name) ?? '');
    return Object.fromEntries(Object.entries({
      key, name: str(a.name), title: str(a.title), description: str(a.description), url: str(a.url), imageURL: str(a.image_url) ?? str(a.imageURL), email: str(a.email), socials, page,
    }).filter(([, v]) => v !== undefined)) as BlogAuthor;
  };
  return {
    problems,
    authors(fm, file) {
      const listed = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
      const result: BlogAuthor[] = [];
      for (const entry of listed) {
        const key = typeof entry === 'string' ? entry : str(obj(entry).key);
        if (key !== undefined) {
          const known = authorsMap.get(key);
          if (!known) throw new BuildError([{ pos: { file }, message: `frontmatter "authors": no author "${key}" in the authors file`, hint: `add "${key}" to ${authorsFile ?? options.authorsMapPath}, or give the author inline ({name, title, url, image_url})` }]);
          result.push({ ...author(known, key), ...author(obj(entry), undefined, file), key });
        } else {
          report(options.onInlineAuthors, { pos: { file }, message: `frontmatter "authors": an author given inline (${str(obj(entry).name) ?? 'no name'})`, hint: 'declare it in the authors file and name it by its key' });
          result.push(author(obj(entry), undefined, file));
        }
      }
      // The keys Docusaurus 1 used, one author each.
      const legacy = { name: fm.author, title: fm.author_title ?? fm.authorTitle, url: fm.author_url ?? fm.authorURL, image_url: fm.author_image_url ?? fm.authorImageURL };
      if (typeof legacy.name === 'string' || typeof legacy.image_url === 'string') result.push(author(legacy));
      return result;
    },
    tags: tags.tags,
  };
}
