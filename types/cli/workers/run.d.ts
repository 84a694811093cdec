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
export type SerializedError = {
    message: string;
    place?: BuildError['place'];
    hint?: string;
    build: boolean;
    damaged?: boolean;
};
export declare function serializeError(error: unknown): SerializedError;
export declare function reviveError(e: SerializedError): Error;
/** Runs jobs of `registry` on this thread, keeping the contexts' data by key (a build's context replaces the last one's). */
export declare function jobRunner(registry: JobRegistry): (message: JobMessage) => Promise<unknown>;
