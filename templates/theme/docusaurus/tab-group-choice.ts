// Docusaurus 2's `useTabGroupChoice` (theme-common): each tab `groupId`'s chosen value, as the page's tabs remember it
// (`docusaurus.tab.<groupId>`), and a setter. Empty on the server and until the page runs, as on Docusaurus; a
// component that calls it hydrates as an island (needs-browser.ts) and follows the choices the reader makes.
import { useEffect, useState } from 'react';
import { TAB_CHOICE } from '../../../client/inlined-constants.ts';

type Choices = Readonly<Record<string, string>>;

export function useTabGroupChoice(): { tabGroupChoices: Choices; setTabGroupChoices: (groupId: string, newChoice: string) => void } {
  const [tabGroupChoices, setChoices] = useState<Choices>({});
  useEffect(() => {
    const update = () => setChoices(stored());
    update();
    addEventListener(TAB_CHOICE.event, update);
    addEventListener('storage', update);
    return () => {
      removeEventListener(TAB_CHOICE.event, update);
      removeEventListener('storage', update);
    };
  }, []);
  const setTabGroupChoices = (groupId: string, newChoice: string) => {
    try {
      localStorage.setItem(TAB_CHOICE.key + groupId, newChoice);
    } catch {
      // Not remembered where storage is unavailable; this page still follows it.
    }
    setChoices((c) => ({ ...c, [groupId]: newChoice }));
  };
  return { tabGroupChoices, setTabGroupChoices };
}

/** The choices the page's tabs keep. */
function stored(): Choices {
  const out: Record<string, string> = {};
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(TAB_CHOICE.key)) out[key.slice(TAB_CHOICE.key.length)] = localStorage.getItem(key) ?? '';
    }
  } catch {
    // No storage: no choices.
  }
  return out;
}
