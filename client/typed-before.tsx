// Text typed into an island's fields before it hydrated: hydration keeps it in the DOM, but the component's state (a
// controlled field's value) does not know it, and its next render would put the server's value back. Once hydrated,
// each such field gets an input event, as if typed then, so that its `onChange` sees the text. React tells a change by
// the value it last saw: it is given the server's value first (through the element's setter, which React watches),
// then the text through the prototype's setter, which it does not.
import { useEffect, type ReactNode } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The text fields in `el` whose value the reader changed (the server's is their default value). */
export function typedFields(el: HTMLElement): Field[] {
  return [...el.querySelectorAll<Field>('input, textarea')].filter((f) => f.value !== f.defaultValue && (f instanceof HTMLTextAreaElement || TEXT_TYPES.has(f.type)));
}

const TEXT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

/** `children`, then each of `fields` told to React as typed, once hydration has committed (effects run after it). */
export function Typed({ fields, children }: { fields: Field[]; children: ReactNode }) {
  useEffect(() => {
    for (const f of fields) if (f.isConnected) replay(f);
  }, [fields]);
  return children;
}

function replay(f: Field): void {
  const typed = f.value;
  const [start, end] = [f.selectionStart, f.selectionEnd];
  f.value = f.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f), 'value')!.set!.call(f, typed);
  if (document.activeElement === f && start !== null) f.setSelectionRange(start, end);
  f.dispatchEvent(new Event('input', { bubbles: true }));
}
