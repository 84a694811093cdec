// The site's config: docs-site.config.ts loaded (config/load.ts), overridden
// from the environment (config/env.ts), validated with every default filled in
// (config/validate.ts). The keys and their defaults: config/keys.ts.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BuildError } from './errors.ts';
import { importConfig } from './config/load.ts';
import type { ResolvedConfig } from './config/resolved.ts';
import { validateConfig } from './config/validate.ts';

export type { SiteConfig } from './define-config.ts';
export type { ResolvedConfig, Secrets } from './config/resolved.ts';
export { validateConfig } from './config/validate.ts';
export { ENV_OVERRIDES } from './config/env.ts';
export { DEFAULT_SEARCH_FACET_FILTERS } from './config/parts.ts';

export async function loadConfig(configFile: string, env: NodeJS.ProcessEnv = process.env): Promise<ResolvedConfig> {
  return (await loadConfigAndSources(configFile, env)).config;
}

/** The config, and the files it was made from: the config file, the local modules it imports and its sidebars file. */
export async function loadConfigAndSources(configFile: string, env: NodeJS.ProcessEnv = process.env): Promise<{ config: ResolvedConfig; sources: string[] }> {
  const file = resolve(configFile);
  if (!existsSync(file)) {
    throw new BuildError(`No config file at ${file}.`, undefined, 'Run from the site folder, pass --config <file>, or make a new site here with `docs init`.');
  }
  const { value, files } = await importConfig(file);
  const config = validateConfig(value, file, env, readFileSync(file, 'utf8'));
  const sidebars = (value as { sidebars?: unknown } | undefined)?.sidebars;
  const sources = new Set([file, ...files, ...(typeof sidebars === 'string' ? [resolve(config.rootDir, sidebars)] : [])]);
  return { config, sources: [...sources] };
}
