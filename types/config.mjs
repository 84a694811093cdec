// `docs-site-generator/config` at run time, for code that imports a site's config
// outside `docs` (a script of the site, a test). `docs` itself resolves the import
// to cli/define-config.ts; the declarations beside this file are made from it.
export function defineConfig(config) {
  return config;
}
