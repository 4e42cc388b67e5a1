// `@docusaurus/BrowserOnly`: its children (a function) run in the browser only. Pages are rendered on the
// server, so the fallback is what is shown; inside an island the children run once it has hydrated.
import { useEffect, useState, type ReactNode } from 'react';

export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children() : (fallback ?? null)}</>;
}
