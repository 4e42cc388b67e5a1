// Docusaurus's default description (createExcerpt's rule): the first line of text, its Markdown taken off.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { docusaurusExcerpt } from '../../generator/markdown/excerpt.ts';

test('a setext or ATX title, imports up to a blank line and fenced code are skipped', () => {
  assert.is(docusaurusExcerpt('Lamps\n=====\n\nimport A from "./a";\nimport B from "./b";\n\nFirst line.\nSecond.\n'), 'First line.');
  assert.is(docusaurusExcerpt('````md\n```js\nx\n```\nstill code\n````\n\nAfter the fence.\n'), 'After the fence.', 'a shorter fence does not close a longer one');
});

test('its Markdown is taken off: tags, emphasis, links, images, inline code, quotes, emoji, admonition fences, heading ids', () => {
  assert.is(docusaurusExcerpt('<div>\n\n> A _quoted_ `lamp` ![icon](i.png) [link](x.md)[^1] :tada:\n'), 'A quoted lamp icon link');
  assert.is(docusaurusExcerpt(':::tip\n\n## Wicks {#wicks}\n'), 'Wicks');
});

test('a body with no text has none', () => {
  assert.is(docusaurusExcerpt('# Title\n\n<Tabs>\n</Tabs>\n'), undefined);
});

test.run();
