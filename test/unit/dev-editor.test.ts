// Editor links in the browser's error overlay: from --open-editor or DOCSGEN_EDITOR, never by default.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { editorTemplate, toDevProblem } from '../../generator/dev/editor.ts';
import { UsageError } from '../../generator/errors.ts';

const problem = { pos: { file: '/site/docs/a b.md', line: 3, column: 7 }, message: 'broken link', hint: 'fix it' };

test('no editor named: paths are plain text', () => {
  assert.is(editorTemplate(undefined, {}), undefined);
  assert.equal(toDevProblem(problem, undefined), { where: '/site/docs/a b.md:3:7', message: 'broken link', hint: 'fix it' });
});

test('--open-editor names one; without a value DOCSGEN_EDITOR, else VS Code; a template is used as given', () => {
  assert.is(toDevProblem(problem, editorTemplate('cursor', {})).editorUrl, 'cursor://file//site/docs/a%20b.md:3:7');
  assert.is(editorTemplate(true, { DOCSGEN_EDITOR: 'idea' }), 'idea://open?file={file}&line={line}&column={column}');
  assert.is(editorTemplate(undefined, { DOCSGEN_EDITOR: 'subl' }), 'subl://open?url=file://{file}&line={line}&column={column}');
  assert.match(editorTemplate(true, {})!, /^vscode:/);
  assert.is(toDevProblem(problem, editorTemplate('myed://{file}#{line}', {})).editorUrl, 'myed:///site/docs/a%20b.md#3');
});

test('an unknown editor is a usage error listing the known ones', () => {
  assert.throws(() => editorTemplate('nano', {}), (e: unknown) => e instanceof UsageError && /unknown editor "nano"/.test(e.message) && /vscode/.test(e.hint));
});

test.run();
