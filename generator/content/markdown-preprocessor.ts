// Docusaurus's `markdown.preprocessor`: a function of `{filePath, fileContent}` that gives each Markdown file's text
// as the build reads it (docs, blog posts, Markdown pages), before it is parsed.
import { BuildError } from '../errors.ts';
import { keyPosition } from './key-position.ts';
import type { MarkdownPreprocessor } from '../config/markdown-schema.ts';

/** The file's text as the site's preprocessor gives it (as read, without one); a throw or no string fails at the config. */
export function preprocessed(fileContent: string, filePath: string, preprocessor: MarkdownPreprocessor | undefined, config: string): string {
  if (!preprocessor) return fileContent;
  const fail = (what: string) => new BuildError([{
    pos: keyPosition(config, 'preprocessor'), message: `markdown.preprocessor ${what} for ${filePath}`,
    hint: 'return the file\'s text as a string: ({filePath, fileContent}) => fileContent with your changes (it runs on every Markdown file, synchronously)',
  }]);
  let given: unknown;
  try {
    given = preprocessor({ filePath, fileContent });
  } catch (err) {
    throw fail(`threw: ${(err as Error)?.message ?? err}`);
  }
  if (typeof given !== 'string') throw fail(`returned ${given instanceof Promise ? 'a promise' : given === null ? 'null' : typeof given}, not the file's text`);
  return given;
}

/** The site's preprocessor as content sources take it (ContentOptions.preprocess): none when it has none. */
export function sitePreprocessor(loaded: { file: string; config: { markdown: { preprocessor?: MarkdownPreprocessor | undefined } } }): { preprocess?: (raw: string, file: string) => string } {
  const fn = loaded.config.markdown.preprocessor;
  return fn ? { preprocess: (raw, file) => preprocessed(raw, file, fn, loaded.file) } : {};
}
