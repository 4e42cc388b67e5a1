// `@theme/DocBreadcrumbs/Items/Home`: the house crumb docsgen's breadcrumbs start with, for a site's own breadcrumbs.
import { HomeCrumb } from '../../../Breadcrumbs.tsx';
import useBaseUrl from '../../docusaurus/useBaseUrl.ts';

export default function HomeBreadcrumbItem() {
  return <HomeCrumb href={useBaseUrl('/')} />;
}
