// `@theme/MDXComponents/Img`: a Markdown image (`![alt](src "title")`), as Docusaurus's MDXComponents maps `img`. It
// draws what docsgen's Markdown draws, so that a site's wrapper (`@theme-original/MDXComponents/Img`) keeps the image.
import type { ImgHTMLAttributes } from 'react';

export type Props = ImgHTMLAttributes<HTMLImageElement>;

export default function Img(props: Props) {
  return <img {...props} />;
}
