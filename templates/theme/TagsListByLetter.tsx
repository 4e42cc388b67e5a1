// docsgen's TagsListByLetter: the tags it is given (links with the base URL) by their first letter, in the structure
// and classes of theme-classic's (a section of `article`s, each a letter's heading and its list of tags with counts),
// styled on a Docusaurus site as its tags page is (docusaurus/infima-tags.ts). A site may replace or wrap it.
import { InfimaTagsByLetter } from '../docusaurus-doc-tags.tsx';

type TagItem = { label: string; permalink: string; count: number; description?: string };

/** `tags`: a list, or an object of them (as a site that maps over its keys passes it: Docusaurus takes its values). */
export default function TagsListByLetter({ tags }: { tags: TagItem[] | Record<string, TagItem> }) {
  return <InfimaTagsByLetter tags={Object.values(tags).map((t) => ({ label: t.label, href: t.permalink, count: t.count, description: t.description }))} />;
}
