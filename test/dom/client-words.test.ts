// The words the scripts add (client/words.ts) in the page's locale: from <html data-words> (templates/client-words.ts)
// where the page has it, else English. The color toggle names the mode, the sidebar toggles their category.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { applyTheme } from '../../client/theme.ts';
import { toggleButton } from '../../client/sidebar.ts';
import { closeDom, installDom } from './setup.ts';

const FR = {
  'theme.colorToggle.ariaLabel': 'Basculer entre le mode sombre et clair (actuellement {mode})',
  'theme.colorToggle.ariaLabel.mode.dark': 'mode sombre',
  'theme.DocSidebarItem.expandCategoryAriaLabel': "Développer la catégorie '{label}' de la barre latérale",
  'theme.DocSidebarItem.collapseCategoryAriaLabel': "Réduire la catégorie '{label}' de la barre latérale",
};
const attr = (words: object) => JSON.stringify(words).replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
const pageWith = (words?: object) => installDom(`<!doctype html><html${words ? ` data-words='${attr(words)}'` : ''}><body><button data-theme-toggle></button></body></html>`);
const toggleLabel = () => document.querySelector('[data-theme-toggle]')!.getAttribute('aria-label');

test.after(closeDom);

test('a French page: the toggle in Docusaurus\'s words with the mode named, the sidebar toggles too', async () => {
  await pageWith(FR);
  applyTheme('dark');
  assert.is(toggleLabel(), 'Basculer entre le mode sombre et clair (actuellement mode sombre)');
  applyTheme('light');
  assert.is(toggleLabel(), 'Basculer entre le mode sombre et clair (actuellement light mode)', 'a mode the locale lacks: English');
  assert.is(toggleButton('Guides', 'c', false).getAttribute('aria-label'), "Développer la catégorie 'Guides' de la barre latérale");
  assert.is(toggleButton('Guides', 'c', true).getAttribute('aria-label'), "Réduire la catégorie 'Guides' de la barre latérale");
});

test('an English page (no data-words): docsgen\'s English', async () => {
  await pageWith();
  applyTheme('dark');
  assert.is(toggleLabel(), 'Switch to light mode (currently dark mode)');
  assert.is(toggleButton('Guides', 'c', false).getAttribute('aria-label'), "Expand sidebar category 'Guides'");
});

test.run();
