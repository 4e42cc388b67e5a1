// `@theme/DocBreadcrumbs/Items/Home`: the house crumb a site's own breadcrumbs start with, in Docusaurus's markup
// (Infima's `breadcrumbs__item` and `breadcrumbs__link`, styled by the Infima classes a Docusaurus site gets).
import { HOME_ICON } from '../../../Breadcrumbs.tsx';
import { translate } from '../../docusaurus/Translate.tsx';
import useBaseUrl from '../../docusaurus/useBaseUrl.ts';

export default function HomeBreadcrumbItem() {
  return (
    <li className="breadcrumbs__item">
      <a aria-label={translate({ id: 'theme.docs.breadcrumbs.home', message: 'Home page' })} className="breadcrumbs__link" href={useBaseUrl('/')}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" style={{ position: 'relative', top: 1, verticalAlign: 'top', height: '1.1rem', width: '1.1rem' }}><path fill="currentColor" d={HOME_ICON} /></svg>
      </a>
    </li>
  );
}
