// A small blog, built from a Docusaurus config with the theme components a test adds, for the blog parts' tests.
import path from 'node:path';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from './tmp-site.ts';

export const CONFIG = `module.exports = {
  title: 'Kettle', url: 'https://kettle.example.org', baseUrl: '/k/',
  presets: [['classic', { docs: false, pages: false, blog: { showReadingTime: true, postsPerPage: 1, editUrl: 'https://code.example.org/kettle/edit/main/' } }]],
};
`;

const POSTS = {
  'blog/2024-03-01-boil.md': '---\ntitle: Boiling\nauthors: [ada]\ntags: [water, heat]\n---\n\nBring it up slowly.\n\n<!-- truncate -->\n\n## Whistle\n\nThen it sings.\n',
  'blog/2024-04-01-steep.md': '---\ntitle: Steeping\n---\n\nThree minutes.\n\n<!-- truncate -->\n\nMore.\n',
  'blog/authors.yml': 'ada:\n  name: Ada\n  title: Brewer\n  url: https://ada.example.org\n  page: true\n',
};

export async function buildBlog(files: Record<string, string>, config = CONFIG) {
  const dir = tmpSite({ 'docusaurus.config.js': config, ...POSTS, ...files });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  return { built, page: (file: string) => String(built.files.get(file)) };
}

/** The theme components named in the not-used warning. */
export const unused = (built: { warnings: { message: string }[] }) => built.warnings.filter((w) => /overrides are not used/.test(w.message)).map((w) => w.message);
/** A page's <main>. */
export const main = (html: string) => /<main[^]*<\/main>/.exec(html)![0];
