// What the pool and its worker threads tell each other. The pool knows no stage: a batch's inputs and what they
// share are opaque here, named by kind; asks and tells are named too. The worker entry (generator/worker.ts) maps
// the names to the stages' code.
import type { Problem } from '../errors.ts';

/** A batch as sent to a worker. */
export interface PoolBatch {
  batch: number;
  /** Which runner of the worker's takes its inputs. */
  kind: string;
  /** What every input of the batch shares (sent once). */
  context: unknown;
  /** Every input of the batch, as the worker's runner takes it. */
  jobs: object[];
  /** The size of each input, times the batch's weight: a worker takes the largest next input of all its batches. */
  sizes: Float64Array;
  /** The order inputs are claimed in: `order[k]` is the k-th input claimed. */
  order: Int32Array;
  /** How many inputs have been claimed (shared: each claim adds 1). */
  claimed: Int32Array;
  /** Whether workers claim inputs of it too (else it is sent to none). */
  shared: boolean;
}

/** A question to the first worker, answered by a WorkerAnswer with the same number. */
export interface WorkerAsk {
  ask: number;
  name: string;
  payload: unknown;
}

/** Something the first worker is told, with no answer. */
export interface WorkerTell {
  tell: string;
  payload?: unknown;
}

export type WorkerAnswer = { answer: number; value: unknown } | { answer: number; crash: string };

export type WorkerResult<O> = { ok: O } | { problems: Problem[] } | { crash: string };

/** One input's result. */
export interface WorkerMessage<O> {
  batch: number;
  index: number;
  result: WorkerResult<O>;
}

export type ToWorker = PoolBatch | WorkerAsk | WorkerTell;
