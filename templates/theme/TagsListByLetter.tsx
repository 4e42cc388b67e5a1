// docsgen's TagsListByLetter: the tags it is given (links with the base URL) by their first letter, as docsgen's
// tags page draws them. A site may replace or wrap it.
import { TagsByLetter } from '../Tags.tsx';

type TagItem = { label: string; permalink: string; count: number };

/** `tags`: a list, or an object of them (as a site that maps over its keys passes it: Docusaurus takes its values). */
export default function TagsListByLetter({ tags }: { tags: TagItem[] | Record<string, TagItem> }) {
  return <TagsByLetter tags={Object.values(tags).map((t) => ({ label: t.label, href: t.permalink, count: t.count }))} />;
}
