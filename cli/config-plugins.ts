// The config's `plugins`: a site's own plugins, as objects its config module
// imports from local modules (`import changelog from './plugins/changelog.ts'`).
// They run after the built-in plugins, through the same hooks (cli/plugin-api.ts).
import type { Checker } from './config/checker.ts';
import type { SitePlugin } from './define-config.ts';

const HOOKS = ['load', 'pageAdditions', 'pageWritten', 'finish', 'summarize'] as const;
const BUILTIN_NAMES = ['docs', 'api', 'categories', 'static', 'versions', 'llms', 'search'];
const HINT = 'A plugin is an object `{ name, load?, pageAdditions?, pageWritten?, finish?, summarize? }` (see "Writing a plugin" in the README), usually the default export of a local module the config imports.';

export function validatePlugins(v: Checker, value: unknown): SitePlugin[] {
  if (value === undefined) return [];
  const list = v.array(value, 'plugins');
  if (!list) return [];
  const names = new Set<string>();
  const valid: SitePlugin[] = [];
  list.forEach((plugin, i) => {
    const key = `plugins[${i}]`;
    if (typeof plugin !== 'object' || plugin === null) {
      v.problem(key, 'a plugin object', plugin, typeof plugin === 'function' ? 'It is a function: call it (`plugins: [myPlugin()]`).' : HINT);
      return;
    }
    const p = plugin as Record<string, unknown>;
    const name = typeof p.name === 'string' && p.name ? p.name : undefined;
    if (!name) return void v.problem(`${key}.name`, 'a non-empty string', p.name, HINT);
    if (BUILTIN_NAMES.includes(name) || names.has(name)) return void v.problem(`${key}.name`, `a name no other plugin has (${BUILTIN_NAMES.includes(name) ? 'a built-in plugin' : 'another plugin of the site'} is "${name}")`, name);
    names.add(name);
    let ok = true;
    for (const hook of HOOKS) if (p[hook] !== undefined && typeof p[hook] !== 'function') ok = !!v.problem(`${key}.${hook}`, 'a function', p[hook]);
    const unknown = Object.keys(p).filter((k) => k !== 'name' && !(HOOKS as readonly string[]).includes(k) && typeof p[k] === 'function');
    for (const k of unknown) ok = !!v.problem(`${key}.${k}`, `one of the hooks (${HOOKS.join(', ')})`, k, `Plugin "${name}" has a function \`${k}\`, which is not a hook.`);
    if (ok) valid.push(p as unknown as SitePlugin);
  });
  return valid;
}
