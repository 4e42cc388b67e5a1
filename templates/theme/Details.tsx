// `@theme/Details` and MDX's `<details>`: a native disclosure (works without JavaScript), styled like the theme.
import { Children, isValidElement, type ReactNode } from 'react';

export interface DetailsProps {
  summary?: ReactNode;
  open?: boolean;
  className?: string;
  children?: ReactNode;
}

export default function Details({ summary, open, className, children }: DetailsProps) {
  // A <summary> written among the children is the summary, as in HTML.
  let head = summary;
  const rest: ReactNode[] = [];
  Children.forEach(children, (c) => {
    if (head === undefined && isValidElement(c) && c.type === 'summary') head = c;
    else rest.push(c);
  });
  return (
    <details className={`details${className ? ` ${className}` : ''}`} open={open}>
      {isValidElement(head) ? head : <summary>{head ?? 'Details'}</summary>}
      <div className="details-content">{rest}</div>
    </details>
  );
}
