// Which lines of a Markdown text are fenced code, read line by line as CommonMark reads fences: up to three spaces,
// then ``` or ~~~ (three or more), closed by a run of the same character at least as long with nothing after it.
// The quick passes over a doc's text (lint, MDX detection, MDX 1 rewriting, the scan for code to highlight ahead)
// leave code alone, or find it, with it.
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** Fences indented any amount (in list items): where guessing a block costs nothing when wrong. */
const ANY_INDENT = /^[ \t]*(`{3,}|~{3,})/;

export class FenceLines {
  /** `anyIndent`: also fences indented four spaces or more, which CommonMark reads as inside a list item, or as code. */
  constructor(private readonly anyIndent = false) {}

  /** The marker of the open block (```` ``` ````, `~~~~`), while one is open. */
  marker: string | undefined;
  /** The index (from 0) of the line that opened it. */
  openedAt = -1;
  private index = -1;

  /**
   * Whether `line`, the next line of the text, belongs to a fenced block: it opens one, is inside one or closes
   * it. `mayOpen`: false where no block can start (inside an HTML comment or a raw `<script>`).
   */
  next(line: string, mayOpen = true): boolean {
    this.index++;
    const run = (this.anyIndent ? ANY_INDENT : FENCE).exec(line);
    if (this.marker) {
      if (run && run[1]![0] === this.marker[0] && run[1]!.length >= this.marker.length && !line.slice(run[0].length).trim()) this.marker = undefined;
      return true;
    }
    if (!run || !mayOpen) return false;
    this.marker = run[1];
    this.openedAt = this.index;
    return true;
  }
}
