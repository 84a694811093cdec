// Entry of the worker bundle (see pool.ts): runs jobs posted by the pool.
import { parentPort } from 'node:worker_threads';
import { runJob, serializeError, type Job } from './jobs.ts';

parentPort!.on('message', async ({ id, job }: { id: number; job: Job }) => {
  try {
    parentPort!.postMessage({ id, ok: await runJob(job) });
  } catch (error) {
    parentPort!.postMessage({ id, error: serializeError(error) });
  }
});
