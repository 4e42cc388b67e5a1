// `@theme/Footer/Logo`: a marker that each page fills with docsgen's footer logo (its images are the site's assets,
// their URLs known when pages render).
import { ORIGINAL } from '../originals.ts';

export default function FooterLogo(_props: { logo: unknown }) {
  return <div {...{ [ORIGINAL]: 'Footer/Logo' }} />;
}
