// Site components that hydrate in the browser. A component module that starts
// with the `'use client'` directive (React's marker for code that runs on the
// client) is rendered at build time like any other, inside a
// `data-island="site"` element carrying its props as JSON; the browser loads
// the module's island bundle when the page shows it and hydrates it there.
// Every island module of a build is bundled in one esbuild run (code-split,
// so the islands of a site share one React chunk); each entry carries the
// island runtime (error boundary, hydration) and mounts its own exports.
// Components without the directive stay static HTML and ship no JavaScript.
import { build } from 'esbuild';
import { readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { BROWSER_BUNDLE, esbuildError } from '../../bundle.ts';
import { toolCacheDir, toolRoot } from '../../paths.ts';
import { docusaurusModules, FILE_LOADERS, type SiteInfo } from './site-modules.ts';

/** Whether a module asks to run on the client: `'use client'` before any other statement. */
export function isClientModule(file: string): boolean {
  const text = readFileSync(file, 'utf8').replace(/^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/, '');
  return /^(['"])use client\1/.test(text);
}

export interface IslandBundle {
  /** Module file → URL of its island entry. */
  urls: Map<string, string>;
  /** Output path under out/ → contents. */
  files: Map<string, Uint8Array>;
}

export class SiteIslands {
  private last?: { stamp: string; bundle: IslandBundle };

  private static stamp(files: string[], site: SiteInfo): string {
    // The island code depends on the modules and whatever they import; the modules' folders are a good enough proxy
    // for a cache that only spares rebuilding in `docs serve` (a cold build always bundles).
    return JSON.stringify([site, files.map((f) => [f, statSync(f, { throwIfNoEntry: false })?.mtimeMs])]);
  }

  async bundle(files: string[], site: SiteInfo): Promise<IslandBundle> {
    if (!files.length) return { urls: new Map(), files: new Map() };
    const stamp = SiteIslands.stamp(files, site);
    if (this.last?.stamp === stamp) return this.last.bundle;
    const runtime = join(toolRoot, 'renderer', 'client', 'island-runtime.tsx');
    const names = new Map<string, string>();
    files.forEach((file, i) => names.set(`${basename(file).replace(/\.[^.]+$/, '').replace(/[^A-Za-z0-9_-]/g, '_')}-${i}`, file));
    const outdir = join(toolCacheDir(), 'site-islands');
    let result;
    try {
      result = await build({
        entryPoints: Object.fromEntries([...names].map(([name, file]) => [name, `docs-island:${file}`])),
        absWorkingDir: site.rootDir,
        outdir,
        entryNames: 'islands/[name]-[hash]',
        chunkNames: 'islands/chunk-[hash]',
        assetNames: '[name]-[hash]',
        publicPath: `${site.baseUrl.replace(/\/$/, '')}/assets/site`,
        ...BROWSER_BUNDLE,
        loader: FILE_LOADERS,
        plugins: [
          {
            name: 'docs-island-entries',
            setup(b) {
              b.onResolve({ filter: /^docs-island:/ }, (args) => ({ path: args.path.slice('docs-island:'.length), namespace: 'docs-island' }));
              b.onLoad({ filter: /.*/, namespace: 'docs-island' }, (args) => ({
                contents: [
                  `import * as components from ${JSON.stringify(args.path)};`,
                  `import { renderIsland } from ${JSON.stringify(runtime)};`,
                  'export function mount(el, name, props, onError) { renderIsland(el, components[name], props, onError); }',
                ].join('\n'),
                loader: 'js',
                resolveDir: site.rootDir,
              }));
            },
          },
          {
            // React is the tool's (the version that rendered the markup), whatever the site has installed.
            name: 'tool-react',
            setup(b) {
              b.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => (args.pluginData === 'tool-react' ? undefined : b.resolve(args.path, { kind: args.kind, resolveDir: toolRoot, pluginData: 'tool-react' })));
            },
          },
          docusaurusModules(site),
        ],
        metafile: true,
        write: false,
        logLevel: 'silent',
      });
    } catch (error) {
      esbuildError(error, site.rootDir, 'Fix the island component or its imports.');
    }
    const bundle: IslandBundle = { urls: new Map(), files: new Map() };
    const publicPath = `${site.baseUrl.replace(/\/$/, '')}/assets/site`;
    for (const out of result.outputFiles) {
      const rel = relative(outdir, out.path).split('\\').join('/');
      // The page links the component's stylesheet from its server bundle already.
      if (rel.endsWith('.css')) continue;
      bundle.files.set(`assets/site/${rel}`, out.contents);
      const meta = result.metafile.outputs[relative(site.rootDir, out.path).split('\\').join('/')];
      const entry = meta?.entryPoint?.replace(/^docs-island:/, '');
      if (entry) bundle.urls.set(entry, `${publicPath}/${rel}`);
    }
    // Entry points may be reported relative to the site folder: map them back to the module files.
    for (const file of files) {
      if (bundle.urls.has(file)) continue;
      const found = [...bundle.urls].find(([entry]) => file.endsWith(entry.replace(/^\.?\//, '')));
      if (found) bundle.urls.set(file, found[1]);
    }
    this.last = { stamp, bundle };
    return bundle;
  }
}
