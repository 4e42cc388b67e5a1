// `@theme/CodeBlock`: highlighted at build time like a fenced block (the same markup), with the same meta options;
// code that only the browser has is drawn in the same markup, then highlighted there by a chunk loaded for it.
import { Children, useContext, useEffect, useState, type ReactNode } from 'react';
import { SiteContext } from './context.ts';
import { CODE_KEY_ATTR, codeBlockKey, keepCodeHtml, serverCodeHtml } from './code-block-kept.ts';
import { propsMeta } from '../../client/code/props-meta.ts';
import { drawnBlockHtml } from '../../client/code/drawn-block.ts';
import { siteMagicComments } from '../../client/code/magic-comments.ts';

export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: string;
  metastring?: string;
  showLineNumbers?: boolean | number;
}

export default function CodeBlock({ children, language, className, title, metastring, showLineNumbers }: CodeBlockProps) {
  const { highlight, inIsland } = useContext(SiteContext);
  const code = Children.toArray(children).filter((c) => typeof c === 'string' || typeof c === 'number').join('').replace(/\n$/, '');
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const meta = propsMeta(metastring, title, showLineNumbers);
  // In an island, keyed: its browser render draws the server's HTML again (code-block-kept.ts).
  const key = inIsland ? codeBlockKey(code, lang, meta) : undefined;
  const html = highlight ? highlight(code, lang, meta) : key && serverCodeHtml(key);
  if (html === undefined) return <PlainCodeBlock code={code} lang={lang} meta={meta} />;
  // Kept as it leaves (the copy button the page's script adds, maybe after hydration, goes with it when drawn again).
  const keep = key ? (el: HTMLDivElement | null) => () => {
    if (el) keepCodeHtml(key, el);
  } : undefined;
  return <div className="code-block" data-lang={lang} ref={keep} {...(key ? { [CODE_KEY_ATTR]: key } : {})} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A block's frame before its themes' are known: no theme on its `<pre>` or title, the site's magic comments. */
const PLAIN_FRAME = (themeConfig: Record<string, unknown>) => ({ pre: { class: '', style: '' }, title: { class: 'code-title' }, magicComments: siteMagicComments(themeConfig) });

/**
 * Code the build never highlighted, drawn in the browser (fetched there, as docusaurus-theme-github-codeblock's
 * `reference` blocks, or made from a component's state): a code block as the build draws one, unhighlighted until
 * the browser's highlighter (client/code/highlight.ts, loaded on a page's first such block) has drawn it as the
 * build would, with its meta's line ranges, title and line numbers and its magic comments.
 */
function PlainCodeBlock({ code, lang, meta }: { code: string; lang: string; meta: string }) {
  const [highlighted, setHighlighted] = useState<{ html: string; of: string } | undefined>();
  const { siteConfig } = useContext(SiteContext);
  const drawn = JSON.stringify([code, lang, meta]);
  useEffect(() => {
    let current = true;
    // Left plain if the chunk fails to load (the reader went offline).
    import('../../client/code/highlight.ts').then((m) => current && setHighlighted({ html: m.browserCodeHtml(code, lang, meta), of: drawn }), () => undefined);
    return () => void (current = false);
  }, [drawn]);
  // Until then, its lines as they will be (magic-comment lines gone, ranges marked, numbered): only colours arrive later.
  const html = highlighted?.of === drawn ? highlighted.html : drawnBlockHtml(PLAIN_FRAME(siteConfig.themeConfig), code, lang, meta);
  return <div className="code-block" data-lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
