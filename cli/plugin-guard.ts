// A site's own plugins run inside the build: a plain error thrown by one of
// their hooks is reported as that plugin's, at the config that lists it, not
// as the generator's own failure with a stack trace.
import { BuildError, BuildErrors } from './errors.ts';
import type { Plugin } from './plugin-api.ts';

const HOOKS = ['load', 'pageAdditions', 'pageWritten', 'finish', 'summarize'] as const;

/** `plugin` with each hook's unexpected errors named after the plugin and the hook. */
export function guardPlugin(plugin: Plugin, configFile: string): Plugin {
  const guarded: Record<string, unknown> = { name: plugin.name };
  for (const hook of HOOKS) {
    const fn = plugin[hook] as ((...args: unknown[]) => unknown) | undefined;
    if (!fn) continue;
    const fail = (error: unknown): never => {
      throw pluginError(plugin.name, hook, error, configFile);
    };
    guarded[hook] = (...args: unknown[]) => {
      try {
        const result = fn.apply(plugin, args);
        return result instanceof Promise ? result.catch(fail) : result;
      } catch (error) {
        return fail(error);
      }
    };
  }
  return guarded as unknown as Plugin;
}

function pluginError(name: string, hook: string, error: unknown, configFile: string): unknown {
  // Problems the plugin reports itself, and a stopped build, pass as they are.
  if (error instanceof BuildError || error instanceof BuildErrors || (error as Error)?.name === 'AbortError') return error;
  const message = error instanceof Error ? error.message : String(error);
  return new BuildError(
    `The "${name}" plugin failed in its ${hook} hook: ${message.split('\n')[0]}`,
    { file: configFile },
    'This is an error in the plugin\'s code: fix the plugin, or remove it from `plugins` in the config.',
    error,
  );
}
