// Docusaurus sites write their own pages and components with Infima's classes (the grid, buttons, cards, spacing
// and text utilities): the template's home page is a `hero hero--primary` with a `container`, a `row` of
// `col col--4` features and a `button button--secondary button--lg`; a swizzled DocBreadcrumbs, Infima's `breadcrumbs`. docsgen's theme is not Infima, so a Docusaurus
// site gets those classes from Infima's own stylesheet (the version Docusaurus 3 uses), cut to the families a
// site's markup uses: what styles the theme's parts (navbar, menu, footer, TOC, tabs, `.markdown`) and bare
// elements is left out, so docsgen's theme keeps its look. With the rules come the Infima variables they read, and
// those the site's own stylesheets read (`var(--ifm-color-emphasis-300)` in a CSS module: Docusaurus has all of
// Infima's), in both colour modes; the site's `customCss`, added after, sets them as on Docusaurus.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CssNode, Rule } from 'css-tree';
import { sha1 } from '../hash.ts';
import { dependencyDir, PACKAGE_ROOT } from '../package-paths.ts';
import { INFIMA_LINKS } from './infima-links.ts';
import { INFIMA_TAGS } from './infima-tags.ts';
import { INFIMA_BLOG_SIDEBAR } from './infima-blog-sidebar.ts';

/** Class families a site's markup uses (`name`, `name--modifier`, `name__part`). */
const FAMILY = /^(?:container|row|col|button|button-group|text|(?:margin|padding)(?:-(?:top|bottom|left|right|vert|horiz))?|hero|card|avatar|badge|pills|shadow|alert|clean-list|clean-btn|breadcrumbs)(?:--[\w-]+|__[\w-]+)?$/;
/**
 * Elements Infima gives their base look (headings' sizes and margins, paragraphs', lists', rules', quotes'), which
 * a site's own React pages draw outside docsgen's Markdown (a hero's `<p>` has Infima's margin on Docusaurus). Kept
 * for those pages only, and at Infima's specificity, so the site's classes still override them.
 */
const BASE_ELEMENTS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'img', 'hr', 'blockquote', 'strong']);
const SITE_PAGE = ':where(.page-page) ';
const OUTSIDE_MARKDOWN = ':where(:not(.markdown *))';

/**
 * The bare `.hero` is also docsgen's generated home page's hero (`main.page-home`): Infima's `.hero` applies
 * everywhere else, at its own specificity (a site's `.heroBanner` still overrides it), and takes off what docsgen's
 * rule adds (its gradient and centred text), so a site page's `hero hero--primary` has the site's primary colour.
 */
const OURS: Record<string, { selector: string; reset: string }> = {
  '.hero': { selector: '.hero:not(:where(.page-home .hero))', reset: 'background-image:none;text-align:inherit' },
  // docsgen's own breadcrumbs are a `nav.breadcrumbs`; a site's (a swizzled DocBreadcrumbs) a `ul.breadcrumbs` of
  // Infima's `breadcrumbs__item`s, which get Infima's look.
  '.breadcrumbs': { selector: '.breadcrumbs:not(nav)', reset: '' },
};

/** Infima cut: the rules kept, and every variable Infima defines, by colour mode. */
interface Cut {
  rules: string;
  light: Record<string, string>;
  dark: Record<string, string>;
}

let made: Cut | undefined;

/**
 * The stylesheet: Infima's rules for those classes, then the variables they and `siteCss` (the site's own
 * stylesheets' text) read. Parsing Infima takes ~0.1 s, so the cut is kept beside docsgen's own bundles (a user's
 * builds share it), by what it is made from.
 */
export function infimaClasses(siteCss = ''): string {
  const { rules, light, dark } = infimaCut();
  // What the rules and the site read, and what those values read in either mode (a dark value may name a light-only colour).
  const used = [...reachable(`${rules}\n${INFIMA_LINKS}\n${INFIMA_TAGS}\n${INFIMA_BLOG_SIDEBAR}\n${siteCss}`, light, dark)];
  const block = (values: Record<string, string>) => used.filter((n) => Object.hasOwn(values, n)).map((n) => `${n}:${values[n]}`).join(';');
  return [
    '/* Infima 0.2.0-alpha.45 (https://infima.dev), MIT licence, Copyright (c) Facebook, Inc. and its affiliates; the classes a site\'s own markup uses. */',
    `:root{${block(light)}}`,
    // Infima's own selector, which outranks a site's `:root` (a variable the site sets only there keeps Infima's dark value).
    `html[data-theme='dark']{${block(dark)}}`,
    rules,
    INFIMA_LINKS,
    INFIMA_TAGS,
    INFIMA_BLOG_SIDEBAR,
    // A button's link never underlined (Infima's `.button:hover` above, at rest too).
    'a.button,a.button:hover{text-decoration:none}',
  ].join('\n');
}

