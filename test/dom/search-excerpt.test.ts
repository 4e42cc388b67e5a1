// Search excerpts: the matched words marked in a short stretch of text, and a section's text read from the
// main region a page's page data carries (the widgets fixture's real page data), and `/` / Ctrl+K.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { excerpt, EXCERPT_CHARS, highlight, sectionTextIn } from '../../client/search/excerpt.ts';
import { initSearchShortcuts } from '../../client/search-shortcuts.ts';
import { closeDom, installDom, widgetsPage, widgetsSite } from './setup.ts';

test.after(closeDom);

const marked = (segments: { text: string; hit: boolean }[]) => segments.filter((s) => s.hit).map((s) => s.text);

test('highlight: the words whose index term the result matched are marked; separators and the rest are text', () => {
  const s = highlight('Configuring the spin-rate: configure it, or spinners/spin.', ['configur', 'spin']);
  assert.equal(marked(s), ['Configuring', 'spin', 'configure', 'spin']);
  assert.is(s.map((x) => x.text).join(''), 'Configuring the spin-rate: configure it, or spinners/spin.');
  // A typo's correction is an index term (a stem): "rebas" marks "rebase" and "rebasing".
  assert.equal(marked(highlight('Rebase, then keep rebasing.', ['rebas'])), ['Rebase', 'rebasing']);
  assert.equal(marked(highlight('<img src=x onerror=alert(1)>', ['img'])), ['img']);
});

test('highlight: stop words are never marked, even as the terms given', () => {
  assert.equal(marked(highlight('Undo a commit and redo it as a pair.', ['undo', 'commit'])), ['Undo', 'commit']);
  assert.equal(marked(highlight('this and that, as a rule', ['and', 'as', 'a', 'this'])), []);
});

test('excerpt: about two lines from shortly before the first match, cut at words, with ellipses', () => {
  const text = `${'lorem ipsum '.repeat(30)}then raise ulimit -n to 4096 ${'dolor sit '.repeat(30)}`;
  const s = excerpt(text, ['ulimit']);
  const joined = s.map((x) => x.text).join('');
  assert.ok(joined.startsWith('…') && joined.endsWith('…'), joined);
  assert.ok(joined.length <= EXCERPT_CHARS + 2, String(joined.length));
  assert.equal(marked(s), ['ulimit']);
  assert.ok(joined.indexOf('ulimit') < joined.length / 2);
  // No match in the text: its opening.
  assert.ok(excerpt(text, ['nothing']).map((x) => x.text).join('').startsWith('lorem ipsum'));
  assert.equal(excerpt('Short.', ['short']), [{ text: 'Short', hit: true }, { text: '.', hit: false }]);
});

test('section text from page data: the blocks under the heading up to the next one, without buttons or icons', async () => {
  await installDom(await widgetsPage('/guides/intro'));
  const files = (await widgetsSite()).files;
  const data = JSON.parse(files.get('guides/topics/advanced/tuning/page-data.json') as string) as { main: string };
  const text = sectionTextIn(data.main, 'balancing-the-rotor');
  assert.match(text ?? '', /^Before anything else, .* add the counterweight until the wobble disappears\.$/);
  const intro = JSON.parse(files.get('guides/intro/page-data.json') as string) as { main: string };
  assert.is(sectionTextIn(intro.main, 'concepts'), 'A widget has a spin and a colour.');
  assert.is(sectionTextIn(`<h2 id="a">A</h2><div class="code-block"><button>Copy</button><pre><code><span class="line">one</span><span class="line">two</span></code></pre></div><h2 id="b">B</h2>`, 'a'), 'one two');
  assert.is(sectionTextIn(intro.main, 'no-such-id'), undefined);
});

test('`/` focuses the search box unless typed in a field; Ctrl+K and ⌘+K focus it from anywhere', async () => {
  const dom = await installDom(await widgetsPage('/guides/intro'));
  initSearchShortcuts();
  const input = dom.document.getElementById('search-input')!;
  const press = (target: EventTarget, init: { key: string; ctrlKey?: boolean; metaKey?: boolean }) => {
    const e = new dom.window.KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(e as unknown as Event);
    return e.defaultPrevented;
  };
  assert.ok(press(dom.document.body as unknown as EventTarget, { key: '/' }));
  assert.is(dom.document.activeElement, input);
  (input as unknown as HTMLElement).blur();
  const field = dom.document.createElement('textarea');
  dom.document.body.append(field);
  (field as unknown as HTMLElement).focus();
  assert.not.ok(press(field as unknown as EventTarget, { key: '/' }));
  assert.is(dom.document.activeElement, field);
  assert.ok(press(field as unknown as EventTarget, { key: 'k', ctrlKey: true }));
  assert.is(dom.document.activeElement, input);
  (input as unknown as HTMLElement).blur();
  assert.ok(press(dom.document.body as unknown as EventTarget, { key: 'K', metaKey: true }));
  assert.is(dom.document.activeElement, input);
  // An earlier query is selected, so that what is typed next replaces it.
  const box = input as unknown as HTMLInputElement;
  box.value = 'undo a commit';
  box.setSelectionRange(13, 13);
  (input as unknown as HTMLElement).blur();
  assert.ok(press(dom.document.body as unknown as EventTarget, { key: 'k', ctrlKey: true }));
  assert.equal([box.selectionStart, box.selectionEnd], [0, 13]);
});

test.run();
