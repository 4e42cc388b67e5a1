// The direct path writes its code blocks' hast (markdown/code/block-html.ts) without hast-util-to-html's general
// machinery: the HTML must be exactly toHtml's, for the trees rehype-code makes and for anything else.
import type { ElementContent, Properties } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { codeBlockHtml } from '../../generator/markdown/code/block-html.ts';

const h = (tagName: string, properties: Properties, children: ElementContent[] = []): ElementContent => ({ type: 'element', tagName, properties, children });
const text = (value: string): ElementContent => ({ type: 'text', value });
const same = (node: ElementContent, message?: string) => assert.is(codeBlockHtml(node), toHtml(node, { allowDangerousHtml: true }), message);

test('a titled shell transcript with characters to escape in its text and attributes', () => {
  const pre = h('pre', { className: ['shell-example', 'line-numbers'], tabIndex: 0, style: ';counter-reset:line 4' }, [h('code', {}, [
    h('span', { className: ['line', 'shell-input', 'highlighted'] }, [h('span', { className: ['shell-prompt'], ariaHidden: 'true' }, [text('$ ')]), h('span', { className: ['shell-command'] }, [text('sl log -T "{node}" < a & b > c')])]),
    text('\n'), h('span', { className: ['line', 'shell-output'] }, [text('&amp; <b> \'quoted\' `tick` \0')]),
  ])]);
  const block = h('div', { className: ['code-block'], dataLang: 'sl-shell-example' }, [h('div', { className: ['code-title'] }, [text('a "title" & <more>')]), pre]);
  same(block);
  assert.ok(codeBlockHtml(block).includes('sl log -T "{node}" &#x3C; a &#x26; b > c'));
});

test('npm2yarn tabs: booleans, numbers, lists and aria names', () => {
  const tabs = h('div', { className: ['tabs-container'], dataTabs: '', dataGroupId: 'npm2yarn' }, [
    h('div', { role: 'tablist', ariaOrientation: 'horizontal', className: ['tabs-list'] }, [
      h('button', { type: 'button', role: 'tab', id: 'n-tab-0', ariaControls: ['n-panel-0'], ariaSelected: 'true', tabIndex: 0, className: ['tabs-tab'], dataValue: 'npm' }, [text('npm')]),
      h('button', { type: 'button', role: 'tab', id: 'n-tab-1', ariaControls: ['n-panel-1', 'x'], ariaSelected: 'false', tabIndex: -1, className: ['tabs-tab'], dataValue: 'yarn' }, [text('yarn')]),
    ]),
    h('div', { role: 'tabpanel', id: 'n-panel-0', ariaLabelledBy: ['n-tab-0'], className: ['tabs-panel'], hidden: false, tabIndex: 0 }, [{ type: 'raw', value: '\uE000code:7\uE000' } as ElementContent]),
    h('div', { role: 'tabpanel', id: 'n-panel-1', hidden: true, title: undefined, dataNaN: Number.NaN, dataNull: null } as Properties, []),
  ]);
  same(tabs);
});

test('attributes of other kinds, and elements the walk leaves to toHtml', () => {
  same(h('span', { accept: ['a', 'b', ''], download: '', spellCheck: true, 'weird name': 'x"y', className: [] } as unknown as Properties, [text('x')]));
  same(h('div', {}, [h('img', { src: 'a.png', alt: 'a < b' }), h('br', {}), { type: 'comment', value: ' c ' }, h('script', {}, [text('a < b && c')])]), 'void, comment and raw-text elements');
  same(h('span', {}, [h('svg', { viewBox: '0 0 1 1' }, [h('path', { d: 'M0 0' })])]), 'SVG');
});

test('random trees of these elements and properties', () => {
  let seed = 7;
  const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const tags = ['div', 'pre', 'code', 'span', 'button', 'br', 'img', 'style'];
  const props: [string, () => unknown][] = [
    ['className', () => ['a', 'b c', ''].slice(random(3))], ['id', () => 'i&"\'`<'], ['hidden', () => random(2) === 0], ['tabIndex', () => random(3) - 1],
    ['ariaHidden', () => (random(2) ? 'true' : true)], ['dataLang', () => 'x\0y'], ['style', () => 'a:b;c:"d"'], ['title', () => ''],
  ];
  const node = (depth: number): ElementContent => {
    const k = random(depth > 3 ? 2 : 4);
    if (k === 0) return text(['a<b', '&c', 'plain', '', '\n'][random(5)]!);
    if (k === 1) return { type: 'raw', value: '<i>raw & </i>' } as ElementContent;
    const properties: Properties = {};
    for (const [name, value] of props) if (random(3) === 0) properties[name] = value() as Properties[string];
    return h(tags[random(tags.length)]!, properties, Array.from({ length: random(4) }, () => node(depth + 1)));
  };
  for (let i = 0; i < 500; i++) same(node(0), `tree ${i}`);
});

test.run();