function infimaCut(): Cut {
  if (made !== undefined) return made;
  const source = readFileSync(path.join(dependencyDir('infima'), 'dist/css/default/default.css'), 'utf8');
  const file = path.join(PACKAGE_ROOT, 'node_modules/.cache/docsgen/infima', `${sha1(source, FAMILY.source, JSON.stringify(OURS), [...BASE_ELEMENTS].join(), SITE_PAGE, OUTSIDE_MARKDOWN, String(baseSelector), String(siteSelector))}.json`);
  try {
    made = JSON.parse(readFileSync(file, 'utf8')) as Cut;
  } catch {
    made = cut(source);
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(made));
    } catch {
      // A read-only install: made again next time.
    }
  }
  return made;
}

// Required when a stylesheet is cut, not by every build; left out of the CLI's bundle (it reads data files of its own).
const cssTree = () => createRequire(import.meta.url)('css-tree') as typeof import('css-tree');

function cut(css: string): Cut {
  const { parse, generate, walk } = cssTree();
  const sheet = parse(css);
  const light = new Map<string, string>();
  const dark = new Map<string, string>();
  const kept: string[] = [];
  walk(sheet, {
    visit: 'Rule',
    enter(node: Rule) {
      const selectors = generate(node.prelude);
      if (selectors === ':root' || /^html\[data-theme=(['"]?)dark\1\]$/.test(selectors)) {
        variables(node, selectors === ':root' ? light : dark);
        return;
      }
      const list = node.prelude.type === 'SelectorList' ? node.prelude.children.toArray() : [];
      const base = list.filter(baseSelector);
      if (base.length && !this.atrule) kept.push(`${base.map((s) => `${SITE_PAGE}${generate(s)}${OUTSIDE_MARKDOWN}`).join(',')}{${generate(node.block).slice(1, -1)}}`);
      const ours = list.filter(siteSelector);
      if (!ours.length) return;
      const texts = ours.map((s) => generate(s));
      const own = texts.length === 1 && !this.atrule ? OURS[texts[0]!] : undefined;
      const body = generate(node.block).slice(1, -1) + (own ? `;${own.reset}` : '');
      const rule = `${texts.map((t) => OURS[t]?.selector ?? t).join(',')}{${body}}`;
      kept.push(wrapped(rule, this.atrule));
    },
  });
  return { rules: kept.join('\n'), light: Object.fromEntries(light), dark: Object.fromEntries(dark) };
}

/** A selector made of the families' classes only: elements and pseudo-classes may follow one, never stand alone. */
function siteSelector(selector: CssNode): boolean {
  const { walk } = cssTree();
  let classes = 0;
  let ok = true;
  walk(selector, (n) => {
    if (n.type === 'ClassSelector') {
      if (!FAMILY.test(n.name)) ok = false;
      classes++;
    } else if ((n.type === 'TypeSelector' && classes === 0) || n.type === 'IdSelector' || (n.type === 'AttributeSelector' && n.name.name === 'data-theme')) ok = false;
  });
  return ok && classes > 0;
}

/** A selector of base elements only (`h1`, `ul ol`, `blockquote>:first-child`): no class, id, attribute or other element. */
function baseSelector(selector: CssNode): boolean {
  const { walk } = cssTree();
  let elements = 0;
  let ok = true;
  walk(selector, (n) => {
    if (n.type === 'TypeSelector') {
      if (!BASE_ELEMENTS.has(n.name)) ok = false;
      elements++;
    } else if (n.type === 'ClassSelector' || n.type === 'IdSelector' || n.type === 'AttributeSelector') ok = false;
  });
  return ok && elements > 0;
}

/** The rule inside the at-rule it sits in (`@media …`), if any. */
function wrapped(rule: string, atrule: CssNode | null): string {
  const { generate } = cssTree();
  return atrule && atrule.type === 'Atrule' ? `@${atrule.name} ${atrule.prelude ? generate(atrule.prelude) : ''}{${rule}}` : rule;
}

function variables(rule: Rule, into: Map<string, string>): void {
  const { generate } = cssTree();
  rule.block.children.forEach((d) => {
    if (d.type === 'Declaration' && d.property.startsWith('--')) into.set(d.property, generate(d.value).trim());
  });
}

/** The variables `css` reads, and those their values read, as far as `defined` and `also` define them. */
function reachable(css: string, defined: Record<string, string>, also: Record<string, string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...css.matchAll(VAR)].map((m) => m[1]!);
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const source of [defined, also]) {
      const value = Object.hasOwn(source, name) ? source[name] : undefined;
      if (value) queue.push(...[...value.matchAll(VAR)].map((m) => m[1]!));
    }
  }
  return seen;
}

const VAR = /var\(\s*(--[\w-]+)/g;
