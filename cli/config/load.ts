// Loads docs-site.config.ts: esbuild bundles it (it may be TypeScript and import
// the site's own modules), then it is imported from memory. Nothing is written:
// not into the tool's install, which may be read-only and is shared by every
// site, nor into the site (its cache folder is named by the config itself).
import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { esbuildError } from '../bundle.ts';
import { BuildError } from '../errors.ts';
import { importFromMemory, byUrl } from '../memory-module.ts';
import { toolRoot } from '../paths.ts';

/** The modules a config imports from the generator, under the package's name and the short name. */
export const PUBLIC_MODULES: Record<string, string> = {
  'docs-site-generator/config': join(toolRoot, 'cli', 'define-config.ts'),
  'docs-site-generator/navbar': join(toolRoot, 'renderer', 'navbar', 'public.ts'),
  'docs-site-generator/plugin': join(toolRoot, 'cli', 'plugin-api.ts'),
  'docs/config': join(toolRoot, 'cli', 'define-config.ts'),
  'docs/navbar': join(toolRoot, 'renderer', 'navbar', 'public.ts'),
  'docs/plugin': join(toolRoot, 'cli', 'plugin-api.ts'),
};

const BUILTINS = new Set(builtinModules);

/**
 * Packages stay outside the bundle (as they always did), imported by absolute URL. React is
 * the generator's own, so a site's navbar items render with the renderer's React; other
 * packages resolve from the importing file, then from the generator.
 */
const packagesByUrl = () =>
  byUrl(
    'packages-by-url',
    /^[^./]/,
    (resolveDir) => [resolveDir, toolRoot],
    (path) => path in PUBLIC_MODULES || path.startsWith('node:') || BUILTINS.has(path.split('/')[0]),
  );
const reactByUrl = () => byUrl('react-by-url', /^react(-dom)?(\/|$)/, () => [toolRoot]);

/**
 * Bundles and imports the config module; returns its default export and the files on disk it was
 * bundled from (the config and the local modules it imports: serve watches them).
 */
export async function importConfig(configFile: string): Promise<{ value: unknown; files: string[] }> {
  let result;
  try {
    result = await build({
      entryPoints: [configFile],
      write: false,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      alias: PUBLIC_MODULES,
      plugins: [reactByUrl(), packagesByUrl()],
      // The bundle runs from memory: `import.meta.url` still names the config file.
      define: { 'import.meta.url': JSON.stringify(pathToFileURL(configFile).href) },
      jsx: 'automatic',
      logLevel: 'silent',
      metafile: true,
    });
  } catch (error) {
    esbuildError(error, process.cwd(), 'Fix the config file or its imports.');
  }
  try {
    // From memory: an edited config (serve reloads it) is a new module.
    const mod = await importFromMemory(result.outputFiles[0].contents);
    // Paths under esbuild's working folder; those of another namespace (`name:path`) are no files.
    const files = Object.keys(result.metafile.inputs).filter((f) => !/^[\w-]+:/.test(f)).map((f) => resolve(f));
    return { value: mod.default, files };
  } catch (error) {
    throw new BuildError(`The config threw while loading: ${(error as Error).message}`, { file: configFile });
  }
}
