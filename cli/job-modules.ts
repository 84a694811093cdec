// The job registry: every module whose exports run as jobs on the worker pool
// (cli/workers/run.ts). The launcher bundles it as the workers' registry; the
// CLI hands it to the pool for the jobs run on the main thread. The core and
// the pool know jobs only by these names.
import type { JobRegistry } from './workers/run.ts';

export const jobModules: JobRegistry = {
  core: () => import('./render-job.ts'),
  mdx: () => import('./mdx/jobs.ts'),
  api: () => import('./plugins/api/jobs.ts'),
  llms: () => import('./plugins/llms/jobs.ts'),
};
