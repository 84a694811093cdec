// A small pool of worker threads for the build's CPU-bound, self-contained
// jobs (MDX compilation, HTML → Markdown, rendering pages made from data): the
// main thread renders meanwhile. A job is a module of the job registry and an
// export (see run.ts); the pool knows no job. Workers run a lean bundle of
// their own (`worker.mjs`, built by the launcher next to the CLI bundle), so
// starting one does not load the whole CLI. Run from source (tests through
// tsx) there is no bundle: jobs run in-process.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { jobRunner, reviveError, type JobContext, type JobMessage, type JobRef, type JobRegistry, type SerializedError } from './run.ts';

const WORKER_BUNDLE = new URL('./worker.mjs', import.meta.url);

/** The worker bundle's path, when this code runs from the CLI bundle. */
export function workerBundle(): string | undefined {
  if (!import.meta.url.endsWith('.mjs')) return undefined;
  const path = fileURLToPath(WORKER_BUNDLE);
  return existsSync(path) ? path : undefined;
}

interface Pending {
  job: JobMessage;
  /** Whether this thread may take the job itself while it is still queued (see `help`). */
  shared: boolean;
  resolve: (value: any) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  inFlight: Map<number, Pending>;
  /** Job contexts this worker was sent (see JobContext). */
  contexts: Set<string>;
}

/**
 * Shared jobs posted ahead to each worker: enough that a worker never waits
 * for this thread (which may be busy for a while between two of its turns of
 * the event loop), few enough that the rest stay here for `help` to take.
 */
const SHARED_DEPTH = 4;

/**
 * A worker's heap limit. V8 lets a heap grow to a multiple of what survived its last full
 * collection, up to four times under the default (high) limit: a worker converting page after
 * page held a few hundred MB, mostly garbage. Under a modest limit it collects sooner (a factor
 * nearer 1.5); each job needs a few MB, and one that needs more than this still runs (`spawn`).
 */
const WORKER_HEAP_MB = 384;

/** One fewer than the cores, at most three; `DOCS_WORKERS=n` sets it (0: every job on the main thread). */
function defaultSize(): number {
  const asked = Number.parseInt(process.env.DOCS_WORKERS ?? '', 10);
  return Number.isFinite(asked) && asked >= 0 ? Math.min(asked, 8) : Math.min(availableParallelism() - 1, 3);
}

/** The job as `slot` gets it: a context's data only with the first job naming it there. */
function withContext(job: JobMessage, sent: Set<string>): JobMessage {
  if (!job.context) return job;
  if (!sent.has(job.context.key)) {
    sent.add(job.context.key);
    return job;
  }
  return { ...job, context: { key: job.context.key } };
}

export interface PoolOptions {
  /** The job modules, for jobs run on this thread. */
  registry: JobRegistry;
  /** The same registry as a module a worker imports (a file URL); without it, every job runs on this thread. */
  registryUrl?: string;
  size?: number;
}

export class WorkerPool {
  private readonly workers: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private readonly bundle = workerBundle();
  private readonly registryUrl?: string;
  /** Runs a job on this thread (no workers, or this thread helping). */
  private readonly runHere: (job: JobMessage) => Promise<unknown>;
  /** One core stays with the main thread; more threads than cores only add memory. */
  readonly size: number;

  private readonly registry: JobRegistry;

  constructor(options: PoolOptions) {
    this.registry = options.registry;
    this.registryUrl = options.registryUrl;
    this.runHere = jobRunner(options.registry);
    this.size = this.bundle && this.registryUrl ? Math.max(0, options.size ?? defaultSize()) : 0;
  }

  /** Whether jobs really run off the main thread. */
  get parallel(): boolean {
    return this.size > 0;
  }

  /**
   * Runs a job on a worker. A job that is not `shared` is posted at once (the
   * worker then works through its backlog while this thread is busy); a
   * `shared` one may be taken by this thread when it has nothing else to do.
   */
  run<T>(ref: JobRef, input: unknown, options: { shared?: boolean; context?: JobContext; local?: boolean } = {}): Promise<T> {
    const job: JobMessage = { ref, input, ...(options.context ? { context: options.context } : {}) };
    // `local`: on this thread (a context only this thread has, such as a renderer with the site's own code).
    if (!this.parallel || options.local) return this.runHere(job) as Promise<T>;
    return new Promise((resolve, reject) => {
      this.queue.push({ job, shared: options.shared ?? false, resolve, reject });
      this.pump();
    });
  }

