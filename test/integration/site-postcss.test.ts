// A Docusaurus site's PostCSS (its plugins' `configurePostCss`, as Tailwind sites configure it): the site's
// customCss runs through the plugins it adds, with the site's own `postcss`; without one, a warning names what to
// install and the CSS stays as written; a site whose plugins configure no PostCSS keeps its CSS untouched.
import { mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

/** A PostCSS plugin that writes `lamp-colour` as `color`. */
const PLUGIN = `function lampCss() {
  return { name: 'lamp-css', configurePostCss(options) {
    options.plugins.push({ postcssPlugin: 'lamp-colour', Declaration: { 'lamp-colour': (decl) => { decl.prop = 'color'; } } });
    return options;
  } };
}`;

async function site(plugins: string, withPostCss: boolean, files: Record<string, string> = {}, withSass = false) {
  const dir = tmpSite({
    'docusaurus.config.js': `module.exports = { title: 'Lamps', url: 'https://lamps.example.org', presets: [['classic', { blog: false, pages: false, theme: { customCss: './src/css/custom.css' } }]], plugins: [${plugins}] };\n`,
    'src/css/custom.css': '.wick { lamp-colour: gold; }\n',
    'docs/a.md': '# A\n',
    ...files,
  });
  if (withPostCss) {
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(path.resolve(import.meta.dirname, '../../node_modules/postcss'), path.join(dir, 'node_modules/postcss'));
    if (withSass) symlinkSync(path.resolve(import.meta.dirname, '../../node_modules/sass'), path.join(dir, 'node_modules/sass'));
  }
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  const css = String(built.files.get(built.assets.customCss!.replace(/^\//, '')));
  return { built, css };
}

test('the plugins configurePostCss adds run on the site\'s customCss', async () => {
  const { css, built } = await site(PLUGIN, true);
  assert.match(css, /\.wick \{ color: gold; \}/);
  assert.not.match(built.warnings.map((w) => w.message).join('\n'), /configurePostCss/, 'the method ran: it is not named as not built');
});

test('without postcss installed in the site, a warning says so and the CSS is as written', async () => {
  const { css, built } = await site(PLUGIN, false);
  assert.match(css, /\.wick \{ lamp-colour: gold; \}/);
  const warning = built.warnings.find((w) => /PostCSS/.test(w.message));
  assert.match(warning?.message ?? '', /plugin lamp-css: configurePostCss\) did not run: postcss not installed here/);
});

test('a site whose plugins configure no PostCSS keeps its CSS as written', async () => {
  const { css } = await site('', true);
  assert.match(css, /\.wick \{ lamp-colour: gold; \}/);
});

/** A doc with a component that imports a CSS module and a plain stylesheet. */
const COMPONENT = {
  'docs/b.mdx': "import Lamp from '@site/src/components/Lamp';\n\n# B\n\n<Lamp />\n",
  'src/components/Lamp/index.js': "import styles from './styles.module.css';\nimport './plain.css';\nexport default function Lamp() { return <span className={styles.glow}>lit</span>; }\n",
  'src/components/Lamp/styles.module.css': '.glow { lamp-colour: amber; }\n',
  'src/components/Lamp/plain.css': '.shade { lamp-colour: ivory; }\n',
};

/** Every stylesheet the build wrote. */
const allCss = (built: Awaited<ReturnType<typeof site>>['built']) => [...built.files].filter(([f]) => f.endsWith('.css')).map(([, t]) => String(t)).join('\n');

test('the CSS components import, CSS modules and plain stylesheets, runs through the same plugins', async () => {
  const { built } = await site(PLUGIN, true, COMPONENT);
  const css = allCss(built);
  assert.match(css, /\.\w*glow_\w+ \{\s*color: amber;/, 'the module, its class renamed');
  assert.match(css, /\.shade \{\s*color: ivory;/, 'the plain stylesheet');
  assert.not.match(css, /lamp-colour/);
});

test('a plain Sass stylesheet a component imports is compiled, then runs through the plugins', async () => {
  const { built } = await site(PLUGIN, true, {
    'docs/c.mdx': "import Shade from '@site/src/components/Shade';\n\n# C\n\n<Shade />\n",
    'src/components/Shade/index.js': "import './shade.scss';\nexport default function Shade() { return <span className=\"globe\">dim</span>; }\n",
    'src/components/Shade/shade.scss': '$tint: jade;\n.globe { .inner { lamp-colour: $tint; } }\n',
  }, true);
  const css = allCss(built);
  assert.match(css, /\.globe \.inner \{\s*color: jade;/);
  assert.not.match(css, /lamp-colour|\$tint/);
});

test("a PostCSS error in a component's stylesheet fails the build at its file", async () => {
  const failing = `function failing() { return { name: 'failing', configurePostCss(o) { o.plugins.push({ postcssPlugin: 'no-amber', Declaration(d) { if (d.value === 'amber') throw d.error('amber is not allowed'); } }); return o; } }; }`;
  try {
    await site(failing, true, COMPONENT);
    assert.unreachable();
  } catch (err) {
    assert.match(String((err as Error).message), /styles\.module\.css[^\n]*PostCSS failed on it: .*amber is not allowed/);
  }
});

test("a postcss-loader a plugin's configureWebpack adds: its plugins run on the customCss and the components' CSS", async () => {
  const webpack = `function lampLoader() {
    const lamp = { postcssPlugin: 'lamp-colour', Declaration: { 'lamp-colour': (decl) => { decl.prop = 'color'; } } };
    return { name: 'lamp-loader', configureWebpack() {
      return { module: { rules: [{ test: /\\.css$/, oneOf: [{ use: ['style-loader', { loader: '/x/node_modules/postcss-loader/dist/cjs.js', options: { postcssOptions: { plugins: [lamp] } } }] }] }] } };
    } };
  }`;
  const { css, built } = await site(webpack, true, COMPONENT);
  assert.match(css, /\.wick \{ color: gold; \}/);
  assert.match(allCss(built), /\.\w*glow_\w+ \{\s*color: amber;/, "a component's CSS module");
  assert.not.match(allCss(built), /lamp-colour/);
});

test.run();
