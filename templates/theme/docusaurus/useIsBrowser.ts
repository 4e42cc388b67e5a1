// `@docusaurus/useIsBrowser`: false while rendering on the server and hydrating, true once the page runs.
import { useEffect, useState } from 'react';

export default function useIsBrowser(): boolean {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser;
}
