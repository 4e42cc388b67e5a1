// docsgen's BlogPostPage/Metadata: the post's title, description, keywords and image for the page's <head>, as
// Docusaurus's (a site's BlogPostPage draws it; docsgen's own post pages write them themselves).
import { useBlogPost } from '../docusaurus/blog-client.tsx';
import { PageMetadata } from '../docusaurus/PageMetadata.tsx';

export default function BlogPostPageMetadata() {
  const { metadata, frontMatter, assets } = useBlogPost();
  const keywords = frontMatter.keywords as string | string[] | undefined;
  const image = assets.image ?? (frontMatter.image as string | undefined);
  return <PageMetadata title={(frontMatter.title_meta as string | undefined) ?? metadata.title} description={metadata.description} {...(keywords ? { keywords } : {})} {...(image ? { image } : {})} />;
}
