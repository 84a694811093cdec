// Compile one MDX file to a function body (cached on disk by content hash),
// and turn compiled code into a React component.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { writeFileAtomicLater } from '../cache.ts';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import * as runtime from 'react/jsx-runtime';
import type { ComponentType } from 'react';
import { BuildError } from '../errors.ts';
import type { CompileData } from './plugins.ts';
import { loadHighlighter } from './highlight.ts';

// The compiler and its plugins take ~0.7 s to load; builds whose pages are all
// cached never load them.
let pipeline: Promise<{ compile: typeof import('@mdx-js/mdx').compile; remarkPlugins: any[]; rehypePlugins: any[]; preprocess: (s: string) => string }> | undefined;
function loadPipeline() {
  pipeline ??= (async () => {
    const [{ compile }, { default: remarkGfm }, { default: remarkDirective }, plugins] = await Promise.all([
      import('@mdx-js/mdx'),
      import('remark-gfm'),
      import('remark-directive'),
      import('./plugins.ts'),
      loadHighlighter(),
    ]);
    return {
      compile,
      preprocess: plugins.preprocessSource,
      remarkPlugins: [remarkGfm, remarkDirective, plugins.remarkAdmonitions, plugins.remarkPartialImports, plugins.remarkHeadings, plugins.remarkLocalAssets, plugins.remarkCollectLinks, plugins.remarkExcerpt],
      rehypePlugins: [plugins.rehypeCodeBlocks],
    };
  })();
  return pipeline;
}

/** Loads the compiler ahead of need (serve does this after its first build, so the first edit is fast). */
export function preloadCompiler(): Promise<unknown> {
  return loadPipeline();
}

// What @mdx-js/mdx's `run` does, without loading the compiler: evaluate the function body.
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => (opts: unknown) => Promise<{ default: ComponentType<any> }>;

export interface CompiledMdx {
  hash: string;
  code: string;
  data: CompileData;
}

// Any change to the compiler's own code invalidates the cache.
const compilerFingerprint = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).digest('hex').slice(0, 12);

/** Compiles one file (no caches). Throws a BuildError pointing at the file on bad MDX. */
export async function compileSource(body: string, file: string): Promise<Omit<CompiledMdx, 'hash'>> {
  const { compile, preprocess, remarkPlugins, rehypePlugins } = await loadPipeline();
  let output;
  try {
    output = await compile(
      { value: preprocess(body), path: file },
      { outputFormat: 'function-body', format: file.endsWith('.md') ? 'md' : 'mdx', remarkPlugins, rehypePlugins },
    );
  } catch (error) {
    if (error instanceof BuildError) throw error;
    const e = error as { reason?: string; message: string; line?: number; column?: number; place?: any };
    const line = e.line ?? e.place?.line ?? e.place?.start?.line;
    const column = e.column ?? e.place?.column ?? e.place?.start?.column;
    throw new BuildError(`MDX syntax error: ${e.reason ?? e.message}`, { file, line, column }, 'Fix the MDX at that position (escape a literal `{` as `\\{` and `<` as `&lt;`).');
  }
  const data = output.data as unknown as CompileData;
  return { code: String(output.value), data: { title: data.title, headings: data.headings, links: data.links, imports: data.imports, assets: data.assets, excerpt: data.excerpt } };
}

/** Files to compile before the pool pays for itself: each worker loads the CLI and the MDX toolchain (~1 s of CPU). */
const POOL_THRESHOLD = 200;

export class MdxCompiler {
  private readonly memory = new Map<string, CompiledMdx>();
  private readonly components = new Map<string, ComponentType<any>>();
  constructor(private readonly cacheDir: string) {
    mkdirSync(this.cacheDir, { recursive: true });
  }

  /** The last hash of each file's body (serve hashes every file on every rebuild otherwise). */
  private readonly hashes = new Map<string, { body: string; hash: string }>();

  private hashOf(body: string, file: string): string {
    const hit = this.hashes.get(file);
    if (hit?.body === body) return hit.hash;
    const hash = createHash('sha256').update(compilerFingerprint).update(file).update('\0').update(body).digest('hex').slice(0, 24);
    this.hashes.set(file, { body, hash });
    return hash;
  }

  /** A compiled file from memory or the disk cache. */
  private cached(hash: string): CompiledMdx | undefined {
    const hit = this.memory.get(hash);
    if (hit) return hit;
    const path = join(this.cacheDir, `${hash}.json`);
    if (!existsSync(path)) return undefined;
    try {
      const result = JSON.parse(readFileSync(path, 'utf8')) as CompiledMdx;
      this.memory.set(hash, result);
      return result;
    } catch {
      return undefined; // a torn entry is just recompiled
    }
  }

