// MDX docs rendered with React as a batch of the build's pool (threads/pool.ts): this thread and a worker each take
// docs, where the worker used to idle through the render. Each thread renders against its own instance of the theme,
// evaluated from the same bundle (theme-bundle.ts), and its own highlighter: a doc's page does not depend on which
// thread rendered it. The islands' URLs are stand-ins (islands.ts), filled in once their bundle is made.
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createCodeHighlighter } from '../markdown/code/highlighter.ts';
import { highlightToHtml, loadLanguages } from '../markdown/code/rehype-code.ts';
import type { MagicComment } from '../markdown/setup.ts';
import type { BatchSpec } from '../threads/pool.ts';
import type { DocsgenSiteConfig, ThemeContext } from '../../templates/theme/context.ts';
import type { ComponentUse } from './rehype-component-lines.ts';
import { renderDocModule, type RenderedDoc, type ThemeModules } from './render.ts';
import { loadTheme, type ThemeCode } from './theme-bundle.ts';

/** One doc to render: its server bundle (`body`: its size orders the batch) and what its render reads. */
export interface MdxRenderJob {
  file: string;
  body: string;
  route?: string;
  uses: ComponentUse[];
  htmlParts: string[];
  /** Whether its keyed parts are rendered apart too (render.ts). */
  partsToo: boolean;
}

/** What every doc's render shares (sent once to a worker). */
export interface MdxRenderContext {
  siteConfig: DocsgenSiteConfig;
  locale: string;
  /** Island module path → its URL's stand-in. */
  islands: Record<string, string>;
  globalData?: Record<string, Record<string, unknown>>;
  magicComments?: MagicComment[];
  /** What `<CodeBlock language="…">` needs loaded first: it highlights while React renders, which cannot wait. */
  langs: string[];
  /** The theme's bundle, when the docs read the theme from one instance: a worker evaluates its own. */
  theme?: ThemeCode;
}

/** A rendered doc, with what its components told the page: `<Head>`'s tags, a React page's title and description. */
export interface MdxRendered extends RenderedDoc {
  head?: string;
  page?: { title?: string; description?: string };
}

export type MdxRender = (job: MdxRenderJob) => MdxRendered;

/** This thread's renderer; `theme`: the theme's instance this thread already evaluated, else `context.theme` is. */
export async function mdxRenderer(context: MdxRenderContext, theme?: ThemeModules): Promise<MdxRender> {
  const highlighter = await createCodeHighlighter();
  await loadLanguages(highlighter, context.langs);
  const modules = theme ?? (context.theme ? loadTheme(context.theme) : undefined);
  const { siteConfig, locale, islands, globalData, magicComments } = context;
  return (job) => {
    const head: ReactNode[] = [];
    const value: ThemeContext = {
      siteConfig, locale, islands, inIsland: false,
      highlight: (code, lang, meta) => highlightToHtml(highlighter, code, lang, meta, magicComments),
      head, page: {}, route: job.route,
      ...(globalData ? { globalData } : {}),
    };
    const rendered = renderDocModule(job.body, job.file, value, job.uses, job.htmlParts, modules, job.partsToo);
    return { ...rendered, ...(head.length ? { head: renderToStaticMarkup(createElement(Fragment, null, head)) } : {}), ...(value.page ? { page: value.page } : {}) };
  };
}

/**
 * The docs as a batch: `shared`, a worker takes docs too (the context must then reach it: plain data); this thread
 * lets esbuild's asks (its plugins run here, bundling the islands) in between docs.
 */
export function mdxRenderBatch(jobs: MdxRenderJob[], context: MdxRenderContext, local: () => Promise<MdxRender>, shared: boolean): BatchSpec<MdxRenderJob, MdxRendered> {
  return {
    kind: 'mdxRender', inputs: jobs, jobs, context, minBytes: shared ? 0 : Infinity, weight: 1, shareWhenLarge: shared, lanes: 1,
    async local() {
      const render = await local();
      return async (job) => {
        await nextTurn();
        return render(job);
      };
    },
  };
}

/** The docs rendered on this thread alone (no pool), one a turn as the batch's are. */
export async function renderAlone(jobs: MdxRenderJob[], local: () => Promise<MdxRender>): Promise<PromiseSettledResult<MdxRendered>[]> {
  const render = await local();
  const results: PromiseSettledResult<MdxRendered>[] = [];
  for (const job of jobs) {
    await nextTurn();
    try {
      results.push({ status: 'fulfilled', value: render(job) });
    } catch (reason) {
      results.push({ status: 'rejected', reason });
    }
  }
  return results;
}

/** Whether `value` can be posted to a worker (a function or a class instance with one cannot). */
export function cloneable(value: unknown): boolean {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}
