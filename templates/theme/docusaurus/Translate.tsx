// `@docusaurus/Translate`, `translate` and `Interpolate`: the locale's message for the id (its code.json; the
// message itself when it has none, or the id is absent: Docusaurus's key is then the message), its `{placeholders}`
// filled from `values` (strings or elements).
import { Fragment, type ReactNode } from 'react';

type Messages = Record<string, string> | undefined;

/**
 * The locale's messages, for `translate()`, which is no hook: set before a page's modules load (a component may
 * translate where its module loads, as Docusaurus's are read from an import) and as a page or an island renders.
 * Kept on the global object: a doc's server bundle may hold a copy of this module of its own.
 */
const MESSAGES = Symbol.for('docsgen.codeTranslations');
type Holder = { [MESSAGES]?: Messages };
export function setCodeTranslations(messages: Messages): void {
  (globalThis as Holder)[MESSAGES] = messages;
}
const current = (): Messages => (globalThis as Holder)[MESSAGES];

/** Docusaurus's lookup: the message for the id (else for the message itself), else the message, else the id. */
function messageOf(messages: Messages, message: string | undefined, id?: string): string {
  if (id === undefined && message === undefined) throw new Error('Docusaurus translation declarations must have at least a translation id or a default translation message');
  return messages?.[(id ?? message)!] ?? message ?? id!;
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
  return String(interpolate(messageOf(current(), message, id), values));
}

export function Interpolate({ children, values }: { children: string; values?: Values }) {
  return <>{interpolate(children, values)}</>;
}

/**
 * No hook, as Docusaurus's is not one: sites also call it as a function where a module loads (`import translate from
 * '@docusaurus/Translate'`, then `translate({message, id})`), where React has no context to read. The page's
 * messages are set as it starts to render, as for `translate()`.
 */
export default function Translate({ children, id, values }: { children?: string; id?: string; description?: string; values?: Values }) {
  return <>{interpolate(messageOf(current(), children, id), values)}</>;
}
