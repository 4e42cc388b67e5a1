// `@theme/ThemedImage`: one image per colour mode; the stylesheet shows the one for the current mode.
import useBaseUrl from './docusaurus/useBaseUrl.ts';

export interface ThemedImageProps {
  sources: { light: string; dark: string };
  alt?: string;
  className?: string;
  [attr: string]: unknown;
}

export default function ThemedImage({ sources, alt = '', className, ...rest }: ThemedImageProps) {
  const light = useBaseUrl(sources.light);
  const dark = useBaseUrl(sources.dark);
  return (
    <>
      <img {...rest} src={light} alt={alt} className={`themed-image themed-image-light${className ? ` ${className}` : ''}`} />
      <img {...rest} src={dark} alt={alt} className={`themed-image themed-image-dark${className ? ` ${className}` : ''}`} />
    </>
  );
}
