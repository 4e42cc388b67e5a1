// The navbar's and the footer's logo sizes (issue 22, point 5): the config's, else the image's own shape at the
// bar's height (32 px, the footer's 40), or at the one side the config gives.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../generator/config/load.ts';
import { withLogoSize } from '../../generator/config/logo-size.ts';

const STATIC = path.resolve(import.meta.dirname, '../fixtures/whole-site/static');
const footer = (logo: Record<string, unknown>) => validateConfig({ title: 'T', url: 'https://t.dev', footer: { logo: { alt: 'T', ...logo } } }, 'site.config.ts');
const site = (logo: Record<string, unknown>) => validateConfig({ title: 'T', url: 'https://t.dev', navbar: { logo: { alt: 'T', ...logo } } }, 'site.config.ts');

test('a wide logo keeps its shape: width from the image at the navbar height', () => {
  assert.equal(withLogoSize(site({ src: '/img/wordmark.svg' }), [STATIC]).navbar.logo, { alt: 'T', src: '/img/wordmark.svg', width: 96, height: 32 });
  assert.equal(withLogoSize(site({ src: 'img/wordmark.svg', height: 24 }), [STATIC]).navbar.logo?.width, 72, 'a configured height, the width to match');
});

test('a footer logo keeps its shape too (Docusaurus shows it as the image is): at 40 px high, or from the one side given', () => {
  assert.equal(withLogoSize(footer({ src: '/img/wordmark.svg' }), [STATIC]).footer.logo, { alt: 'T', src: '/img/wordmark.svg', width: 120, height: 40 });
  assert.equal(withLogoSize(footer({ src: '/img/wordmark.svg', width: 150 }), [STATIC]).footer.logo, { alt: 'T', src: '/img/wordmark.svg', width: 150, height: 50 });
  assert.equal(withLogoSize(site({ src: '/img/wordmark.svg', width: 60 }), [STATIC]).navbar.logo?.height, 20, 'a navbar width alone, the height to match');
});

test('a configured width is kept; a missing or remote image is left to the browser', () => {
  assert.is(withLogoSize(site({ src: '/img/wordmark.svg', width: 50 }), [STATIC]).navbar.logo?.width, 50);
  assert.is(withLogoSize(site({ src: '/img/none.svg' }), [STATIC]).navbar.logo?.width, undefined);
  assert.is(withLogoSize(site({ src: 'https://cdn.example.org/logo.svg' }), [STATIC]).navbar.logo?.width, undefined);
});

test.run();
