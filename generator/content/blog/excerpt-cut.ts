// A post's excerpt from its rendered content: what stands before the truncate marker's element. A marker within a
// line leaves that line's elements open there; they are closed, as Docusaurus's excerpt ends its Markdown at the marker.
import { TRUNCATE_HTML } from './posts.ts';
import { TAG, VOID_ELEMENTS } from '../../../templates/void-elements.ts';

/**
 * The content before the marker (all of it where there is none), with the elements the marker stands in closed: those
 * the rest of the content closes without opening (a site's MDXContent around the content closes after it, not here).
 */
export function excerptBefore(content: string): string {
  const marker = TRUNCATE_HTML.exec(content);
  if (!marker) return content;
  const opened: string[] = [];
  const closers: string[] = [];
  for (const [whole, closing, name, selfClosed] of content.slice(marker.index + marker[0].length).matchAll(TAG)) {
    if (whole.startsWith('<!--') || selfClosed || VOID_ELEMENTS.has(name!.toLowerCase())) continue;
    if (!closing) opened.push(name!);
    else if (opened.at(-1) === name) opened.pop();
    else closers.push(whole);
  }
  return content.slice(0, marker.index) + closers.join('');
}
