// A search result's link with `search.highlightTerms`: the query's words as `_highlight` parameters, for the page to
// mark (templates/search-results.tsx's resultHref).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { resultHref } from '../../templates/search-results.tsx';

test('the words once each, lower case, encoded, before the anchor; stop words and single letters left out', () => {
  assert.is(resultHref('/docs/a#sec', 'Undo the  undo-commit a R&D', true), '/docs/a?_highlight=undo&_highlight=commit&_highlight=r%26d#sec');
  assert.is(resultHref('/docs/a', 'rebase', true), '/docs/a?_highlight=rebase');
});

test('off, or no word worth marking: the link as it is', () => {
  assert.is(resultHref('/docs/a#sec', 'undo', false), '/docs/a#sec');
  assert.is(resultHref('/docs/a#sec', 'the a', true), '/docs/a#sec');
});

test.run();
