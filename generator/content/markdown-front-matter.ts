// Docusaurus's `markdown.parseFrontMatter`: an async function of `{filePath, fileContent, defaultParseFrontMatter}`
// that gives each Markdown file's front matter and content (docs, blog posts, Markdown pages), in place of the
// YAML block's reading; `defaultParseFrontMatter` is that reading (its content trimmed, as Docusaurus's).
import { BuildError } from '../errors.ts';
import { keyPosition } from './key-position.ts';
import { splitFrontmatter, type SplitFile } from './yaml.ts';
import type { FrontMatterParser } from '../config/markdown-schema.ts';

/** The file's front matter and content as the site's function gives them; a throw or another shape fails at the config. */
export async function siteFrontMatter(fileContent: string, filePath: string, parse: FrontMatterParser, config: string): Promise<SplitFile> {
  const fail = (what: string) => new BuildError([{
    pos: keyPosition(config, 'parseFrontMatter'), message: `markdown.parseFrontMatter ${what} for ${filePath}`,
    hint: 'resolve to {frontMatter, content}: an object of the front matter and the text after it (defaultParseFrontMatter(params) gives Docusaurus\'s)',
  }]);
  const defaultParseFrontMatter = async ({ fileContent: text }: { fileContent: string }) => {
    const { data, content } = splitFrontmatter(text, filePath);
    return { frontMatter: data, content: content.trim() };
  };
  let given: unknown;
  try {
    given = await parse({ filePath, fileContent, defaultParseFrontMatter });
  } catch (err) {
    if (err instanceof BuildError) throw err;
    throw fail(`threw: ${(err as Error)?.message ?? err}`);
  }
  const { frontMatter, content } = (given ?? {}) as { frontMatter?: unknown; content?: unknown };
  if (typeof frontMatter !== 'object' || frontMatter === null || Array.isArray(frontMatter) || typeof content !== 'string') {
    throw fail(`gave ${given === null || typeof given !== 'object' ? String(given) : `{${Object.keys(given).join(', ')}}`}, not {frontMatter, content}`);
  }
  return { data: frontMatter as Record<string, unknown>, content };
}

/** The site's parser as content sources take it (ContentOptions.parseFrontMatter): none when it has none. */
export function siteFrontMatterParser(loaded: { file: string; config: { markdown: { parseFrontMatter?: FrontMatterParser | undefined } } }): { parseFrontMatter?: (raw: string, file: string) => Promise<SplitFile> } {
  const fn = loaded.config.markdown.parseFrontMatter;
  return fn ? { parseFrontMatter: (raw, file) => siteFrontMatter(raw, file, fn, loaded.file) } : {};
}
