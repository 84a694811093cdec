// esbuild bundles the tool needs at build time: the server renderer (imported
// by the build) and the client assets (written to out/). Both are rebuilt
// only when an input file changed; a Bundler instance (owned by the builder)
// holds what it built last. The renderer module lives under the tool's own
// .cache, where Node resolves its packages; the assets cache under the site's.
import { build, version, type Metafile, type OutputFile } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { CacheArea, moduleIntact, writeModule } from './cache.ts';
import { basename, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BuildError } from './errors.ts';
import { toolCacheDir, toolFingerprint, toolRoot } from './paths.ts';
import { STEMMER_MODULES } from '../renderer/search/language.ts';

function newestInput(metafile: Metafile): number {
  let newest = 0;
  for (const input of Object.keys(metafile.inputs)) {
    if (input.startsWith('node_modules/')) continue; // installed packages don't change under a running build
    try {
      newest = Math.max(newest, statSync(join(toolRoot, input)).mtimeMs);
    } catch {
      return Infinity; // an input disappeared: rebuild
    }
  }
  return newest;
}

/** esbuild's first error as a BuildError at its file:line:column (paths relative to `root`). */
export function esbuildError(error: unknown, root = toolRoot, hint?: string): never {
  const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }).errors?.[0];
  if (first) {
    const loc = first.location;
    throw new BuildError(first.text, loc ? { file: resolve(root, loc.file), line: loc.line, column: loc.column + 1 } : undefined, hint);
  }
  throw error;
}

/** How every bundle for the browser is built (the client entry, site islands): ESM, split, minified, production React. */
export const BROWSER_BUNDLE = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
} as const satisfies import('esbuild').BuildOptions;

export interface ClientAssets {
  /** Output path under out/ (e.g. `assets/js/entry-AB12.js`) → contents. */
  files: Map<string, Uint8Array>;
  css: string[];
  js: string;
  favicon: string;
  /** The search languages' own chunks (their stemmers), output paths by language code. */
  languages?: Record<string, string[]>;
}

/**
 * The files of the assets a site writes: every one but the stemmer chunks of languages it is not
 * searched in (26 stemmers, about 330 KB, of which an English site loads one).
 */
export function assetFiles(assets: ClientAssets, languages: ReadonlySet<string>): [string, Uint8Array][] {
  const unused = new Set(Object.entries(assets.languages ?? {}).flatMap(([code, paths]) => (languages.has(code) ? [] : paths)));
  return [...assets.files].filter(([path]) => !unused.has(path));
}

/** Each search language's chunks: those made of nothing but the stemmer module renderer/search/language.ts imports for it. */
function languageChunks(metafile: Metafile, outRoot: string): Record<string, string[]> {
  const codeOf = new Map(Object.entries(STEMMER_MODULES).map(([code, module]) => [`@orama/stemmers/${module}`, code]));
  const byInput = new Map<string, string>();
  for (const entry of metafile.inputs['renderer/search/language.ts']?.imports ?? []) {
    const code = entry.kind === 'dynamic-import' && entry.original ? codeOf.get(entry.original) : undefined;
    if (code) byInput.set(entry.path, code);
  }
  const chunks: Record<string, string[]> = {};
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    const codes = new Set(Object.keys(meta.inputs).map((input) => byInput.get(input)));
    const [code] = codes;
    if (codes.size !== 1 || code === undefined) continue;
    (chunks[code] ??= []).push(`assets/${relative(outRoot, join(toolRoot, output)).split('\\').join('/')}`);
  }
  return chunks;
}

/** In renderer/client/chunks.ts; replaced in the built entry by the chunk graph. */
const CHUNK_GRAPH_PLACEHOLDER = '__DOCS_CHUNK_GRAPH__';
/** The lazy modules an island Retry imports afresh: the island runtime and each island. */
const RETRY_ROOT = /^renderer\/client\/(island-runtime|islands\/[^/]+)\.tsx?$/;

/**
 * The island runtime's and the islands' chunks, and the static imports of every
 * chunk they reach (names relative to the output folder, URLs under `base`):
 * what renderer/client/chunks.ts needs to load a failed chunk afresh.
 */
function chunkGraph(metafile: Metafile, outRoot: string, publicPath: string) {
  const name = (output: string) => relative(outRoot, join(toolRoot, output)).split('\\').join('/');
  const roots: Record<string, string> = {};
  const deps: Record<string, string[]> = {};
  const visit = (output: string) => {
    const chunk = name(output);
    if (chunk in deps) return;
    const imports = metafile.outputs[output].imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => i.path);
    deps[chunk] = imports.map(name);
    imports.forEach(visit);
  };
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    const root = meta.entryPoint ? RETRY_ROOT.exec(meta.entryPoint) : null;
    if (!root) continue;
    roots[root[1]] = name(output);
    visit(output);
  }
  for (const chunk of Object.keys(deps)) if (deps[chunk].length === 0) delete deps[chunk];
  return { base: `${publicPath}/`, roots, deps };
}

