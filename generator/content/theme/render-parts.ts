// The site's theme parts that depend on the page, rendered once the site is assembled: the doc pages' (doc-parts.ts)
// and those of the sources that draw their own pages (the blog's, AssembledSource.themeParts).
import type { Problem } from '../../errors.ts';
import type { RenderModel } from '../../output/render.tsx';
import type { OutputSink } from '../../output/write.ts';
import type { AssembledSource, PartsBuild } from '../source.ts';
import { renderDocParts } from './doc-parts.ts';
import { renderParts } from './parts-render.ts';

/** Gives `model` the pages drawn with the site's parts; returns the problems `known` does not hold yet. */
export async function renderThemeParts(model: RenderModel, sources: readonly AssembledSource[], files: OutputSink, known: readonly Problem[], b: PartsBuild): Promise<Problem[]> {
  const problems = await renderDocParts(model, files, known, b);
  for (const source of sources) {
    const drawn = await source.themeParts?.(model.site, b.overrides, (module, draws) => renderParts(module, model.site, b, draws));
    if (!drawn) continue;
    for (const [route, page] of drawn.pages) model.routes.pages.set(route, page);
    for (const [f, data] of drawn.files) files.set(f, data);
    problems.push(...drawn.warnings.filter((w) => ![...known, ...problems].some((k) => k.message === w.message)));
  }
  return problems;
}
