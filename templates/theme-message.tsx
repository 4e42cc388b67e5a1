// A theme message whose `{placeholders}` are elements (`Last updated{atDate}` with a `<time>` in `atDate`), in the
// page's locale (themeText). Adjacent text is joined, so the English page's HTML is what one JSX string would give.
import { Fragment, type ReactNode } from 'react';
import type { SiteConfig } from '../generator/types.ts';
import { themeText } from './theme-text.ts';

type Filled = (string | ReactNode)[];

/** The message's parts, each `{name}` replaced by `values[name]` (a part list itself, flattened in). */
export function messageParts(site: Pick<SiteConfig, 'codeTranslations'>, id: string, english: string, values: Record<string, ReactNode | Filled>): Filled {
  const out: Filled = [];
  const push = (p: ReactNode) => {
    if (p === '' || p === null || p === undefined || p === false) return;
    if (typeof p === 'string' && typeof out[out.length - 1] === 'string') out[out.length - 1] += p;
    else out.push(p);
  };
  themeText(site, id, english).split(/\{(\w+)\}/).forEach((part, i) => {
    if (i % 2 === 0) return push(part);
    const value = part in values ? values[part] : `{${part}}`;
    for (const v of Array.isArray(value) ? value : [value]) push(v as ReactNode);
  });
  return out;
}

export function Message({ parts }: { parts: Filled }) {
  return <>{parts.map((p, i) => (typeof p === 'string' ? p : <Fragment key={i}>{p}</Fragment>))}</>;
}
