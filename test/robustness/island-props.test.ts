// Issue 20, point 6: an island's props cross to the browser as JSON. JSX among them (`icon={<Icon />}`, in an array
// too) and its children are server HTML on both sides and hydrate (in Chromium); a prop JSON would drop or change (a
// function, a Date) is a build error at the doc's line, naming the prop.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../generator/errors.ts';
import { buildFails } from '../helpers/build-fails.ts';
import { MINIMAL_CONFIG, tmpSite } from '../helpers/tmp-site.ts';
import { buildAndServeConfig, collectErrors, launchChromium, startAll, type ServedSite } from '../e2e/setup.ts';

const COMPONENTS = {
  'src/Card.tsx': [
    "import { useState } from 'react';",
    'export default function Card({ icon, title, items = [], children }: { icon?: unknown; title: string; items?: { icon: unknown }[]; children?: unknown }) {',
    '  const [n, setN] = useState(0);',
    '  return <div className="card"><button onClick={() => setN(n + 1)}>{icon as never} {title} {n}</button><ul>{items.map((it, i) => <li key={i}>{it.icon as never}</li>)}</ul>{children as never}</div>;',
    '}',
  ].join('\n'),
  'src/Icon.tsx': 'export default function Icon({ name }: { name: string }) {\n  return <svg data-name={name}><title>{name}</title></svg>;\n}\n',
};

const doc = (card: string) => `import Card from '@site/src/Card';\nimport Icon from '@site/src/Icon';\n\n# A\n\nText.\n\n${card}\n`;

test('JSX props and children of an island render on the server and hydrate in the browser', async () => {
  const dir = tmpSite({
    'site.config.ts': MINIMAL_CONFIG, ...COMPONENTS,
    'docs/a.mdx': doc('<Card icon={<Icon name="star" />} title="Stars" items={[{ icon: <Icon name="moon" /> }]}>\n\nSome *text*.\n\n</Card>'),
  });
  let site: ServedSite | undefined;
  let browser: Browser | undefined;
  try {
    [site, browser] = await startAll<[ServedSite, Browser]>(buildAndServeConfig(path.join(dir, 'site.config.ts'), 'island-props'), launchChromium());
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/docs/a`);
    const button = page.locator('.card button');
    assert.is((await button.textContent())?.trim(), 'star Stars 0');
    // Hydrated: the click handler runs; the JSX props and the children are still there.
    await page.waitForFunction(() => {
      document.querySelector<HTMLButtonElement>('.card button')?.click();
      return /Stars [1-9]/.test(document.querySelector('.card button')?.textContent ?? '');
    });
    assert.is(await page.locator('.card button svg[data-name=star]').count(), 1);
    assert.is(await page.locator('.card li svg[data-name=moon]').count(), 1);
    assert.is(await page.locator('.card em').textContent(), 'text');
    assert.not.match(await page.locator('main').textContent() ?? '', /This page crashed/);
    assert.equal(errors, []);
  } finally {
    await browser?.close();
    await site?.close();
  }
});

test('a function or a Date passed to an island is a build error at the doc\'s line, naming the prop', async () => {
  // With Markdown inside, the element is compiled by MDX, not moved into an inline island (island-function-props.test.ts).
  const card = '<Card title="x" data={{ list: [1, () => 2] }}>\n\nSome *text*.\n\n</Card>';
  const fn = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, ...COMPONENTS, 'docs/a.mdx': doc(card) });
  const first = formatProblem(await buildFails(path.join(fn, 'site.config.ts')));
  assert.match(first, `${path.join(fn, 'docs/a.mdx')}:8: <Card> prop "data.list[1]" is a function, which cannot reach the browser\n  hint: `);
  const date = tmpSite({ 'site.config.ts': MINIMAL_CONFIG, ...COMPONENTS, 'docs/a.mdx': doc('<Card title="x" when={new Date(0)} />') });
  assert.match(formatProblem(await buildFails(path.join(date, 'site.config.ts'))), `${path.join(date, 'docs/a.mdx')}:8: <Card> prop "when" is a Date, which cannot reach the browser`);
});

test.run();
