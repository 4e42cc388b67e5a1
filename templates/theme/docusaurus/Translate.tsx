// `@docusaurus/Translate`, `translate` and `Interpolate`: the locale's message for the id (its code.json; the
// message itself when it has none, or the id is absent: Docusaurus's key is then the message), its `{placeholders}`
// filled from `values` (strings or elements).
import { Fragment, useContext, type ReactNode } from 'react';
import { SiteContext } from '../context.ts';

type Messages = Record<string, string> | undefined;

/** The page's messages, for `translate()`, which is no hook: set as a page or an island starts to render. */
let current: Messages;
export function setCodeTranslations(messages: Messages): void {
  current = messages;
}

function messageOf(messages: Messages, message: string, id?: string): string {
  return messages?.[id ?? message] ?? message;
}

type Values = Record<string, ReactNode>;

/** The message with its `{name}` placeholders replaced: a string when every value is one, else elements. */
export function interpolate(message: string, values?: Values): ReactNode {
  if (!values) return message;
  const parts = message.split(/(\{\w+\})/);
  const filled = parts.map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
  return filled.every((p) => typeof p === 'string' || typeof p === 'number') ? filled.join('') : filled.map((p, i) => <Fragment key={i}>{p}</Fragment>);
}

export function translate({ message, id }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(messageOf(current, message, id), values));
}

export function Interpolate({ children, values }: { children: string; values?: Values }) {
  return <>{interpolate(children, values)}</>;
}

export default function Translate({ children, id, values }: { children: string; id?: string; description?: string; values?: Values }) {
  const messages = useContext(SiteContext).siteConfig.codeTranslations as Messages;
  return <>{interpolate(messageOf(messages, children, id), values)}</>;
}
