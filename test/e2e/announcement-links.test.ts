// The announcement bar's links are drawn in the bar's text colour (its `textColor`, else the page's text), underlined,
// as Docusaurus draws them, not in the site's link colour, in real Chromium.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const bar = (extra: string) => `{ id: 'spout', content: 'Read <a href="/docs/intro">the guide</a>!'${extra} }`;
const config = (announcementBar: string) => `module.exports = { title: 'Kettle', url: 'https://kettle.example.org',
  presets: [['classic', { blog: false }]],
  themeConfig: { announcementBar: ${announcementBar} } };
`;

const coloured = withSiteAndBrowser(test, path.join(tmpSite({ 'docusaurus.config.js': config(bar(", backgroundColor: '#1595de', textColor: '#ffffff'")), 'docs/intro.md': '# Intro\n' }), 'docusaurus.config.js'), 'announcement-coloured');
const plain = withSiteAndBrowser(test, path.join(tmpSite({ 'docusaurus.config.js': config(bar('')), 'docs/intro.md': '# Intro\n' }), 'docusaurus.config.js'), 'announcement-plain');

const linkStyle = () => {
  const a = document.querySelector('.announcement-content a')!;
  const s = getComputedStyle(a);
  return { color: s.color, bar: getComputedStyle(a.closest('.announcement')!).color, line: s.textDecorationLine };
};

test('a link in a bar with a textColor is drawn in that colour, underlined', () => withContext(coloured.browser, {}, async (page) => {
  await page.goto(`${coloured.site.url}/docs/intro`);
  assert.equal(await page.evaluate(linkStyle), { color: 'rgb(255, 255, 255)', bar: 'rgb(255, 255, 255)', line: 'underline' });
}));

test('a link in a bar without one takes the bar\'s text colour, in light and dark', () => withContext(plain.browser, {}, async (page) => {
  await page.goto(`${plain.site.url}/docs/intro`);
  const light = await page.evaluate(linkStyle);
  assert.is(light.color, light.bar);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const dark = await page.evaluate(linkStyle);
  assert.is(dark.color, dark.bar);
  assert.is.not(dark.color, light.color);
}));

test.run();
