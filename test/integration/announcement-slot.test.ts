// A site's `src/theme/AnnouncementBar` (issue 23): drawn above the navbar in place of docsgen's bar when the config
// has one, with `useAnnouncementBar()` and the bar's parts (`@theme/AnnouncementBar/Content`, `/CloseButton`), as
// Docusaurus's own is made; a wrapper's `@theme-original/AnnouncementBar` is docsgen's bar.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const config = (bar: string) => `module.exports = {
  title: 'Meadow', url: 'https://meadow.example.org',
  themeConfig: { ${bar} navbar: { title: 'Meadow', items: [] } },
  presets: [['classic', { blog: false, pages: false }]],
};
`;
const BAR = "announcementBar: { id: 'hay-2026', content: 'Hay <b>harvest</b> week', backgroundColor: '#fe0', textColor: '#210', isCloseable: true },";

const EJECTED = `import { useThemeConfig } from '@docusaurus/theme-common';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import CloseButton from '@theme/AnnouncementBar/CloseButton';
import Content from '@theme/AnnouncementBar/Content';
export default function AnnouncementBar() {
  const { announcementBar } = useThemeConfig();
  const { isActive, close } = useAnnouncementBar();
  if (!isActive) return null;
  const { backgroundColor, textColor, isCloseable } = announcementBar;
  return <div className="meadow-bar" style={{ backgroundColor, color: textColor }} role="banner">
    <Content className="meadow-content" />
    {isCloseable && <CloseButton onClick={close} className="meadow-close" />}
  </div>;
}
`;

async function build(bar: string, files: Record<string, string>) {
  const dir = tmpSite({ 'docusaurus.config.js': config(bar), 'docs/intro.md': '# Intro\n\nMow the grass.\n', ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const html = String(built.files.get('docs/intro/index.html'));
  return { built, top: html.slice(html.indexOf('<body'), html.indexOf('<header')) };
}

test('an ejected AnnouncementBar is drawn above the navbar with the config\'s bar, its parts and a close button', async () => {
  const { top, built } = await build(BAR, { 'src/theme/AnnouncementBar/index.js': EJECTED });
  assert.match(top, /<div class="announcement-slot"><style>\[data-announcement-dismissed\] \.announcement-slot\{display:none\}[^<]*<\/style>/);
  assert.match(top, /<div class="meadow-bar" style="background-color:#fe0;color:#210" role="banner"><div class="announcement-bar-content meadow-content">Hay <b>harvest<\/b> week<\/div><button type="button" aria-label="Close" title="Close" class="clean-btn close meadow-close">/);
  assert.not.match(top, /class="announcement"/, 'docsgen\'s bar is replaced');
  // The close button works in the browser: the bar is an island.
  assert.match(top, /data-island="site"/);
  assert.not.ok(built.warnings.some((w) => /AnnouncementBar/.test(w.message)), 'its parts are used, not named');
});

test('without a configured bar, the site\'s AnnouncementBar draws nothing and is not named', async () => {
  const { top, built } = await build('', { 'src/theme/AnnouncementBar/index.js': EJECTED });
  assert.not.match(top, /announcement/);
  assert.not.ok(built.warnings.some((w) => /AnnouncementBar/.test(w.message)));
});

test('a wrapper\'s original is docsgen\'s bar; a bar part alone is named in the not-built warning', async () => {
  const wrapper = `import AnnouncementBar from '@theme-original/AnnouncementBar';
export default function Wrapped(props) {
  return <div className="meadow-wrap"><AnnouncementBar {...props} /></div>;
}
`;
  const { top } = await build(BAR, { 'src/theme/AnnouncementBar.js': wrapper });
  assert.match(top, /<div class="meadow-wrap"><div class="announcement" role="region" aria-label="Announcement" data-announcement-id="hay-2026"/);
  const { built } = await build(BAR, { 'src/theme/AnnouncementBar/Content.js': 'export default function C() { return <p>Mine</p>; }\n' });
  assert.ok(built.warnings.some((w) => /not used: AnnouncementBar\/Content/.test(w.message)));
});

test.run();
