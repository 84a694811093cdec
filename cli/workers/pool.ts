// A small pool of worker threads for the build's CPU-bound, self-contained
// jobs (MDX compilation, HTML → Markdown): the main thread renders meanwhile.
// Workers run a lean bundle of their own (`worker.mjs`, built by the launcher
// next to the CLI bundle), so starting one does not load the whole CLI.
// Run from source (tests through tsx) there is no bundle: jobs run in-process.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { BuildError } from '../errors.ts';
import { runJob, type Job, type JobResult, type SerializedError } from './jobs.ts';

const WORKER_BUNDLE = new URL('./worker.mjs', import.meta.url);

/** The worker bundle's path, when this code runs from the CLI bundle. */
export function workerBundle(): string | undefined {
  if (!import.meta.url.endsWith('.mjs')) return undefined;
  const path = fileURLToPath(WORKER_BUNDLE);
  return existsSync(path) ? path : undefined;
}

export function reviveError(e: SerializedError): Error {
  return e.build ? new BuildError(e.message, e.place, e.hint) : new Error(e.message);
}

interface Pending {
  job: Job;
  resolve: (value: any) => void;
  reject: (error: Error) => void;
}

export class WorkerPool {
  private readonly workers: { worker: Worker; busy?: Pending & { id: number } }[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 0;
  private readonly bundle = workerBundle();
  /** One core stays with the main thread; more threads than cores only add memory. */
  readonly size: number;

  constructor(size = Math.min(availableParallelism() - 1, 3)) {
    this.size = this.bundle ? Math.max(0, size) : 0;
  }

  /** Whether jobs really run off the main thread. */
  get parallel(): boolean {
    return this.size > 0;
  }

  run<K extends Job['type']>(job: Extract<Job, { type: K }>): Promise<JobResult<K>> {
    if (!this.parallel) return runJob(job) as Promise<JobResult<K>>;
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  /**
   * Runs jobs on the workers and on this thread too: the caller has nothing
   * else to do until they are done, so this thread takes queued jobs of its
   * own batch (never others', whose modules it may not have loaded), yielding
   * between jobs so that workers are fed meanwhile.
   */
  async runShared<K extends Job['type']>(jobs: Extract<Job, { type: K }>[]): Promise<JobResult<K>[]> {
    if (!this.parallel) {
      const results: JobResult<K>[] = [];
      for (const job of jobs) results.push((await runJob(job)) as JobResult<K>);
      return results;
    }
    const mine = new Set<Pending>();
    const results = jobs.map(
      (job) =>
        new Promise<JobResult<K>>((resolve, reject) => {
          const pending = { job, resolve, reject };
          mine.add(pending);
          this.queue.push(pending);
        }),
    );
    this.pump();
    for (;;) {
      await new Promise((r) => setImmediate(r));
      const index = this.queue.findIndex((p) => mine.has(p));
      if (index < 0) break;
      const [pending] = this.queue.splice(index, 1);
      try {
        pending.resolve(await runJob(pending.job));
      } catch (error) {
        pending.reject(error as Error);
      }
    }
    return Promise.all(results);
  }

  private pump(): void {
    while (this.queue.length) {
      let slot = this.workers.find((w) => !w.busy);
      if (!slot && this.workers.length < this.size) slot = this.spawn();
      if (!slot) return;
      const pending = this.queue.shift()!;
      const id = this.nextId++;
      slot.busy = { ...pending, id };
      slot.worker.ref(); // a busy worker keeps the process alive; an idle one does not
      slot.worker.postMessage({ id, job: pending.job });
    }
  }

  private spawn() {
    const worker = new Worker(this.bundle!);
    const slot: (typeof this.workers)[number] = { worker };
    worker.on('message', (message: { id: number; ok?: unknown; error?: SerializedError }) => {
      const busy = slot.busy!;
      slot.busy = undefined;
      worker.unref();
      if (message.error) busy.reject(reviveError(message.error));
      else busy.resolve(message.ok);
      this.pump();
    });
    worker.on('error', (error: Error) => {
      // A crashed worker fails its job; the next job gets a fresh worker.
      this.workers.splice(this.workers.indexOf(slot), 1);
      slot.busy?.reject(error);
      this.pump();
    });
    this.workers.push(slot);
    return slot;
  }

  /** Stops the workers (queued jobs are not expected: every caller awaits its jobs). */
  async close(): Promise<void> {
    const workers = this.workers.splice(0);
    await Promise.all(workers.map((w) => w.worker.terminate()));
  }
}
