// A module of the theme source's that renders one of docsgen's theme files with some of the site's components as
// its `parts` (`{"Footer/Logo": Part0}`): imported as a doc's components are, so one with state hydrates as an island.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ThemeOverrides } from '../../docusaurus/theme-overrides.ts';
import { sha1 } from '../../hash.ts';
import { THEME_DIR } from '../../package-paths.ts';
import type { DocSource } from '../../types.ts';
import { HEAD, PART_SEPARATOR } from '../../../templates/theme/DocItem/parts.tsx';

/** `id`: the module's (`theme:Footer`); `component`: its theme file; `props`: more JSX props, as written. */
export function partsModule(id: string, component: string, parts: readonly string[], overrides: ThemeOverrides, props = ''): DocSource {
  const files = parts.map((p) => overrides.get(p)!);
  const imports = files.map((f, i) => `import Part${i} from ${JSON.stringify(f)};\n`).join('');
  const given = `{${parts.map((p, i) => `${JSON.stringify(p)}: Part${i}`).join(', ')}}`;
  return {
    id, file: files[0]!, relPath: `${id.slice(id.indexOf(':') + 1)}.jsx`, dir: '', route: '/', frontmatter: {},
    body: `import Parts from ${JSON.stringify(path.join(THEME_DIR, component))};\n${imports}\n<Parts parts={${given}}${props} />\n`,
    bodyLine: 1, isFolderIndex: false, hash: sha1(files.map((f) => `${f}\0${sha1(readFileSync(f))}`).join('\0')), mdxSyntax: true, lint: [],
  };
}

/**
 * The HTML of a parts module split at its separators (`<i>:<name>`): each thing's parts by name, its head tags
 * (HEAD) unwrapped. A stylesheet the parts import leads the HTML: each thing's first part brings it.
 */
export function splitParts(html: string): Map<number, Record<string, string>> {
  const pieces = html.split(new RegExp(`<template ${PART_SEPARATOR}="(\\d+):([^"]+)"></template>`));
  const lead = pieces[0]!;
  const byThing = new Map<number, Record<string, string>>();
  for (let i = 1; i < pieces.length; i += 3) {
    const at = Number(pieces[i]);
    const own = byThing.get(at) ?? {};
    if (!byThing.has(at)) byThing.set(at, own);
    const name = pieces[i + 1]!;
    own[name] = name === HEAD ? pieces[i + 2]!.replace(/^<template>|<\/template>$/g, '') : (Object.keys(own).length ? '' : lead) + pieces[i + 2]!;
  }
  return byThing;
}

