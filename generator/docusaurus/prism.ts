// Docusaurus's `themeConfig.prism`: its magic comments, its languages (shiki's grammars, else Prism's) and its themes (read as
// TextMate themes); its other keys are named in the not-built warning.
import type { UserConfig } from '../config/schema.ts';
import { hasGrammar } from '../markdown/code/prism-languages.ts';
import { codeThemesOf } from '../markdown/code/prism-theme.ts';
import { prismHas } from '../markdown/code/prism-instance.ts';
import { arr, type Obj } from '../values.ts';
import { readMagicComments } from '../../client/code/magic-comments.ts';

/** Docusaurus's default `prism.magicComments`: its highlighted-line class, kept on the lines for the site's CSS. */
const DOCUSAURUS_MAGIC_COMMENT = { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } };

/** `themeConfig.prism`: its magic comments, languages and themes. */
export function prismOf(prism: Obj, notBuilt: string[]): UserConfig['prism'] {
  // Lower-cased, as Docusaurus's theme config does.
  const languages = arr(prism.additionalLanguages).filter((l): l is string => typeof l === 'string').map((l) => l.toLowerCase());
  // A language Shiki lacks is highlighted by Prism (docusaurus/prism-site-grammars.ts).
  const unknown = languages.filter((l) => !hasGrammar(l) && !prismHas(l));
  if (unknown.length) notBuilt.push(`prism.additionalLanguages ${unknown.join(', ')} (no such grammar in Shiki or Prism: shown as plain text)`);
  // Prism themes are read as TextMate themes; a theme that is no Prism theme (a package's stand-in) leaves docsgen's.
  const readable = codeThemesOf(prism.theme, prism.darkTheme) !== undefined;
  const themes = readable ? { theme: prism.theme as Obj, ...(prism.darkTheme === undefined ? {} : { darkTheme: prism.darkTheme as Obj }) } : {};
  const unreadThemes = readable ? [] : ['theme', 'darkTheme'].filter((k) => prism[k] !== undefined);
  if (unreadThemes.length) notBuilt.push(`prism.${unreadThemes.join(', prism.')} (not a Prism theme, or only a dark one: code is highlighted with docsgen's own themes)`);
  // `defaultLanguage` and the rest (a theme's own keys such as `languageTabs`).
  const unread = Object.keys(prism).filter((k) => !['theme', 'darkTheme', 'additionalLanguages', 'magicComments'].includes(k) && prism[k] !== undefined);
  if (unread.length) notBuilt.push(`prism.${unread.join(', prism.')}`);
  const comments = readMagicComments(prism.magicComments) ?? [DOCUSAURUS_MAGIC_COMMENT];
  return { additionalLanguages: languages, magicComments: comments, ...themes };
}
