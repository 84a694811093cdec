// Running a job by its reference: the module's export from the job registry,
// on whichever thread asks. A job takes plain data and gives plain data, so
// the same function runs on a worker thread or in-process. The registry
// (cli/plugins/jobs.ts) is given by the composition root: the core knows no
// plugin's jobs.
import { CacheDamaged } from '../cache.ts';
import { BuildError } from '../errors.ts';

/** A job a worker thread can run: a module of the job registry (cli/job-modules.ts) and its export. */
export interface JobRef {
  module: string;
  export: string;
}

/** What a job function is given besides its input. */
export interface JobEnv {
  /** The data of the job's context (see `JobContext`), when it has one. */
  context?: unknown;
  /** Runs another job on this thread (a page's render job runs its content job). */
  run: (ref: JobRef, input: unknown) => Promise<unknown>;
}

export type JobFn = (input: any, env: JobEnv) => unknown;

/** Job modules by name, each loaded on first use (a thread pays only for the jobs it gets). */
export type JobRegistry = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * Data many jobs share (a build's site data for rendering): a worker gets `data` with the first job
 * that names `key` there; the others carry the key only.
 */
export interface JobContext {
  key: string;
  data?: unknown;
}

export interface JobMessage {
  ref: JobRef;
  input: unknown;
  context?: JobContext;
}

export type SerializedError = { message: string; place?: BuildError['place']; hint?: string; build: boolean; damaged?: boolean };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof BuildError) return { message: error.message, place: error.place, hint: error.hint, build: true };
  if (error instanceof CacheDamaged) return { message: error.message, build: false, damaged: true };
  return { message: (error as Error)?.stack ?? String(error), build: false };
}

export function reviveError(e: SerializedError): Error {
  if (e.damaged) return Object.assign(new CacheDamaged(''), { message: e.message });
  return e.build ? new BuildError(e.message, e.place, e.hint) : new Error(e.message);
}

/** Runs jobs of `registry` on this thread, keeping the contexts' data by key (a build's context replaces the last one's). */
export function jobRunner(registry: JobRegistry): (message: JobMessage) => Promise<unknown> {
  const contexts = new Map<string, unknown>();
  const run = async (ref: JobRef, input: unknown, context?: unknown): Promise<unknown> => {
    const load = registry[ref.module];
    if (!load) throw new Error(`No job module "${ref.module}" is registered.`);
    const fn = (await load())[ref.export];
    if (typeof fn !== 'function') throw new Error(`The job module "${ref.module}" has no function "${ref.export}".`);
    return (fn as JobFn)(input, { context, run: (r, i) => run(r, i, context) });
  };
  return async ({ ref, input, context }) => {
    let data: unknown;
    if (context) {
      if (context.data !== undefined) {
        if (!contexts.has(context.key)) contexts.clear();
        contexts.set(context.key, context.data);
      }
      if (!contexts.has(context.key)) throw new Error(`No job context ${context.key} on this thread.`);
      data = contexts.get(context.key);
    }
    return run(ref, input, data);
  };
}
