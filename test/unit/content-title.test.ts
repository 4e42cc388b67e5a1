// Docusaurus's contentTitle as its metadata reads it (markdown/content-title.ts): the `# Title` or setext title the
// text opens with, after MDX import blocks; none when the text opens with anything else.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contentTitle } from '../../generator/markdown/content-title.ts';

test('an ATX or setext title at the start, after blank lines and import blocks', () => {
  assert.is(contentTitle('\n\n# Brewing tea\n\nText.\n'), 'Brewing tea');
  assert.is(contentTitle('Brewing tea\n===\n\nText.\n'), 'Brewing tea');
  assert.is(contentTitle("import Cup from '@site/src/Cup';\nimport Pot from './Pot';\n\n# Pots\n"), 'Pots');
});

test('a custom id is dropped and inline code unwrapped', () => {
  assert.is(contentTitle('# The `kettle.json` file {#kettle-file}\n'), 'The kettle.json file');
});

test('no title: a paragraph, a lower heading or an admonition first', () => {
  assert.is(contentTitle('Text first.\n\n# Late\n'), undefined);
  assert.is(contentTitle('## Setup\n'), undefined);
  assert.is(contentTitle(':::tip\n# Inside\n:::\n'), undefined);
  assert.is(contentTitle('#No space\n'), undefined);
});

test.run();
