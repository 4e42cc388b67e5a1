// `@theme/MDXContent`: the doc's content as a site's `DocItem/Content` renders it (its MDX components are the doc's own).
import type { ReactNode } from 'react';

export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
