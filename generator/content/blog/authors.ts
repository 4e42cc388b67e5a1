// A post's authors and tags, by Docusaurus's rules: `authors` names keys of the authors file or gives authors
// inline (as do the older `author*` keys); `tags` names keys of the tags file or gives tags inline. A key the file
// lacks is an error; an inline author or tag is reported as `onInlineAuthors` / `onInlineTags` say.
import { existsSync, readFileSync } from 'node:fs';
import { load as loadYaml } from 'js-yaml';
import kebabCase from 'lodash.kebabcase';
import { BuildError, type Problem } from '../../errors.ts';
import type { BlogAuthor, BlogOptions, BlogTag } from '../../types.ts';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** A YAML (or JSON) map file of the blog: absent is empty; unreadable or not a map is an error naming it. */
export function readMapFile(file: string | undefined, what: string): Map<string, Obj> {
  if (!file || !existsSync(file)) return new Map();
  let value: unknown;
  try {
    value = loadYaml(readFileSync(file, 'utf8'));
  } catch (err) {
    const mark = (err as { mark?: { line: number } }).mark;
    throw new BuildError([{ pos: { file, line: mark ? mark.line + 1 : undefined }, message: `the ${what} file is not valid YAML: ${(err as { reason?: string }).reason ?? (err as Error).message}`, hint: 'see Docusaurus\'s format of the file' }]);
  }
  if (value === null || value === undefined) return new Map();
  if (typeof value !== 'object' || Array.isArray(value)) throw new BuildError([{ pos: { file }, message: `the ${what} file must map keys to entries`, hint: `e.g. "jane:\\n  name: Jane Doe"` }]);
  return new Map(Object.entries(value as Obj).map(([k, v]) => [k, obj(v)]));
}

export interface Resolver {
  authors(fm: Obj, file: string): BlogAuthor[];
  tags(fm: Obj, file: string): BlogTag[];
  /** Inline authors and tags, by `onInlineAuthors` / `onInlineTags` (the ones set to throw fail the build). */
  problems: { warn: Problem[]; fail: Problem[] };
}

export function resolver(options: BlogOptions, authorsFile: string | undefined, tagsFile: string | undefined, routeBase: string): Resolver {
  const authorsMap = readMapFile(authorsFile, 'authors');
  const tagsMap = tagsFile ? readMapFile(tagsFile, 'tags') : undefined;
  const useTagsFile = tagsMap !== undefined && existsSync(tagsFile!);
  const problems = { warn: [] as Problem[], fail: [] as Problem[] };
  const report = (setting: BlogOptions['onInlineTags'], problem: Problem) => {
    if (setting === 'throw') problems.fail.push(problem);
    else if (setting !== 'ignore') problems.warn.push(problem);
  };
  const authorPage = (key: string, a: Obj) => (a.page === true ? `${routeBase}/${options.authorsBasePath}/${key}` : str(obj(a.page).permalink) ? `${routeBase}/${options.authorsBasePath}/${str(obj(a.page).permalink)!.replace(/^\/+/, '')}` : undefined);
  const author = (a: Obj, key?: string): BlogAuthor => {
    const page = key ? authorPage(key, a) : undefined;
    const socials = Object.keys(obj(a.socials)).length ? Object.fromEntries(Object.entries(obj(a.socials)).filter(([, v]) => typeof v === 'string')) as Record<string, string> : undefined;
    return Object.fromEntries(Object.entries({
      key, name: str(a.name), title: str(a.title), url: str(a.url), imageURL: str(a.image_url) ?? str(a.imageURL), email: str(a.email), socials, page,
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
          result.push({ ...author(known, key), ...author(obj(entry)), key });
        } else {
          report(options.onInlineAuthors, { pos: { file }, message: `frontmatter "authors": an author given inline (${str(obj(entry).name) ?? 'no name'})`, hint: 'declare it in the authors file and name it by its key' });
          result.push(author(obj(entry)));
        }
      }
      // The keys Docusaurus 1 used, one author each.
      const legacy = { name: fm.author, title: fm.author_title ?? fm.authorTitle, url: fm.author_url ?? fm.authorURL, image_url: fm.author_image_url ?? fm.authorImageURL };
      if (typeof legacy.name === 'string' || typeof legacy.image_url === 'string') result.push(author(legacy));
      return result;
    },
    tags(fm, file) {
      const listed = Array.isArray(fm.tags) ? fm.tags : [];
      return listed.flatMap((t): BlogTag[] => {
        if (typeof t !== 'string') {
          const label = str(obj(t).label);
          return label ? [{ label, permalink: tagPath(str(obj(t).permalink) ?? `/${kebabCase(label)}`) }] : [];
        }
        const known = tagsMap?.get(t);
        if (known) return [{ label: str(known.label) ?? t, permalink: tagPath(str(known.permalink) ?? `/${kebabCase(t)}`), ...(str(known.description) ? { description: str(known.description) } : {}) }];
        if (useTagsFile) report(options.onInlineTags, { pos: { file }, message: `frontmatter "tags": "${t}" is not in the tags file`, hint: `add it to ${tagsFile}, or use one of its tags` });
        return [{ label: t, permalink: tagPath(`/${kebabCase(t)}`) }];
      });
    },
  };

  function tagPath(permalink: string): string {
    return `${routeBase}/${options.tagsBasePath}/${permalink.replace(/^\/+/, '')}`;
  }
}
