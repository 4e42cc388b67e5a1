// The code highlighter: shiki with our two themes, each grammar loaded when a page first uses it. One per
// thread, shared by the Markdown and MDX paths: a grammar's regexes are compiled once. A module of its own: the
// worker that highlights for the calling thread starts with it alone (see generator/worker.ts).
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { bundledThemes } from 'shiki/themes';
import { CODE_THEMES } from './rehype-code.ts';
import { createSharedPatternEngine } from './regex-engine.ts';

let sharedHighlighter: Promise<HighlighterCore> | undefined;

export function createCodeHighlighter(): Promise<HighlighterCore> {
  // shiki's core (its main entry also loads the list of every bundled grammar and an inlined copy of the
  // .wasm, which cost ~0.1 s of every cold build), with each regex compiled once (see regex-engine.ts).
  return sharedHighlighter ??= createHighlighterCore({
    themes: Object.values(CODE_THEMES).map((t) => bundledThemes[t]()),
    langs: [],
    engine: createSharedPatternEngine(),
  });
}
