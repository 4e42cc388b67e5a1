// What the reader changed in an island's fields before it hydrated — text typed, a box ticked, an option chosen:
// hydration keeps it in the DOM, but the component's state (a controlled field's value) does not know it, and its next
// render would put the server's value back. Once hydrated, each such field gets the event React reads for its type, as
// if changed then, so that its `onChange` sees it. React tells a change of a text field or a box by the value it last
// saw: it is given the server's value first (through the element's setter, which React watches), then the reader's
// through the prototype's setter, which it does not. A select's change event needs no such telling.
import { useEffect, type ReactNode } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The fields in `el` the reader changed (the server's state is their default). */
export function typedFields(el: HTMLElement): Field[] {
  return [...el.querySelectorAll<Field>('input, textarea, select')].filter(changed);
}

const TEXT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number']);

function changed(f: Field): boolean {
  if (f instanceof HTMLSelectElement) return [...f.options].some((o) => o.selected !== o.defaultSelected) && (f.multiple || f.selectedIndex !== serverIndex(f));
  if (f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio')) return f.checked !== f.defaultChecked && (f.type === 'checkbox' || f.checked);
  return f.value !== f.defaultValue && (f instanceof HTMLTextAreaElement || TEXT_TYPES.has(f.type));
}

/** The option a single select shows with none chosen: the one the server marked, else the first. */
function serverIndex(s: HTMLSelectElement): number {
  return Math.max(0, [...s.options].findIndex((o) => o.defaultSelected));
}

/** `children`, then each of `fields` told to React as changed, once hydration has committed (effects run after it). */
export function Typed({ fields, children }: { fields: Field[]; children: ReactNode }) {
  useEffect(() => {
    for (const f of fields) if (f.isConnected) replay(f);
  }, [fields]);
  return children;
}

function replay(f: Field): void {
  if (f instanceof HTMLSelectElement) return void f.dispatchEvent(new Event('change', { bubbles: true }));
  if (f instanceof HTMLInputElement && (f.type === 'checkbox' || f.type === 'radio')) {
    const checked = f.checked;
    f.checked = f.defaultChecked;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!.set!.call(f, checked);
    // React reads a box's change from a click; a plain event, not a mouse one, does not tick the box again.
    return void f.dispatchEvent(new Event('click', { bubbles: true }));
  }
  const typed = f.value;
  const [start, end] = [f.selectionStart, f.selectionEnd];
  f.value = f.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f), 'value')!.set!.call(f, typed);
  if (document.activeElement === f && start !== null) f.setSelectionRange(start, end);
  f.dispatchEvent(new Event('input', { bubbles: true }));
}
