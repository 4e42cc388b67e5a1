// MDX docs as a batch of the pool: compiled to modules on this thread, with a worker highlighting their code.
// Workers take none while they highlight ahead (a doc takes long, and this thread's asks would wait behind it),
// and join once that is done if they can load the docs' plugins.
import { highlightedBatch } from '../markdown/code/on-worker.ts';
import { runBatch, type BatchOptions, type BatchSpec, type Pool } from '../threads/pool.ts';
import type { CompiledMdx, MdxInput } from './compile.ts';

export type Compiled = PromiseSettledResult<CompiledMdx>;

/** Workers start for this much MDX: an MDX doc costs several times what the same Markdown does. */
export const MDX_MIN_BYTES = 100_000;

type Compile = (input: MdxInput) => Promise<CompiledMdx>;

/** `shareWhen`: the first worker takes docs too once it can (see the worker's ask `mdxPlugins`). */
export function mdxBatch(pool: Pool, inputs: MdxInput[], local: () => Promise<Compile>, shareWhen?: Promise<boolean>): BatchSpec<MdxInput, CompiledMdx> {
  return highlightedBatch(pool, 'mdx', inputs, local, { minBytes: MDX_MIN_BYTES, weight: 4, shareWhenLarge: false, ...(shareWhen ? { shareWhen } : {}) });
}

/** One batch on a pool of its own (tests, and callers outside a build). */
export function compileBatch(inputs: MdxInput[], local: () => Promise<Compile>, opts: BatchOptions = {}): Promise<Compiled[]> {
  return runBatch((pool) => mdxBatch(pool, inputs, local), opts);
}
