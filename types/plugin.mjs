// `docs-site-generator/plugin` at run time, for a plugin module loaded outside
// `docs` (a test of the plugin). `docs` itself resolves the import to
// cli/plugin-api.ts; the declarations beside this file are made from it.
export function definePlugin(plugin) {
  return plugin;
}
