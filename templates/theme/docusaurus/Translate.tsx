// `@docusaurus/Translate`, `translate` and `Interpolate` for a site with one locale: the message as written, its
// `{placeholders}` filled from `values` (strings or elements).
import { Fragment, type ReactNode } from 'react';

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

export function translate({ message }: { message: string; id?: string; description?: string }, values?: Record<string, string | number>): string {
  return String(interpolate(message, values));
}

export function Interpolate({ children, values }: { children: string; values?: Values }) {
  return <>{interpolate(children, values)}</>;
}

export default function Translate({ children, values }: { children: string; id?: string; description?: string; values?: Values }) {
  return <>{interpolate(children, values)}</>;
}
