// Pages rendered on two threads: a large site's docs and category indexes are shared between this thread and the
// build's first worker (render-jobs.ts says what it is sent), from the two ends of the list (threads/both-ends.ts);
// this thread writes every page, its own and the worker's, as it comes. Rendering was two thirds of a
// 100,000-page build, on one core of two.
import { fromBothEnds } from '../threads/both-ends.ts';
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
  const here = (route: Route) => renderPage(route, model);
  const shared = routes.filter(movable);
  const common = pool && shared.length >= (how.from ?? WORKER_MIN_PAGES) ? serialized(() => sharedModel(model, how.bytes)) : undefined;
  if (common) pool!.start();
  if (!pool || !common || !pool.canAsk()) return routes.forEach((route) => put(route, here(route)));
  pool.tell('renderModel', common);
  await fromBothEnds(pool, shared, {
    ask: 'renderPages', payload: (run) => serialized(() => routeJobs(run, model)), here, put, run: RUN,
    // The site's own pages while the worker starts on its first runs.
    meanwhile: () => routes.forEach((route) => !movable(route) && put(route, here(route))),
  });
}

/** `make()`, or undefined when what it serializes cannot be. */
function serialized(make: () => Uint8Array): Uint8Array | undefined {
  try {
    return make();
  } catch {
    return undefined;
  }
}
