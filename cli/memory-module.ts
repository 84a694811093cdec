// Modules the build bundles for itself (the site's config, the site's own
// components) are imported from memory: nothing is written into the tool's
// install, which is shared by every site and may be read-only. Such a module has
// no folder, so the packages it leaves outside its bundle are imported by
// absolute URL (`byUrl`).
import type { Plugin } from 'esbuild';
import { pathToFileURL } from 'node:url';

/** Imports ES module code from memory; code that changes is a new module (Node caches by URL). */
export function importFromMemory(code: Uint8Array): Promise<Record<string, unknown>> {
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/**
 * esbuild plugin: imports matching `filter` stay outside the bundle, as the absolute URL of the
 * file they resolve to from the first of `from(importer's folder)` that has them.
 */
export function byUrl(name: string, filter: RegExp, from: (resolveDir: string) => string[], skip: (path: string) => boolean = () => false): Plugin {
  return {
    name,
    setup(b) {
      b.onResolve({ filter }, async (args) => {
        // Resolving for a plugin of this kind: the plain resolution answers.
        if ((args.pluginData as { byUrl?: boolean } | undefined)?.byUrl || skip(args.path)) return undefined;
        for (const resolveDir of from(args.resolveDir)) {
          const found = await b.resolve(args.path, { kind: args.kind, resolveDir, pluginData: { byUrl: true } });
          if (!found.errors.length && found.path && !found.external) return { path: pathToFileURL(found.path).href, external: true };
        }
        return { errors: [{ text: `Cannot find the package "${args.path}" (install it next to the site's config).` }] };
      });
    },
  };
}
