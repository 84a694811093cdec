import { type JobContext, type JobRef, type JobRegistry } from './run.ts';
/** The worker bundle's path, when this code runs from the CLI bundle. */
export declare function workerBundle(): string | undefined;
export interface PoolOptions {
    /** The job modules, for jobs run on this thread. */
    registry: JobRegistry;
    /** The same registry as a module a worker imports (a file URL); without it, every job runs on this thread. */
    registryUrl?: string;
    size?: number;
}
export declare class WorkerPool {
    private readonly workers;
    private readonly queue;
    private nextId;
    private readonly bundle;
    private readonly registryUrl?;
    /** Runs a job on this thread (no workers, or this thread helping). */
    private readonly runHere;
    /** One core stays with the main thread; more threads than cores only add memory. */
    readonly size: number;
    private readonly registry;
    constructor(options: PoolOptions);
    /** Whether jobs really run off the main thread. */
    get parallel(): boolean;
    /**
     * Runs a job on a worker. A job that is not `shared` is posted at once (the
     * worker then works through its backlog while this thread is busy); a
     * `shared` one may be taken by this thread when it has nothing else to do.
     */
    run<T>(ref: JobRef, input: unknown, options?: {
        shared?: boolean;
        context?: JobContext;
        local?: boolean;
    }): Promise<T>;
    /** Runs a job on every worker started so far and on this thread (to drop what each thread keeps). */
    everywhere(ref: JobRef, input: unknown): Promise<void>;
    /** Runs jobs on the workers and on this thread, which has nothing else to do until they are done. */
    runShared<T>(ref: JobRef, inputs: unknown[]): Promise<T[]>;
    /**
     * This thread takes queued shared jobs and runs them itself until none is
     * left, yielding between jobs so that the workers' results are taken in and
     * their backlogs refilled meanwhile.
     */
    help(): Promise<void>;
    /**
     * Runs the oldest queued shared jobs on this thread while more than `limit` wait: a caller that
     * posts jobs faster than the workers take them (pages render faster than their twins convert)
     * does some itself, instead of holding every waiting job's input (a page's HTML) in memory.
     */
    relieve(limit: number): Promise<void>;
    /** Takes the oldest queued shared job and runs it here; false when there is none. */
    private runOneShared;
    private pump;
    private spawn;
    /**
     * Runs every job module's `warm` export (loading what its jobs need) here and on a worker, so that
     * the first real job (serve's first edit) does not pay for it. Failures are of no consequence.
     */
    warm(): Promise<void>;
    /** Stops the workers (queued jobs are not expected: every caller awaits its jobs). */
    close(): Promise<void>;
}
