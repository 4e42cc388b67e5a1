// The blog's RSS and Atom feeds with an XSLT stylesheet (`feedOptions.xslt`, as Docusaurus 3.8+): a browser that
// opens the feed shows it as a page. The feed names the stylesheet in a processing instruction; the stylesheet and
// the CSS file of the same name are written beside the feeds. `true` is docsgen's own (templates/feeds/), a path
// the site's (relative to the blog folder).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BuildError } from '../errors.ts';
import { packageFile } from '../package-paths.ts';
import type { BlogOptions } from '../types.ts';
import { FEED_FILES } from './feeds.ts';

type Xslt = BlogOptions['feedOptions']['xslt'];
const STYLED = ['rss', 'atom'] as const;

/** `feeds` by output path, with the stylesheets added and named in the feeds they style. */
export function withFeedStylesheets(feeds: Map<string, string>, xslt: Xslt, routeBase: string, blogDir: string, configFile: string): Map<string, string> {
  const out = new Map(feeds);
  const dir = routeBase.replace(/^\/+/, '');
  const at = (file: string) => (dir ? `${dir}/${file}` : file);
  for (const type of STYLED) {
    const choice = typeof xslt === 'object' ? xslt[type] : xslt;
    const feed = out.get(at(FEED_FILES[type]));
    if (!choice || feed === undefined) continue;
    const { xsl, css } = typeof choice === 'string' ? siteFiles(choice, blogDir, configFile) : ownFiles(type);
    out.set(at(xsl.name), xsl.text);
    out.set(at(css.name), css.text);
    out.set(at(FEED_FILES[type]), feed.replace(/^(<\?xml[^?]*\?>)/, `$1<?xml-stylesheet type="text/xsl" href="${xsl.name}"?>`));
  }
  return out;
}

interface Named {
  name: string;
  text: string;
}

function ownFiles(type: (typeof STYLED)[number]): { xsl: Named; css: Named } {
  return {
    xsl: { name: `${type}.xsl`, text: readFileSync(packageFile(`templates/feeds/${type}.xsl`), 'utf8') },
    css: { name: `${type}.css`, text: readFileSync(packageFile('templates/feeds/feed.css'), 'utf8') },
  };
}

/** The site's stylesheet and the CSS file beside it with the same name, both required. */
function siteFiles(file: string, blogDir: string, configFile: string): { xsl: Named; css: Named } {
  const xslPath = path.resolve(blogDir, file);
  const cssPath = path.join(path.dirname(xslPath), `${path.parse(xslPath).name}.css`);
  const read = (p: string, what: string): string => {
    try {
      return readFileSync(p, 'utf8');
    } catch {
      throw new BuildError([{ pos: { file: configFile }, message: `blog feedOptions.xslt: ${what} ${p} does not exist`, hint: 'a stylesheet path is relative to the blog folder and needs a CSS file of the same name beside it (rss.xsl, rss.css); `true` uses docsgen\'s own' }]);
    }
  };
  return { xsl: { name: path.basename(xslPath), text: read(xslPath, 'the XSLT file') }, css: { name: path.basename(cssPath), text: read(cssPath, 'its CSS file') } };
}
