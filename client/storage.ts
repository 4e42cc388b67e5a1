// Reads and writes of localStorage that never throw: private modes and disabled storage only cost a console warning.
// (Stored preferences are read by the inline script in <head>, before first paint.)

let warned = false;

function warn(err: unknown) {
  if (warned) return;
  warned = true;
  console.warn('[docsgen] localStorage is unavailable; preferences will not be remembered.', err);
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (err) {
    warn(err);
  }
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (err) {
    warn(err);
    return null;
  }
}
