import type { Worker } from 'node:worker_threads';

/** Starts the worker of bundle entry `file`, and returns it. */
export function prestartWorker(file: string): Worker;
/** Node's options for a build's worker thread: only this process's `--cpu-prof` settings. */
export function workerExecArgv(): string[];
/** The prestarted worker if one is running, once: the caller either uses it or terminates it. */
export function takePrestartedWorker(): Worker | undefined;
/** Whether a prestarted worker is there to be taken. */
export function prestartedWorkerRunning(): boolean;
/** The pool's last message to a worker before stopping it (worker-start.js answers `{closed: true}`). */
export const CLOSING_TELL: string;
