// The composition root: the core's build and watch entry points with the
// built-in plugins and the job registry (the core imports neither). The CLI
// and in-process callers (tests, benchmarks) start here.
import { build, type BuildResult } from './build.ts';
import { jobModules } from './job-modules.ts';
import { builtinPlugins } from './plugins/index.ts';
import type { BuildOptions } from './session.ts';

export type SiteOptions = Omit<BuildOptions, 'plugins' | 'jobs'>;

/** The built-in plugins and the job registry (workers import the registry's own bundle, beside this one when bundled). */
export const builtins: Pick<BuildOptions, 'plugins' | 'jobs'> = {
  plugins: builtinPlugins,
  jobs: { registry: jobModules, registryUrl: import.meta.url.endsWith('.mjs') ? new URL('./jobs.mjs', import.meta.url).href : undefined },
};

/** `docs build` in-process. */
export function buildSite(options: SiteOptions): Promise<BuildResult> {
  return build({ ...builtins, ...options });
}
