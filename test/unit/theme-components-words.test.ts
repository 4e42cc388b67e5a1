// docsgen's `@theme/*` components a site's own parts use say Docusaurus's theme words through `translate` (the
// page's code.json, with @docusaurus/theme-translations under it): the heading's link, the home crumb, the close
// button, a category's caret. English when the page has none.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import CloseButton from '../../templates/theme/AnnouncementBar/CloseButton.tsx';
import HomeBreadcrumbItem from '../../templates/theme/DocBreadcrumbs/Items/Home.tsx';
import { setCodeTranslations } from '../../templates/theme/docusaurus/Translate.tsx';
import Heading from '../../templates/theme/Heading.tsx';

const FR = {
  'theme.common.headingLinkTitle': 'Lien direct vers {heading}',
  'theme.docs.breadcrumbs.home': "Page d'accueil",
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Fermer',
};
const all = () => [
  renderToStaticMarkup(createElement(Heading, { as: 'h2', id: 'part' }, 'Part')),
  renderToStaticMarkup(createElement(HomeBreadcrumbItem)),
  renderToStaticMarkup(createElement(CloseButton)),
].join('\n');

test('in French', () => {
  setCodeTranslations(FR);
  const html = all();
  assert.match(html, /<a class="hash-link" href="#part" aria-label="Lien direct vers Part">#<\/a>/);
  assert.match(html, /<a aria-label="Page d&#x27;accueil" class="breadcrumbs__link"/);
  assert.match(html, /aria-label="Fermer" title="Fermer"/);
});

test('in English: Docusaurus\'s words', () => {
  setCodeTranslations(undefined);
  const html = all();
  assert.match(html, /aria-label="Direct link to Part">#<\/a>/);
  assert.match(html, /<a aria-label="Home page" class="breadcrumbs__link"/);
  assert.match(html, /aria-label="Close" title="Close"/);
});

test.run();
