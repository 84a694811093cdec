// esbuild bundles the tool needs at build time: the server renderer (imported
// by the build) and the client assets (written to out/). Both are rebuilt
// only when an input file changed.
import { build, type Metafile, type OutputFile } from 'esbuild';
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { writeModule } from './atomic-module.ts';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BuildError } from './errors.ts';
import { toolRoot } from './paths.ts';

function newestInput(metafile: Metafile): number {
  let newest = 0;
  for (const input of Object.keys(metafile.inputs)) {
    try {
      newest = Math.max(newest, statSync(join(toolRoot, input)).mtimeMs);
    } catch {
      return Infinity; // an input disappeared: rebuild
    }
  }
  return newest;
}

function esbuildError(error: unknown): never {
  const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }).errors?.[0];
  if (first) {
    const loc = first.location;
    throw new BuildError(first.text, loc ? { file: join(toolRoot, loc.file), line: loc.line, column: loc.column + 1 } : undefined);
  }
  throw error;
}

let serverCache: { builtAt: number; metafile: Metafile; module: unknown } | undefined;

/** Imports the server renderer, re-bundling it when renderer/ or templates/ changed. */
export async function loadServerRenderer<T>(): Promise<T> {
  if (serverCache && newestInput(serverCache.metafile) <= serverCache.builtAt) return serverCache.module as T;
  const builtAt = Date.now();
  let result;
  try {
    result = await build({
      entryPoints: [join(toolRoot, 'renderer', 'server.tsx')],
      absWorkingDir: toolRoot,
      outfile: join(toolRoot, '.cache', 'renderer', 'server.mjs'),
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
  const outfile = writeModule(join(toolRoot, '.cache', 'renderer'), 'server', result.outputFiles[0].contents);
  const module = await import(pathToFileURL(outfile).href);
  serverCache = { builtAt, metafile: result.metafile, module };
  return module as T;
}

export interface ClientAssets {
  /** Output path under out/ (e.g. `assets/js/entry-AB12.js`) → contents. */
  files: Map<string, Uint8Array>;
  css: string[];
  js: string;
  favicon: string;
}

let clientCache: { key: string; builtAt: number; metafile: Metafile; assets: ClientAssets } | undefined;

function hashed(name: string, ext: string, contents: Uint8Array | string) {
  return `${name}-${createHash('sha256').update(contents).digest('hex').slice(0, 10).toUpperCase()}.${ext}`;
}

function faviconSvg(initial: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#2457d6"/><text x="16" y="22.5" font-family="system-ui,sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
}

/** Bundles the client entry (ESM, code-split, hashed) and the stylesheet. */
export async function buildClientAssets(baseUrl: string, productName: string): Promise<ClientAssets> {
  const key = `${baseUrl}\0${productName}`;
  if (clientCache && clientCache.key === key && newestInput(clientCache.metafile) <= clientCache.builtAt) return clientCache.assets;
  const builtAt = Date.now();
  const publicPath = `${baseUrl.replace(/\/$/, '')}/assets`;
  let result;
  try {
    result = await build({
      entryPoints: { entry: join(toolRoot, 'renderer', 'client', 'entry.ts'), main: join(toolRoot, 'renderer', 'styles', 'main.css') },
      absWorkingDir: toolRoot,
      outdir: join(toolRoot, '.cache', 'client'),
      entryNames: '[ext]/[name]-[hash]',
      chunkNames: 'js/chunk-[name]-[hash]',
      assetNames: 'media/[name]-[hash]',
      publicPath,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      minify: true,
      jsx: 'automatic',
      metafile: true,
      write: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
  } catch (error) {
    esbuildError(error);
  }
  const files = new Map<string, Uint8Array>();
  const assets: ClientAssets = { files, css: [], js: '', favicon: '' };
  const outRoot = join(toolRoot, '.cache', 'client');
  for (const file of result.outputFiles as OutputFile[]) {
    const rel = relative(outRoot, file.path).split('\\').join('/');
    files.set(`assets/${rel}`, file.contents);
    const meta = result.metafile.outputs[relative(toolRoot, file.path).split('\\').join('/')];
    if (meta?.entryPoint?.endsWith('entry.ts')) assets.js = `${publicPath}/${rel}`;
    if (rel.endsWith('.css')) assets.css.push(`${publicPath}/${rel}`);
  }
  const svg = faviconSvg(productName.charAt(0).toUpperCase());
  const faviconName = hashed('favicon', 'svg', svg);
  files.set(`assets/${faviconName}`, new TextEncoder().encode(svg));
  assets.favicon = `${publicPath}/${faviconName}`;
  clientCache = { key, builtAt, metafile: result.metafile, assets };
  return assets;
}
