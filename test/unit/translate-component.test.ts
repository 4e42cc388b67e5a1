// `@docusaurus/Translate`'s default export is no hook on Docusaurus: sites call it as a function where a module loads
// (`import translate from '@docusaurus/Translate'`, then `translate({message, id})`), outside any React render.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Translate, { setCodeTranslations } from '../../templates/theme/docusaurus/Translate.tsx';

const call = (props: object) => renderToStaticMarkup((Translate as (p: object) => ReactElement)(props));

test('called as a function outside a render: the current messages, no throw', () => {
  setCodeTranslations({ 'home.title': 'Accueil' });
  assert.is(call({ id: 'home.title', message: 'Home' }), 'Accueil');
  // Its children are the message: `message` is no prop of the component, so the id is what shows without a translation.
  assert.is(call({ id: 'home.other', message: 'Other' }), 'home.other');
  assert.is(call({ id: 'home.other', children: 'Other' }), 'Other');
  assert.throws(() => call({}), /at least a translation id or a default translation message/);
});

test('rendered: the messages of the page being rendered', () => {
  setCodeTranslations({ greet: 'Bonjour {name}' });
  assert.is(renderToStaticMarkup(createElement(Translate, { id: 'greet', values: { name: 'Ana' } }, 'Hello {name}')), 'Bonjour Ana');
  setCodeTranslations(undefined);
  assert.is(renderToStaticMarkup(createElement(Translate, { id: 'greet', values: { name: 'Ana' } }, 'Hello {name}')), 'Hello Ana');
});

test.run();
