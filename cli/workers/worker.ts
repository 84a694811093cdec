// Entry of the worker bundle (see pool.ts): runs the jobs posted by the pool
// one at a time, in the order they came (the pool posts several ahead). Its
// job registry is a module the pool names (workerData.registry).
import { parentPort, workerData } from 'node:worker_threads';
import { jobRunner, serializeError, type JobMessage, type JobRegistry } from './run.ts';

const { jobModules } = (await import(workerData.registry as string)) as { jobModules: JobRegistry };
const runJob = jobRunner(jobModules);
const backlog: { id: number; job: JobMessage }[] = [];
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

parentPort!.on('message', (message: { id: number; job: JobMessage }) => {
  backlog.push(message);
  if (!running) void drain();
});
