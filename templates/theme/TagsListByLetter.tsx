// docsgen's TagsListByLetter: the tags it is given (links with the base URL) by their first letter, as docsgen's
// tags page draws them. A site may replace or wrap it.
import { TagsByLetter } from '../Tags.tsx';

export default function TagsListByLetter({ tags }: { tags: { label: string; permalink: string; count: number }[] }) {
  return <TagsByLetter tags={tags.map((t) => ({ label: t.label, href: t.permalink, count: t.count }))} />;
}
