// localStorage that never throws: private modes and disabled storage only cost a console warning.

let warned = false;

function warn(err: unknown) {
  if (warned) return;
  warned = true;
  console.warn('[docsgen] localStorage is unavailable; preferences will not be remembered.', err);
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (err) {
    warn(err);
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (err) {
    warn(err);
  }
}
