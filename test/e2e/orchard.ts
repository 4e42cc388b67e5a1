// The two-page site ("Orchard": Intro and Pears, both in the navbar) that client-navigation tests build with the
// parts they test, and what they look at: whether a link loaded the page in full, what the site's components logged.
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Test } from 'uvu';
import { tmpSite } from '../helpers/tmp-site.ts';
import { collectErrors, withSiteAndBrowser, type SiteAndBrowser } from './setup.ts';

export const ORCHARD = {
  'docusaurus.config.js': `module.exports = {
  title: 'Orchard', url: 'https://orchard.example.org',
  themeConfig: { navbar: { title: 'Orchard', items: [{ to: '/docs/intro', label: 'Guide', position: 'left' }, { to: '/docs/pears', label: 'Pears', position: 'left' }] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`,
  'docs/intro.md': '# Intro\n\nPick the apples.\n',
  'docs/pears.md': '# Pears\n\nPears ripen off the tree.\n',
};

/** The suite's page (a desktop window) with its console errors, once its `before` hooks have run. */
export interface OrchardTab extends SiteAndBrowser {
  page: Page;
  errors: string[];
}

/** Builds and serves `files` (ORCHARD's, or a site of its own) for `suite`, and opens a page on it. */
export function orchardSuite(suite: Test, files: Record<string, string>, name: string): OrchardTab {
  const tab = withSiteAndBrowser(suite, path.join(tmpSite(files), 'docusaurus.config.js'), name) as OrchardTab;
  suite.before(async () => {
    tab.page = await tab.browser.newPage({ viewport: { width: 1280, height: 800 } });
    tab.errors = collectErrors(tab.page);
  });
  return tab;
}

/** Marks the page's window: `marked` is false once a full load replaced it. */
export const mark = (page: Page) => page.evaluate(() => ((window as unknown as { orchardMark: boolean }).orchardMark = true));
export const marked = (page: Page) => page.evaluate(() => (window as unknown as { orchardMark?: boolean }).orchardMark === true);

/** What the site's components pushed on `window.orchardLog` (their mounts and unmounts). */
export const mountLog = (page: Page) => page.evaluate(() => (window as unknown as { orchardLog?: string[] }).orchardLog ?? []);
