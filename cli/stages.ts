// Each stage's wall time, for the build's summary line; with DOCS_PROFILE_CPU=1
// each stage's CPU time (this thread's and the process's: wall times mislead on
// a busy machine), with DOCS_PROFILE_MEMORY=1 its peak RSS, on the log.
import { readFileSync } from 'node:fs';
import { writeHeapSnapshot } from 'node:v8';

export class Stages {
  readonly ms: Record<string, number> = {};
  private readonly t0 = performance.now();
  private t = this.t0;
  private peak = 0;
  private readonly sampler = process.env.DOCS_PROFILE_MEMORY ? setInterval(() => (this.peak = Math.max(this.peak, process.memoryUsage.rss())), 20) : undefined;
  private readonly cpu = process.env.DOCS_PROFILE_CPU ? { thread: threadCpuMs(), process: processCpuMs() } : undefined;

  constructor(private readonly log: (message: string) => void) {}

  lap(name: string): void {
    const now = performance.now();
    this.ms[name] = Math.round(now - this.t);
    this.t = now;
    if (this.cpu) {
      const thread = threadCpuMs();
      const all = processCpuMs();
      this.log(`cpu: ${name} main thread ${thread - this.cpu.thread} ms, process ${all - this.cpu.process} ms (wall ${this.ms[name]} ms)`);
      Object.assign(this.cpu, { thread, process: all });
    }
    if (this.sampler) {
      this.peak = Math.max(this.peak, process.memoryUsage.rss());
      this.log(`memory: ${name} peak ${Math.round(this.peak / 1024 / 1024)} MiB (heap ${Math.round(process.memoryUsage().heapUsed / 1024 / 1024)} MiB after)`);
      this.peak = 0;
    }
    // DOCS_HEAP_SNAPSHOT=<stage>: a heap snapshot of the main thread as that stage ends (what a stage keeps alive).
    if (process.env.DOCS_HEAP_SNAPSHOT === name) this.log(`heap snapshot: ${writeHeapSnapshot()}`);
  }

  total(): number {
    return Math.round(performance.now() - this.t0);
  }

  stop(): void {
    clearInterval(this.sampler);
  }
}

/** CPU time of the calling thread in ms (Linux; elsewhere the process's, which includes the workers). */
function threadCpuMs(): number {
  try {
    // Fields 14 and 15 of /proc/thread-self/stat: user and system time in clock ticks (100 a second).
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return processCpuMs();
  }
}

function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 1000);
}
