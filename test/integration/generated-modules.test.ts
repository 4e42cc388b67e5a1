// `@generated/…` modules: Docusaurus generates its routes, registry and global data as modules site code may import.
// docsgen provides `@generated/docusaurus.config` (and `@generated/routes`: generated-routes.test.ts; a blog's data
// files: generated-blog-data.test.ts), `@generated/globalData`, `i18n`, `codeTranslations` and `site-metadata`; another is named as a module docsgen does not provide, at the
// importing file's line, in a theme component and a client module alike — never as a package to `npm install`.
// A `@theme/` component docsgen has not (a theme package's, not installed) is said to come with its package.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../generator/build.ts';
import { loadConfig } from '../../generator/config/load.ts';
import type { BuildError } from '../../generator/errors.ts';
import { tmpSite } from '../helpers/tmp-site.ts';

const CONFIG = (extra: string) => `module.exports = { title: 'Jam', url: 'https://jam.example.org', presets: [['classic', { blog: false, pages: false }]]${extra} };\n`;

async function failure(files: Record<string, string>): Promise<BuildError> {
  const dir = tmpSite({ 'docs/intro.md': '# Intro\n', ...files });
  try {
    await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  } catch (e) {
    return e as BuildError;
  }
  throw new Error('the build did not fail');
}

function assertNamed(e: BuildError, file: string) {
  const p = e.problems?.find((x) => /@generated\/registry/.test(x.message));
  assert.ok(p, String(e));
  assert.match(p!.message, /"@generated\/registry" is a module Docusaurus generates that docsgen does not provide/);
  assert.match(p!.message, /@generated\/docusaurus\.config/);
  assert.ok(p!.pos.file.endsWith(file), p!.pos.file);
  assert.is(p!.pos.line, 2);
  assert.not.match(`${p!.message} ${p!.hint ?? ''}`, /npm install/);
  assert.not.match(p!.hint ?? '', /check the import path/);
}

test('a theme component importing @generated/registry: named as not provided, at its line', async () => {
  assertNamed(await failure({
    'docusaurus.config.js': CONFIG(''),
    'src/theme/Root.js': "import React from 'react';\nimport registry from '@generated/registry';\nexport default function Root({ children }) { return <>{children}<i>{Object.keys(registry).length}</i></>; }\n",
  }), 'src/theme/Root.js');
});

test('a client module importing @generated/registry: the same', async () => {
  assertNamed(await failure({
    'docusaurus.config.js': CONFIG(", clientModules: [require.resolve('./src/track.js')]"),
    'src/track.js': "// counts modules\nimport registry from '@generated/registry';\nexport function onRouteDidUpdate() { document.body.dataset.n = Object.keys(registry).length; }\n",
  }), 'src/track.js');
});

test('a doc importing a theme package\'s component that is not installed: the hint names theme packages', async () => {
  const e = await failure({
    'docusaurus.config.js': CONFIG(", themes: ['docusaurus-theme-openapi-docs']"),
    'docs/pets.mdx': '# Pets\n\nimport MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";\n\n<MethodEndpoint method="get" path="/pets" />\n',
  });
  const p = e.problems?.find((x) => /@theme\/ApiExplorer\/MethodEndpoint/.test(x.message));
  assert.ok(p, String(e));
  assert.ok(p!.pos.file.endsWith('docs/pets.mdx'));
  assert.match(p!.hint ?? '', /installed theme package/);
  assert.not.match(p!.hint ?? '', /check the import path/);
});

test('a page importing @generated/globalData, i18n, codeTranslations and site-metadata: the site\'s', async () => {
  const dir = tmpSite({
    'docusaurus.config.js': "module.exports = { title: 'Jam', url: 'https://jam.example.org', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, presets: [['classic', { blog: false }]] };\n",
    'package.json': '{ "name": "jam-site", "version": "4.5.6" }\n',
    'docs/intro.md': '# Intro\n',
    'i18n/en/code.json': '{ "jam.hello": { "message": "Hello jam" } }\n',
    'src/pages/index.js': [
      "import React from 'react';",
      "import globalData from '@generated/globalData';",
      "import i18n from '@generated/i18n';",
      "import words from '@generated/codeTranslations';",
      "import meta from '@site/.docusaurus/site-metadata.json';",
      'export default function Home() {',
      "  const docs = globalData['docusaurus-plugin-content-docs'].default;",
      "  return <p id=\"g\">{docs.path}|{docs.versions[0].docs.map((d) => d.path).join(',')}|{i18n.currentLocale}/{i18n.locales.join(',')}/{i18n.localeConfigs.fr.label}|{words['jam.hello']}|{meta.siteVersion}|{/^3\\./.test(meta.docusaurusVersion) ? 'v3' : meta.docusaurusVersion}</p>;",
      '}',
    ].join('\n'),
  });
  const built = await buildSite(await loadConfig(path.join(dir, 'docusaurus.config.js')));
  assert.match(String(built.files.get('index.html')), /<p id="g">\/docs\|\/docs\/intro\|en\/en,fr\/Français\|Hello jam\|4\.5\.6\|v3<\/p>/);
});

test.run();