function hashed(name: string, ext: string, contents: Uint8Array | string) {
  return `${name}-${createHash('sha256').update(contents).digest('hex').slice(0, 10).toUpperCase()}.${ext}`;
}

function faviconSvg(initial: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#2457d6"/><text x="16" y="22.5" font-family="system-ui,sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
}

// Across processes the assets are reused when no input file's contents changed
// (the input list comes from the previous bundle's metafile).
function diskKey(inputs: string[], key: string): string | undefined {
  // The bundling code is part of the key too: a change to it must not serve stale assets.
  const hash = createHash('sha256').update(key).update(version).update(toolFingerprint());
  for (const input of inputs) {
    try {
      hash.update(input).update('\0').update(readFileSync(join(toolRoot, input)));
    } catch {
      return undefined;
    }
  }
  return hash.digest('hex').slice(0, 24);
}
function readDiskAssets(area: CacheArea, key: string): ClientAssets | undefined {
  const inputs = area.readJson<string[]>('inputs.json');
  const k = inputs && diskKey(inputs, key);
  const data = k && area.readJson<ClientAssets & { files: Record<string, string> }>(`${k}.json`);
  if (!data) return undefined;
  return { ...data, files: new Map(Object.entries(data.files).map(([p, b64]) => [p, Buffer.from(b64, 'base64')])) };
}
function writeDiskAssets(area: CacheArea, key: string, metafile: Metafile, assets: ClientAssets) {
  const inputs = Object.keys(metafile.inputs);
  const k = diskKey(inputs, key);
  if (!k) return;
  const files = Object.fromEntries([...assets.files].map(([p, c]) => [p, Buffer.from(c).toString('base64')]));
  area.writeJson(`${k}.json`, { ...assets, files });
  area.writeJson('inputs.json', inputs);
}

/**
 * The server renderer's bundles, in the tool's cache (beside its packages, which Node resolves from
 * there). Named relative to the folder: a moved or copied install never imports another copy's
 * bundle (and with it another copy of React).
 */
const SERVER_CACHE = new CacheArea(join(toolCacheDir(), 'renderer'));

/**
 * The client assets are the tool's, not the site's: made from renderer/ for a base URL and a
 * product name. They are cached with the tool, so a site's first build does not bundle them.
 */
export const clientAssetsCache = (): CacheArea => new CacheArea(join(toolCacheDir(), 'client-assets'));

type InlineScripts = { prepareRenderer(): Promise<void>; minifiedScripts(): [string, string][]; addMinifiedScripts(entries: [string, string][]): void };

/**
 * The server renderer's inline scripts, minified (templates/inline/) once per bundle and kept
 * beside it: minifying them starts esbuild's service, a process of its own, in every build
 * otherwise. An entry is the script's source with its minified text, so one that no longer
 * matches is minified again, never used.
 */
