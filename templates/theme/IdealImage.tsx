// `@theme/IdealImage` (`@docusaurus/plugin-ideal-image`): the image, lazily loaded. Docusaurus's plugin also makes
// resized copies and a blurred placeholder; docsgen shows the image itself, as the plugin does in development.
import useBaseUrl from './docusaurus/useBaseUrl.ts';

type Loaded = string | { default?: unknown; src?: string | { src?: string; width?: number; height?: number } };

export interface IdealImageProps {
  /** `require('./img.png')`, the plugin loader's `{ src: { src } }`, or a path. */
  img: Loaded;
  alt?: string;
  [attr: string]: unknown;
}

function sourceOf(img: Loaded | undefined): { src?: string; width?: number; height?: number } {
  if (typeof img === 'string') return { src: img };
  if (!img) return {};
  if (img.default !== undefined) return sourceOf(img.default as Loaded);
  return typeof img.src === 'string' ? { src: img.src } : { ...img.src };
}

export default function IdealImage({ img, alt = '', ...rest }: IdealImageProps) {
  const { src, width, height } = sourceOf(img);
  const url = useBaseUrl(src ?? '');
  return <img {...rest} src={url} alt={alt} loading="lazy" {...(width ? { width } : {})} {...(height ? { height } : {})} />;
}
