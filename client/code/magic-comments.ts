// A site's `themeConfig.prism.magicComments`, read alike by the build (generator/docusaurus/prism.ts) and by a block
// the browser draws before its highlighter has loaded (templates/theme/CodeBlock.tsx, from the docs' view of the
// config, which carries them). No Node module.
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from './code-meta.ts';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const fields = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? v as Record<string, unknown> : {});

/** The config's list as Docusaurus reads it (a `className`, a `line` and/or a `block`'s `start` and `end`); undefined if it is no list. */
export function readMagicComments(listed: unknown): MagicComment[] | undefined {
  if (!Array.isArray(listed)) return undefined;
  return listed.map(fields).map((c) => {
    const block = fields(c.block);
    const start = text(block.start);
    const end = text(block.end);
    const line = text(c.line);
    return { className: text(c.className) ?? '', ...(line ? { line } : {}), ...(start && end ? { block: { start, end } } : {}) };
  });
}

/** Docusaurus's class for highlighted lines: such lines get docsgen's `highlighted` too, which the theme styles. */
const DOCUSAURUS_HIGHLIGHT = /(^| )(theme-code-block-highlighted-line)( |$)/g;

/** The comments as docsgen draws them (Docusaurus's highlighted-line class keeps its class for the site's CSS). */
export const drawnMagicComments = (comments: readonly MagicComment[] | undefined): MagicComment[] =>
  comments?.map((c) => ({ ...c, className: c.className.replace(DOCUSAURUS_HIGHLIGHT, '$1highlighted $2$3') })) ?? DEFAULT_MAGIC_COMMENTS;

/** The magic comments of a config's `themeConfig` (its docs' view has them), as docsgen draws them. */
export const siteMagicComments = (themeConfig: Record<string, unknown>): MagicComment[] =>
  drawnMagicComments(readMagicComments(fields(themeConfig.prism).magicComments));