async function withInlineScripts(module: unknown, bundleName: string): Promise<void> {
  const server = module as InlineScripts;
  const name = `${bundleName}.inline.json`;
  const kept = SERVER_CACHE.readJson<[string, string][]>(name);
  if (Array.isArray(kept) && kept.every((e) => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string')) server.addMinifiedScripts(kept);
  const known = server.minifiedScripts().length;
  await server.prepareRenderer();
  if (server.minifiedScripts().length !== known) SERVER_CACHE.writeJson(name, server.minifiedScripts());
}

/** The tool's bundles for one builder: what it built last, rebuilt when an input changed. */
export class Bundler {
  private server?: { builtAt: number; metafile: Metafile; module: unknown; key: string };
  private client?: { key: string; builtAt: number; metafile: Metafile; assets: ClientAssets };

  /** Identifies the code of the server renderer last imported (part of every page's render key). */
  get serverKey(): string {
    return this.server?.key ?? '';
  }
  constructor(private readonly assetsCache: CacheArea) {}

  /** Imports the server renderer, re-bundling it when renderer/ or templates/ changed. */
  async serverRenderer<T>(): Promise<T> {
    if (this.server && newestInput(this.server.metafile) <= this.server.builtAt) return this.server.module as T;
    // Another process's bundle, when none of its inputs changed since: bundling costs more than the rest of a small build's setup.
    const last = SERVER_CACHE.readJson<{ name: string; builtAt: number; metafile: Metafile }>('last.json');
    const lastFile = last && typeof last.name === 'string' ? SERVER_CACHE.path(basename(last.name)) : undefined;
    if (!this.server && last && lastFile && moduleIntact(lastFile) && newestInput(last.metafile) <= last.builtAt) {
      const module = await import(pathToFileURL(lastFile).href);
      await withInlineScripts(module, basename(lastFile));
      this.server = { builtAt: last.builtAt, metafile: last.metafile, module, key: lastFile };
      return module as T;
    }
    const builtAt = Date.now();
    let result;
    try {
      result = await build({
        entryPoints: [join(toolRoot, 'renderer', 'server.tsx')],
        absWorkingDir: toolRoot,
        outfile: join(SERVER_CACHE.dir, 'server.mjs'),
        write: false,
        bundle: true,
        platform: 'node',
        format: 'esm',
        packages: 'external',
        jsx: 'automatic',
        metafile: true,
        logLevel: 'silent',
      });
    } catch (error) {
      esbuildError(error);
    }
    const outfile = writeModule(SERVER_CACHE.dir, 'server', result.outputFiles[0].contents);
    const module = await import(pathToFileURL(outfile).href);
    await withInlineScripts(module, basename(outfile));
    this.server = { builtAt, metafile: result.metafile, module, key: outfile };
    SERVER_CACHE.writeJson('last.json', { name: basename(outfile), builtAt, metafile: { inputs: result.metafile.inputs, outputs: {} } });
    return module as T;
  }


  /** Bundles the client entry (ESM, code-split, hashed) and the stylesheet. */
  async clientAssets(baseUrl: string, productName: string): Promise<ClientAssets> {
    const key = `${baseUrl}\0${productName}`;
    if (this.client && this.client.key === key && newestInput(this.client.metafile) <= this.client.builtAt) return this.client.assets;
    if (!this.client) {
      const fromDisk = readDiskAssets(this.assetsCache, key);
      if (fromDisk) {
        // Kept like a bundle of this process: checked again only when one of its inputs is newer.
        const inputs = this.assetsCache.readJson<string[]>('inputs.json') ?? [];
        this.client = { key, builtAt: Date.now(), metafile: { inputs: Object.fromEntries(inputs.map((i) => [i, { bytes: 0, imports: [] }])), outputs: {} }, assets: fromDisk };
        return fromDisk;
      }
    }
    const builtAt = Date.now();
    const publicPath = `${baseUrl.replace(/\/$/, '')}/assets`;
    let result;
    try {
      result = await build({
        entryPoints: { entry: join(toolRoot, 'renderer', 'client', 'entry.ts'), main: join(toolRoot, 'renderer', 'styles', 'main.css') },
        absWorkingDir: toolRoot,
        outdir: join(toolCacheDir(), 'client'),
        entryNames: '[ext]/[name]-[hash]',
        chunkNames: 'js/chunk-[name]-[hash]',
        assetNames: 'media/[name]-[hash]',
        publicPath,
        ...BROWSER_BUNDLE,
        metafile: true,
        write: false,
        logLevel: 'silent',
      });
    } catch (error) {
      esbuildError(error);
    }
    const files = new Map<string, Uint8Array>();
    const assets: ClientAssets = { files, css: [], js: '', favicon: '' };
    const outRoot = join(toolCacheDir(), 'client');
    const metaOf = (file: OutputFile) => result.metafile.outputs[relative(toolRoot, file.path).split('\\').join('/')];
    const urlOf = (file: OutputFile) => `${publicPath}/${relative(outRoot, file.path).split('\\').join('/')}`;
    // esbuild gives every output a bare import of its runtime-helpers chunk, even
    // an entry that uses none of the helpers (evanw/esbuild#1747). Such a chunk
    // only defines functions, so the entry's bare import of it is dropped: a
    // guide page then loads its entry as one request.
    const runtimeOnly: Set<string> = new Set(
      (result.outputFiles as OutputFile[]).filter((f) => f.path.endsWith('.js') && Object.keys(metaOf(f)?.inputs ?? { x: 1 }).length === 0).map(urlOf),
    );
    for (const file of result.outputFiles as OutputFile[]) {
      const rel = relative(outRoot, file.path).split('\\').join('/');
      const meta = metaOf(file);
      let contents = file.contents;
      // Exactly the entry: dynamic-import chunks (e.g. sentry.ts) have an entryPoint too.
      if (meta?.entryPoint === 'renderer/client/entry.ts') {
        assets.js = urlOf(file);
        let text = file.text.replace(/import"([^"]+)";/g, (all, url: string) => (runtimeOnly.has(url) ? '' : all));
        // The graph is derived from this very build, so the entry's content hash still names its content.
        const placeholder = new RegExp(`(["'\`])${CHUNK_GRAPH_PLACEHOLDER}\\1`, 'g');
        const found = text.match(placeholder)?.length ?? 0;
        if (found !== 1) throw new Error(`The client entry holds the chunk-graph placeholder ${found} times instead of once (renderer/client/chunks.ts).`);
        text = text.replace(placeholder, () => JSON.stringify(JSON.stringify(chunkGraph(result.metafile, outRoot, publicPath))));
        contents = new TextEncoder().encode(text);
      }
      files.set(`assets/${rel}`, contents);
      if (rel.endsWith('.css')) assets.css.push(`${publicPath}/${rel}`);
    }
    const svg = faviconSvg(productName.charAt(0).toUpperCase());
    const faviconName = hashed('favicon', 'svg', svg);
    files.set(`assets/${faviconName}`, new TextEncoder().encode(svg));
    assets.favicon = `${publicPath}/${faviconName}`;
    assets.languages = languageChunks(result.metafile, outRoot);
    this.client = { key, builtAt, metafile: result.metafile, assets };
    writeDiskAssets(this.assetsCache, key, result.metafile, assets);
    return assets;
  }
}