  private store(hash: string, compiled: Omit<CompiledMdx, 'hash'>): CompiledMdx {
    const result = { hash, ...compiled };
    this.memory.set(hash, result);
    // Via rename: a concurrent build never reads a torn entry.
    const path = join(this.cacheDir, `${hash}.json`);
    writeFileAtomicLater(path, JSON.stringify(result));
    return result;
  }

  async compile(body: string, file: string): Promise<CompiledMdx> {
    const hash = this.hashOf(body, file);
    return this.cached(hash) ?? this.store(hash, await compileSource(body, file));
  }

  /**
   * Compiles many files: cache hits first, then the misses — on a pool of
   * worker threads when there are enough of them to pay for it. On bad input
   * the error of the first failing file (in the given order) is thrown.
   */
  async compileAll(items: { body: string; file: string }[]): Promise<CompiledMdx[]> {
    const hashes = items.map((i) => this.hashOf(i.body, i.file));
    const results: (CompiledMdx | undefined)[] = hashes.map((h) => this.cached(h));
    const misses = items.map((item, i) => ({ ...item, i })).filter((m) => !results[m.i]);
    // One core stays with the main thread, which loads the schema meanwhile: more
    // threads than cores only add memory (each worker holds the whole toolchain).
    const workers = Math.min(availableParallelism() - 1, 4);
    if (misses.length >= POOL_THRESHOLD && workers >= 1) {
      const outcomes = await compileOnPool(misses, workers);
      outcomes.forEach((outcome, k) => {
        if ('error' in outcome) return;
        results[misses[k].i] = this.store(hashes[misses[k].i], outcome);
      });
      const failed = outcomes.findIndex((o) => 'error' in o);
      if (failed >= 0) throw reviveError((outcomes[failed] as { error: SerializedError }).error);
    } else {
      for (const m of misses) results[m.i] = this.store(hashes[m.i], await compileSource(m.body, m.file));
    }
    return results as CompiledMdx[];
  }

  /** The MDX content component for compiled code (evaluated once per hash). */
  async component(compiled: CompiledMdx): Promise<ComponentType<any>> {
    let component = this.components.get(compiled.hash);
    if (!component) {
      const mod = await new AsyncFunction(compiled.code)({ ...(runtime as object), baseUrl: import.meta.url });
      component = mod.default;
      this.components.set(compiled.hash, component);
    }
    return component;
  }
}

// ---- the worker pool ---------------------------------------------------------
// Workers run this same module (the CLI bundle) with a role flag; MDX parsing
// is CPU-bound, so a cold build compiles on every core.

type SerializedError = { message: string; place?: BuildError['place']; hint?: string; build: boolean };
type Outcome = Omit<CompiledMdx, 'hash'> | { error: SerializedError };
const WORKER_ROLE = 'docs-mdx-compiler';

function serializeError(error: unknown): SerializedError {
  if (error instanceof BuildError) return { message: error.message, place: error.place, hint: error.hint, build: true };
  return { message: (error as Error)?.stack ?? String(error), build: false };
}

function reviveError(e: SerializedError): Error {
  return e.build ? new BuildError(e.message, e.place, e.hint) : new Error(e.message);
}

async function compileOnPool(jobs: { body: string; file: string }[], size: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(jobs.length);
  let next = 0;
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { role: WORKER_ROLE } });
      const feed = () => {
        if (next >= jobs.length) {
          void worker.terminate();
          return resolve();
        }
        const id = next++;
        worker.postMessage({ id, body: jobs[id].body, file: jobs[id].file });
      };
      worker.on('message', (message: { id: number; outcome: Outcome }) => {
        outcomes[message.id] = message.outcome;
        feed();
      });
      worker.once('error', reject);
      worker.once('online', feed);
    });
  await Promise.all(Array.from({ length: size }, runWorker));
  return outcomes;
}

if (!isMainThread && (workerData as { role?: string } | null)?.role === WORKER_ROLE) {
  parentPort!.on('message', async ({ id, body, file }: { id: number; body: string; file: string }) => {
    let outcome: Outcome;
    try {
      outcome = await compileSource(body, file);
    } catch (error) {
      outcome = { error: serializeError(error) };
    }
    parentPort!.postMessage({ id, outcome });
  });
}
