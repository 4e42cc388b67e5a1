// Site code written for React 17/18 in real Chromium: a provider written in the doc around an island reaches it
// after hydration (mdx/inline-islands.ts), and a class component calling ReactDOM.findDOMNode, removed in React 19,
// finds its node (client/react-dom-legacy.ts).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tmpSite } from '../helpers/tmp-site.ts';
import { withContext, withSiteAndBrowser } from './setup.ts';

const SITE = {
  'docusaurus.config.js': "module.exports = { title: 'Bells', url: 'https://bells.example.org', presets: [['classic', { blog: false, pages: false }]] };\n",
  'src/tone.js': "import { createContext } from 'react';\nexport const Tone = createContext('plain');\nexport function ToneProvider({ tone, children }) { return <Tone.Provider value={tone}>{children}</Tone.Provider>; }\n",
  'src/chime.js': "import { useContext, useState } from 'react';\nimport { Tone } from './tone';\nexport function Chime() { const tone = useContext(Tone); const [n, set] = useState(0); return <button className=\"chime\" onClick={() => set(n + 1)}>{`${tone} ${n}`}</button>; }\n",
  'src/Finder.js': "import React from 'react';\nimport ReactDOM from 'react-dom';\nexport default class Finder extends React.Component {\n  state = { found: 'none' };\n  componentDidMount() { this.setState({ found: ReactDOM.findDOMNode(this).tagName }); }\n  render() { return <section className=\"finder\">{this.state.found}</section>; }\n}\n",
  'docs/intro.mdx': "# Intro\n\nimport { ToneProvider } from '@site/src/tone';\nimport { Chime } from '@site/src/chime';\nimport Finder from '@site/src/Finder';\n\n<ToneProvider tone=\"bright\"><Chime /></ToneProvider>\n\n<Finder />\n",
};

const served = withSiteAndBrowser(test, path.join(tmpSite(SITE), 'docusaurus.config.js'), 'island-legacy-react');

async function clickUntil(page: Page, selector: string, text: string): Promise<void> {
  for (let tries = 0; tries < 60 && (await page.locator(selector).textContent()) !== text; tries++) {
    await page.locator(selector).click();
    await page.waitForTimeout(200);
  }
}

test("the doc's provider reaches the island it wraps in the browser", () => withContext(served.browser, {}, async (page) => {
  await page.goto(`${served.site.url}/docs/intro`);
  await clickUntil(page, 'button.chime', 'bright 1');
  assert.is(await page.locator('button.chime').textContent(), 'bright 1');
}));

test('ReactDOM.findDOMNode (React 18) gives a class component its node', () => withContext(served.browser, {}, async (page) => {
  await page.goto(`${served.site.url}/docs/intro`);
  await page.locator('section.finder').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('section.finder')?.textContent !== 'none', undefined, { timeout: 10_000 }).catch(() => undefined);
  assert.is(await page.locator('section.finder').textContent(), 'SECTION');
}));

test.run();