  /** Runs a job on every worker started so far and on this thread (to drop what each thread keeps). */
  async everywhere(ref: JobRef, input: unknown): Promise<void> {
    const job: JobMessage = { ref, input };
    const posted = this.workers.map(
      (slot) =>
        new Promise((resolve, reject) => {
          const id = this.nextId++;
          slot.inFlight.set(id, { job, shared: false, resolve, reject });
          slot.worker.ref();
          slot.worker.postMessage({ id, job });
        }),
    );
    await Promise.all([this.runHere(job), ...posted]);
  }

  /** Runs jobs on the workers and on this thread, which has nothing else to do until they are done. */
  async runShared<T>(ref: JobRef, inputs: unknown[]): Promise<T[]> {
    const results = inputs.map((input) => this.run<T>(ref, input, { shared: true }));
    await this.help();
    return Promise.all(results);
  }

  /**
   * This thread takes queued shared jobs and runs them itself until none is
   * left, yielding between jobs so that the workers' results are taken in and
   * their backlogs refilled meanwhile.
   */
  async help(): Promise<void> {
    for (;;) {
      await new Promise((r) => setImmediate(r));
      if (!(await this.runOneShared())) return;
    }
  }

  /**
   * Runs the oldest queued shared jobs on this thread while more than `limit` wait: a caller that
   * posts jobs faster than the workers take them (pages render faster than their twins convert)
   * does some itself, instead of holding every waiting job's input (a page's HTML) in memory.
   */
  async relieve(limit: number): Promise<void> {
    while (this.queue.reduce((n, p) => n + (p.shared ? 1 : 0), 0) > limit) await this.runOneShared();
  }

  /** Takes the oldest queued shared job and runs it here; false when there is none. */
  private async runOneShared(): Promise<boolean> {
    const index = this.queue.findIndex((p) => p.shared);
    if (index < 0) return false;
    const [pending] = this.queue.splice(index, 1);
    try {
      pending.resolve(await this.runHere(pending.job));
    } catch (error) {
      pending.reject(error as Error);
    }
    return true;
  }

  private pump(): void {
    while (this.queue.length) {
      const head = this.queue[0];
      if (this.workers.length < this.size && this.workers.every((w) => w.inFlight.size > 0)) this.spawn();
      const slot = this.workers.reduce((a, b) => (b.inFlight.size < a.inFlight.size ? b : a));
      if (head.shared && slot.inFlight.size >= SHARED_DEPTH) return;
      this.queue.shift();
      const id = this.nextId++;
      slot.inFlight.set(id, head);
      slot.worker.ref(); // a busy worker keeps the process alive; an idle one does not
      slot.worker.postMessage({ id, job: withContext(head.job, slot.contexts) });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(this.bundle!, { workerData: { registry: this.registryUrl }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    const slot: Slot = { worker, inFlight: new Map(), contexts: new Set() };
    worker.on('message', (message: { id: number; ok?: unknown; error?: SerializedError }) => {
      const pending = slot.inFlight.get(message.id)!;
      slot.inFlight.delete(message.id);
      if (!slot.inFlight.size) worker.unref();
      if (message.error) pending.reject(reviveError(message.error));
      else pending.resolve(message.ok);
      this.pump();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      // A crashed worker fails its jobs; the next job gets a fresh worker. Jobs that ran out of
      // the worker's heap (see WORKER_HEAP_MB) run again on this thread, which has no such limit.
      this.workers.splice(this.workers.indexOf(slot), 1);
      const outOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      for (const pending of slot.inFlight.values()) {
        if (outOfMemory) this.runHere(pending.job).then(pending.resolve, pending.reject);
        else pending.reject(error);
      }
      this.pump();
    });
    this.workers.push(slot);
    return slot;
  }

  /**
   * Runs every job module's `warm` export (loading what its jobs need) here and on a worker, so that
   * the first real job (serve's first edit) does not pay for it. Failures are of no consequence.
   */
  async warm(): Promise<void> {
    const refs: JobRef[] = [];
    for (const [module, load] of Object.entries(this.registry)) {
      const exports = await load().catch(() => ({}) as Record<string, unknown>);
      if (typeof exports.warm === 'function') refs.push({ module, export: 'warm' });
    }
    await Promise.allSettled(refs.flatMap((ref) => [this.runHere({ ref, input: undefined }), ...(this.parallel ? [this.run(ref, undefined)] : [])]));
  }

  /** Stops the workers (queued jobs are not expected: every caller awaits its jobs). */
  async close(): Promise<void> {
    const workers = this.workers.splice(0);
    await Promise.all(workers.map((w) => w.worker.terminate()));
  }
}
