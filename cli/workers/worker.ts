// Entry of the worker bundle (see pool.ts): runs the jobs posted by the pool
// one at a time, in the order they came (the pool posts several ahead).
import { parentPort } from 'node:worker_threads';
import { runJob, serializeError, type Job } from './jobs.ts';

const backlog: { id: number; job: Job }[] = [];
let running = false;

async function drain(): Promise<void> {
  running = true;
  while (backlog.length) {
    const { id, job } = backlog.shift()!;
    try {
      parentPort!.postMessage({ id, ok: await runJob(job) });
    } catch (error) {
      parentPort!.postMessage({ id, error: serializeError(error) });
    }
  }
  running = false;
}

parentPort!.on('message', (message: { id: number; job: Job }) => {
  backlog.push(message);
  if (!running) void drain();
});
