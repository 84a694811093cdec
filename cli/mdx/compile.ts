// The content compiler of a build: compiled files cached on disk by content
// hash, misses compiled on the worker pool, and the output (MDX's code, or a
// `.md` page's element tree) turned into a React component.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as runtime from 'react/jsx-runtime';
import type { ComponentType } from 'react';
import { CacheDamaged, type CacheArea } from '../cache.ts';
import { moduleFingerprint } from '../paths.ts';
import type { WorkerPool } from '../workers/pool.ts';
import { compileSource, type CompiledKind, type CompiledMdx, type CompiledSource } from './compile-source.ts';
import { COMPILE } from './jobs.ts';
import type { ContentFormat } from './format.ts';
import { treeComponent } from './element-tree.ts';

export { preloadCompiler, type CompiledMdx } from './compile-source.ts';

// What @mdx-js/mdx's `run` does, without loading the compiler: evaluate the function body.
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => (opts: unknown) => Promise<{ default: ComponentType<any> }>;

// Any change to the compiler's code invalidates the cache: run from the CLI
// bundle, the code of the compiler's job module (and what it imports), so other
// changes to the CLI keep compiled pages.
const compilerFingerprint =
  moduleFingerprint('cli/mdx/jobs.ts') ??
  createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex')
    .slice(0, 12);

/** Below this many misses, compiling in-process beats starting a worker (a serve edit is one file). */
const POOL_THRESHOLD = 8;

export class MdxCompiler {
  private readonly memory = new Map<string, CompiledMdx>();
  private readonly components = new Map<string, ComponentType<any>>();
  constructor(
    private readonly cache: CacheArea,
    private readonly pool?: WorkerPool,
  ) {}

  /** The last hash of each file's body (serve hashes every file on every rebuild otherwise). */
  private readonly hashes = new Map<string, { body: string; format?: ContentFormat; hash: string }>();

  /** A one-shot build: see `forgetSources` and `component`'s `once`. */
  private oneShot = false;

  /**
   * Drops the sources kept to skip hashing an unchanged file again (a one-shot build hashes each
   * once), and from now on lets each page's compiled output go once its page has rendered.
   */
  forgetSources(): void {
    this.hashes.clear();
    this.oneShot = true;
  }

  private hashOf(body: string, file: string, format: ContentFormat | undefined): string {
    const hit = this.hashes.get(file);
    if (hit?.body === body && hit.format === format) return hit.hash;
    // The format only when given: the hashes of files compiled by extension stay as they were.
    const hash = createHash('sha256').update(compilerFingerprint).update(file).update(format ? `\0${format}` : '').update('\0').update(body).digest('hex').slice(0, 24);
    this.hashes.set(file, { body, format, hash });
    return hash;
  }

  /**
   * A compiled file from memory or the disk cache. On disk, what the model needs (headings,
   * links, imports) and the output (code or tree) are two files: a page reused from the last
   * build never reads its output.
   */
  private cached(hash: string): CompiledMdx | undefined {
    const hit = this.memory.get(hash);
    if (hit) return hit;
    const entry = this.cache.readJson<Pick<CompiledMdx, 'kind' | 'data' | 'warnings'>>(`${hash}.json`);
    if (!entry || (entry.kind !== 'tree' && entry.kind !== 'code') || !this.cache.has(outputName(hash, entry.kind))) return undefined;
    const result: CompiledMdx = { hash, kind: entry.kind, data: entry.data, ...(entry.warnings ? { warnings: entry.warnings } : {}) };
    this.memory.set(hash, result);
    return result;
  }

  private store(hash: string, compiled: CompiledSource): CompiledMdx {
    const result = { hash, ...compiled };
    this.memory.set(hash, result);
    // The output first: an entry whose output went missing is compiled again.
    this.cache.write(outputName(hash, compiled.kind), compiled.output);
    this.cache.write(`${hash}.json`, JSON.stringify({ kind: compiled.kind, data: compiled.data, ...(compiled.warnings ? { warnings: compiled.warnings } : {}) }));
    return result;
  }

  async compile(body: string, file: string, format?: ContentFormat): Promise<CompiledMdx> {
    const hash = this.hashOf(body, file, format);
    return this.cached(hash) ?? this.store(hash, await compileSource(body, file, format));
  }

  /**
   * Compiles many files: cache hits first, then the misses — on a pool of
   * worker threads when there are enough of them to pay for it. On bad input
   * the error of the first failing file (in the given order) is thrown.
   */
  async compileAll(items: { body: string; file: string; format?: ContentFormat }[]): Promise<CompiledMdx[]> {
    const hashes = items.map((i) => this.hashOf(i.body, i.file, i.format));
    const results: (CompiledMdx | undefined)[] = hashes.map((h) => this.cached(h));
    const misses = items.map((item, i) => ({ ...item, i })).filter((m) => !results[m.i]);
    const pool = this.pool?.parallel && misses.length >= POOL_THRESHOLD ? this.pool : undefined;
    const outcomes = await Promise.allSettled(misses.map((m) => (pool ? pool.run<CompiledSource>(COMPILE, { body: m.body, file: m.file, format: m.format }) : compileSource(m.body, m.file, m.format))));
    outcomes.forEach((outcome, k) => {
      if (outcome.status === 'fulfilled') results[misses[k].i] = this.store(hashes[misses[k].i], outcome.value);
    });
    const failed = outcomes.find((o) => o.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    return results as CompiledMdx[];
  }

  /**
   * The content component of a compiled file (made once per hash and `key`): MDX's code evaluated, or
   * the element tree. `imports`: the values of the site modules the code imports, by local name
   * (`key` names their versions).
   */
  async component(compiled: CompiledMdx, imports: Record<string, unknown> = {}, key = '', options: { once?: boolean } = {}): Promise<ComponentType<any>> {
    const cacheKey = key ? `${compiled.hash}:${key}` : compiled.hash;
    // `once`: a page's own content, which a one-shot build renders once. Neither its component (the
    // parsed tree) nor its output is kept: held to the end, they grew with the site. The output
    // stays in the cache, should the page render again.
    if (options.once && this.oneShot) {
      const component = this.components.get(cacheKey) ?? (await this.make(compiled, imports));
      if (compiled.output !== undefined && this.cache.has(outputName(compiled.hash, compiled.kind))) compiled.output = undefined;
      return component;
    }
    let component = this.components.get(cacheKey);
    if (!component) this.components.set(cacheKey, (component = await this.make(compiled, imports)));
    return component;
  }

  private async make(compiled: CompiledMdx, imports: Record<string, unknown>): Promise<ComponentType<any>> {
    // Read now when the entry came from the disk cache. Its model data is in use already, so a damaged
    // output is no miss: the build is made again without the cache.
    const output = compiled.output ?? this.cache.readText(outputName(compiled.hash, compiled.kind));
    if (output === undefined) throw new CacheDamaged(`the compiled page ${outputName(compiled.hash, compiled.kind)}`);
    if (compiled.kind === 'tree') return treeComponent(JSON.parse(output));
    return (await new AsyncFunction(output)({ ...(runtime as object), baseUrl: import.meta.url, imports })).default;
  }
}

/** A `.js` function body or a `.tree.json` element tree. */
function outputName(hash: string, kind: CompiledKind): string {
  return kind === 'tree' ? `${hash}.tree.json` : `${hash}.js`;
}
