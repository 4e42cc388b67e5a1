// A list of work shared by this thread and the build's first worker from its two ends: the worker is asked for runs
// of items from the front, two asks in flight so it never waits for the next; this thread does one item at a time
// from the back, letting the answers in between. The runs shrink as the list does, so the two threads finish
// together whatever else either has to do meanwhile (this thread writes every result, its own and the worker's).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Pool } from './pool.ts';

export interface BothEnds<T, R> {
  /** The worker's ask, and its payload for a run of items (undefined when they cannot be sent: done here). */
  ask: string;
  payload(run: T[]): unknown;
  /** An item done on this thread. */
  here(item: T): R;
  /** Told each item's result as it comes (in no set order). */
  put(item: T, result: R): void;
  /** The most items one ask holds. */
  run: number;
  /** Other work of this thread's, done once the worker has its first runs. */
  meanwhile?: () => void;
}

/** Does `items` on both threads; the worker must have been told what the asks need. */
export async function fromBothEnds<T, R>(pool: Pool, items: T[], how: BothEnds<T, R>): Promise<void> {
  const here = (item: T) => how.put(item, how.here(item));
  let front = 0;
  let back = items.length;
  let failure: { err: unknown } | undefined;
  let finished = false;
  const asks = new Set<Promise<void>>();
  const ask = () => {
    const size = Math.min(how.run, Math.floor((back - front) / 3));
    if (failure || finished || size < 1) return;
    const run = items.slice(front, (front += size));
    let payload: unknown;
    try {
      payload = how.payload(run);
    } catch (err) {
      // Also when asked again as an answer settles, where a throw would be no caller's: the loop below throws it.
      failure ??= { err };
      return;
    }
    if (payload === undefined) return run.forEach(here);
    const asked: Promise<void> = pool.ask<R[]>(how.ask, payload).then((results) => {
      if (!finished) results.forEach((result, i) => how.put(run[i]!, result));
    }, (err: unknown) => {
      if (finished) return;
      // An item's own error is thrown here, as this thread's; one the worker alone met must not go unseen either.
      run.forEach(here);
      throw err;
    }).catch((err: unknown) => void (failure ??= { err })).finally(() => {
      asks.delete(asked);
      ask();
    });
    asks.add(asked);
  };
  try {
    ask();
    ask();
    how.meanwhile?.();
    while (back > front && !failure) {
      here(items[--back]!);
      await nextTurn();
    }
    while (asks.size && !failure) await Promise.race(asks);
    if (failure) throw failure.err;
  } finally {
    finished = true;
  }
}
