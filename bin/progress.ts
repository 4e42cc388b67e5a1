// The build's live status line — the stage running, and pages done in the page-by-page stages — on
// terminals only: logs and pipes get the summary line alone. Redrawn at most every REDRAW_MS, and at
// once when the stage changes or finishes.
import type { ProgressListener } from '../generator/build.ts';

const REDRAW_MS = 100;
const CLEAR_LINE = '\r\x1b[2K';

export interface ProgressLine {
  update: ProgressListener;
  /** Erases the line, before anything else is printed. */
  clear(): void;
}

export function progressLine(stream: Pick<NodeJS.WriteStream, 'write'> & { isTTY?: boolean }, now = () => performance.now()): ProgressLine {
  if (!stream.isTTY) return { update: () => undefined, clear: () => undefined };
  let shown = false;
  let lastStage = '';
  let lastDraw = -Infinity;
  return {
    update(stage, done, total) {
      const t = now();
      if (stage === lastStage && done !== total && t - lastDraw < REDRAW_MS) return;
      lastStage = stage;
      lastDraw = t;
      shown = true;
      stream.write(`${CLEAR_LINE}  ${stage}${total === undefined ? '…' : ` ${done ?? 0}/${total} pages`}`);
    },
    clear() {
      if (shown) stream.write(CLEAR_LINE);
      shown = false;
    },
  };
}
