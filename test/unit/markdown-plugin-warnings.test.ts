// The warning for a Markdown plugin the config lists that is not installed: one a package, naming the parts built
// without it, in words that agree with them, with the command that installs it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { missingPluginWarnings } from '../../generator/docusaurus/markdown-plugins.ts';

test('the blog alone "is" built without it; the docs, or several parts, "are"', () => {
  const [blog, docs, both] = missingPluginWarnings(new Map([
    ['remark-glow', new Set(['blog'])],
    ['remark-wick', new Set(['docs'])],
    ['remark-oil', new Set(['docs', 'blog'])],
  ]), '/site/docusaurus.config.js');
  assert.is(blog!.message, 'the Markdown plugin remark-glow is not installed: the blog is built without what it would change');
  assert.is(docs!.message, 'the Markdown plugin remark-wick is not installed: the docs are built without what it would change');
  assert.is(both!.message, 'the Markdown plugin remark-oil is not installed: the docs and the blog are built without what it would change');
  assert.is(blog!.hint, 'npm install remark-glow');
});

test.run();
