// The Sapling documentation site. Facts from the upstream site config; see docs/content/config.md.
import { defineConfig } from 'docsgen';

export default defineConfig({
  title: 'Sapling',
  tagline: 'A Scalable, User-Friendly Source Control System',
  url: 'https://sapling-scm.com',
  baseUrl: '/',
  locale: 'en',
  favicon: '/img/Sapling_favicon-light-green-transparent-big.svg',
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  navbar: {
    title: 'Sapling',
    logo: { alt: 'Sapling Logo', src: '/img/Sapling_icon-dark-green.svg', srcDark: '/img/Sapling_favicon-light-green-transparent-big.svg' },
    items: [
      { label: 'Documentation', to: '/docs/introduction/', position: 'left' },
      { label: 'GitHub', href: 'https://github.com/facebook/sapling', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Useful Links',
        items: [
          { label: 'GitHub', href: 'https://github.com/facebook/sapling' },
          { label: 'Discord', href: 'https://discord.gg/X6baZ94Vzh' },
          { label: 'Twitter', href: 'https://twitter.com/MetaOpenSource' },
          { label: 'Meta Open Source', href: 'https://opensource.fb.com/' },
        ],
      },
      {
        title: 'Related Projects',
        items: [
          { label: 'ghstack', href: 'https://github.com/ezyang/ghstack' },
          { label: 'Watchman', href: 'https://github.com/facebook/watchman' },
          { label: 'VS Code @ Meta', href: 'https://github.com/facebookexperimental/fb-vscode' },
        ],
      },
      {
        // A legal requirement upstream: these links must stay.
        title: 'Legal',
        items: [
          { label: 'Privacy', href: 'https://opensource.fb.com/legal/privacy/' },
          { label: 'Terms', href: 'https://opensource.fb.com/legal/terms/' },
          { label: 'Data Policy', href: 'https://opensource.fb.com/legal/data-policy/' },
          { label: 'Cookie Policy', href: 'https://opensource.fb.com/legal/cookie-policy/' },
        ],
      },
    ],
    logo: { alt: 'Meta Open Source Logo', src: '/img/meta_opensource_logo_negative.svg', href: 'https://opensource.fb.com', width: 200, height: 40 },
    copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc. Built with docsgen.`,
  },
  docs: {
    path: 'content/docs',
    routeBasePath: 'docs',
    editUrl: 'https://github.com/facebook/sapling/tree/main/website/docs/',
    showLastUpdate: false,
  },
  homePage: 'content/home.md',
  staticDir: 'content/static',
  search: { maxResults: 5 },
  baseUrlIssueBanner: true,
  onBrokenLinks: 'throw',
});
