// Files a doc names by a relative path (`![d](./img/diagram.svg)`, `[pdf](./files/a.pdf)`) are copied into the build
// under a content-hashed name, as Docusaurus names them (`assets/images/<name>-<hash>.<ext>`, other files under
// `assets/files/`), and the doc's reference is rewritten to it. One that is not there stays as written, marked for
// the link checker, which reports it with the doc's line (content/links.ts).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sha1 } from '../hash.ts';
import { ASSET_MARKER, isLocalFile } from '../markdown/plugins/remark-links.ts';
import { changeHtml, type DocHtml } from '../doc-html.ts';
import type { AssetLink, Doc, LinkRef, OutputMap } from '../types.ts';
import { safeDecode } from '../url.ts';

/** Rewrites pages' references to the files they name, copying each file once into `files`. */
export interface AssetCopier {
  files: OutputMap;
  /** The page with its markers resolved (`file`: the page's source file); `copied` names the copies it points to. */
  resolve<T extends LinkedPage>(page: T, file: string): Omit<T, 'assetLinks'> & { copied: string[] };
  /** The site path of the copy of the image `url` names from `file` (relative or `@site/…`), if there is one. */
  image(url: string, file: string): string | undefined;
}

/** What a parse gives that names files: its HTML and links, with the markers' targets. */
interface LinkedPage {
  html: string | DocHtml;
  links: LinkRef[];
  assetLinks?: AssetLink[];
}

/** `url` puts the base URL before a site path; `siteDir` is where `@site/…` starts. */
export function assetCopier(siteDir: string, url: (p: string) => string): AssetCopier {
  const files: OutputMap = new Map();
  // A file several pages name is read once.
  const copied = new Map<string, string | undefined>();
  const outPathOf = (file: string, image: boolean) => {
    if (!copied.has(file)) copied.set(file, copyFile(file, image, files));
    return copied.get(file);
  };
  const absolute = (target: string, file: string) => {
    const decoded = safeDecode(target);
    return decoded.startsWith('@site/') ? path.join(siteDir, decoded.slice('@site/'.length)) : path.resolve(path.dirname(file), decoded);
  };
  return {
    files,
    image(url, file) {
      const out = outPathOf(absolute(splitSuffix(url)[0], file), true);
      return out && `/${out}`;
    },
    resolve(page, file) {
      const { assetLinks = [], ...rest } = page;
      const found = assetLinks.map((a) => {
        const [target, suffix] = splitSuffix(a.url);
        const abs = absolute(target, file);
        const out = outPathOf(abs, a.image === true);
        return out ? { url: url(`/${out}`) + suffix, out } : { url: a.url, missing: path.relative(siteDir, abs).split(path.sep).join('/') };
      });
      const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      return {
        ...rest,
        html: changeHtml(page.html, (html) => html.replace(new RegExp(`"#${ASSET_MARKER}(\\d+)"`, 'g'), (_m, n: string) => `"${attr(found[Number(n)]!.url)}"`)),
        // A copied file is there by construction; a missing one is the link checker's to report.
        links: page.links.flatMap((l) => {
          if (!l.url.startsWith(`#${ASSET_MARKER}`)) return [l];
          const f = found[Number(l.url.slice(ASSET_MARKER.length + 1))]!;
          return f.missing === undefined ? [] : [{ ...l, url: f.url, missingFile: f.missing }];
        }),
        copied: found.flatMap((f) => (f.out ? [f.out] : [])),
      };
    },
  };
}

/**
 * Every doc with its files copied; a doc's page shows the copies' names, so a changed file is a changed page. A
 * frontmatter `image` beside the doc (`./img/card.png`) is copied too and named by its copy's site path, as
 * Docusaurus's social card and `assets.image` give it (before, `./img/card.png` was put after the site's URL).
 */
export function withDocAssets(docs: Doc[], assets: AssetCopier): Doc[] {
  return docs.map((d) => {
    const image = d.frontmatter.image;
    const card = typeof image === 'string' && isLocalFile(image, true) ? assets.image(image, d.file) : undefined;
    const withCard = card ? { ...d, frontmatter: { ...d.frontmatter, image: card }, hash: sha1(d.hash, card) } : d;
    if (!withCard.assetLinks?.length) return withCard;
    const { copied, ...doc } = assets.resolve(withCard, d.file);
    return { ...doc, hash: sha1(withCard.hash, ...copied) };
  });
}

/** The file's output path, once it is in `files`; undefined when there is no such file. */
function copyFile(file: string, image: boolean, files: OutputMap): string | undefined {
  if (!isFile(file)) return undefined;
  const bytes = readFileSync(file);
  const ext = path.extname(file);
  const out = `assets/${image ? 'images' : 'files'}/${path.basename(file, ext)}-${sha1(bytes).slice(0, 8)}${ext}`;
  files.set(out, bytes);
  return out;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    // Not there, or a path through a file (ENOTDIR): no such file either way.
    return false;
  }
}

/** `./a.pdf#page=2` → [`./a.pdf`, `#page=2`]. */
function splitSuffix(url: string): [string, string] {
  const at = url.search(/[?#]/);
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}
