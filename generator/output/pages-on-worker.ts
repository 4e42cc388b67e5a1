// Pages rendered on two threads: a large site's docs and category indexes are shared between this thread and the
// build's first worker (render-jobs.ts says what it is sent). The worker is asked for runs of pages from the front
// of the list, two asks in flight so it never waits for the next; this thread renders from the back, one page at a
// time, and writes every page, its own and the worker's, as it comes. The runs shrink as the list does, so the two
// threads finish together. Rendering was two thirds of a 100,000-page build, on one core of two.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Pool } from '../threads/pool.ts';
import type { Route } from '../types.ts';
import type { RenderModel } from './render.tsx';
import { movable, renderPage, routeJobs, sharedModel, type RenderedPage } from './render-jobs.ts';

/**
 * Below this many pages to render, this thread renders them alone: the worker's share does not pay for loading
 * its renderer and sending it the model (bench/README.md, session 14).
 */
export const WORKER_MIN_PAGES = 1000;
/** The most pages one ask holds (~70 ms of the worker's time). */
const RUN = 50;

/**
 * Renders `routes`, handing each page to `put` as it is done (in no set order), on the pool's worker too when
 * `from` pages or more can go there (WORKER_MIN_PAGES by default); with `bytes`, the worker's pages come as UTF-8.
 */
export async function renderOnThreads(routes: Route[], model: RenderModel, how: { pool?: Pool; from?: number; bytes: boolean }, put: (route: Route, page: RenderedPage) => void): Promise<void> {
  const { pool } = how;
  const here = (route: Route) => put(route, renderPage(route, model));
  const shared = routes.filter(movable);
  const common = pool && shared.length >= (how.from ?? WORKER_MIN_PAGES) ? serialized(() => sharedModel(model, how.bytes)) : undefined;
  if (common) pool!.start();
  if (!pool || !common || !pool.canAsk()) return routes.forEach(here);
  pool.tell('renderModel', common);

  let front = 0;
  let back = shared.length;
  let failure: { err: unknown } | undefined;
  let finished = false;
  const asks = new Set<Promise<void>>();
  const ask = () => {
    const size = Math.min(RUN, Math.floor((back - front) / 3));
    if (failure || finished || size < 1) return;
    const run = shared.slice(front, (front += size));
    const jobs = serialized(() => routeJobs(run, model));
    if (!jobs) return run.forEach(here);
    const asked: Promise<void> = pool.ask<RenderedPage[]>('renderPages', jobs).then((pages) => {
      if (!finished) pages.forEach((page, i) => put(run[i]!, page));
    }, (err: unknown) => {
      if (finished) return;
      // A page's own error is thrown here, as this thread's; one the worker alone met must not go unseen either.
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
    // The site's own pages while the worker starts on its first runs.
    for (const route of routes) if (!movable(route)) here(route);
    while (back > front && !failure) {
      here(shared[--back]!);
      // Lets the worker's answers in between pages.
      await nextTurn();
    }
    while (asks.size && !failure) await Promise.race(asks);
    if (failure) throw failure.err;
  } finally {
    finished = true;
  }
}

/** `make()`, or undefined when what it serializes cannot be. */
function serialized(make: () => Uint8Array): Uint8Array | undefined {
  try {
    return make();
  } catch {
    return undefined;
  }
}
