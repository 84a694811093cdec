// The config's `plugins`: a site's own plugins, as objects its config module
// imports from local modules (`import changelog from './plugins/changelog.ts'`).
// They run after the built-in plugins, through the same hooks.
import { BuildError } from './errors.ts';
import type { Plugin } from './plugin-api.ts';

const HOOKS = ['load', 'pageAdditions', 'pageWritten', 'finish', 'summarize'] as const;
const BUILTIN_NAMES = ['docs', 'api', 'categories', 'static', 'llms', 'search'];

export function validatePlugins(value: unknown, file: string): Plugin[] {
  if (value === undefined) return [];
  const fail = (message: string) => {
    throw new BuildError(`Invalid config: ${message}`, { file }, 'A plugin is an object `{ name, load?, pageAdditions?, pageWritten?, finish?, summarize? }` (see "Writing a plugin" in the README), usually the default export of a local module the config imports.');
  };
  if (!Array.isArray(value)) fail(`\`plugins\` must be an array of plugins, got ${JSON.stringify(value)?.slice(0, 80)}.`);
  const names = new Set<string>();
  (value as unknown[]).forEach((plugin, i) => {
    if (typeof plugin !== 'object' || plugin === null) fail(`\`plugins[${i}]\` must be a plugin object, got ${typeof plugin === 'function' ? 'a function (call it: `plugins: [myPlugin()]`?)' : JSON.stringify(plugin)}.`);
    const p = plugin as Record<string, unknown>;
    if (typeof p.name !== 'string' || !p.name) fail(`\`plugins[${i}].name\` must be a non-empty string.`);
    const name = p.name as string;
    if (BUILTIN_NAMES.includes(name) || names.has(name)) fail(`\`plugins[${i}].name\` "${name}" is taken (${BUILTIN_NAMES.includes(name) ? 'a built-in plugin' : 'another plugin of the site'}).`);
    names.add(name);
    for (const hook of HOOKS) if (p[hook] !== undefined && typeof p[hook] !== 'function') fail(`\`plugins[${i}].${hook}\` (plugin "${name}") must be a function.`);
    const unknown = Object.keys(p).filter((k) => k !== 'name' && !(HOOKS as readonly string[]).includes(k) && typeof p[k] === 'function');
    if (unknown.length) fail(`plugin "${name}" has ${unknown.map((k) => `\`${k}\``).join(', ')}, which is not a hook. The hooks are ${HOOKS.join(', ')}.`);
  });
  return value as Plugin[];
}
