// What a build runs with: the options, the plugins, the worker pool, the
// tool's bundles, the cache root and the record of the sources it read. A
// one-shot `docs build` makes one and disposes of it; `docs serve`'s context
// keeps one for every rebuild, so its caches make rebuilds incremental.
import { guardPlugin } from './plugin-guard.ts';
import { existsSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { Bundler, clientAssetsCache, type ClientAssets } from './bundle.ts';
import { CacheRoot, settleCacheWrites } from './cache.ts';
import type { Scan } from './check.ts';
import { loadConfigAndSources, type ResolvedConfig } from './config.ts';
import { Inputs } from './inputs.ts';
import type { BuildContext, Plugin } from './plugin-api.ts';
import type { ServerModule } from './server-module.ts';
import { hashOf } from './sink.ts';
import { toolCacheDir } from './paths.ts';
import { WorkerPool } from './workers/pool.ts';
import type { JobRegistry } from './workers/run.ts';

export interface BuildOptions {
  configFile: string;
  /** Overrides the config's output folder. */
  outDir?: string;
  offline?: boolean;
  strictSchema?: boolean;
  /** Include pages marked `draft: true` (serve does). */
  drafts?: boolean;
  log?: (message: string) => void;
  env?: NodeJS.ProcessEnv;
  /** The built-in plugins (fresh instances; a site's own come from its config, after them). */
  plugins: () => Plugin[];
  /** The job registry the worker pool runs jobs from, and the same as a module workers import. */
  jobs: { registry: JobRegistry; registryUrl?: string };
  /** Aborted: the build stops before its next page and leaves out/ as it was (Ctrl+C). */
  signal?: AbortSignal;
}

export class Session {
  readonly log: (message: string) => void;
  readonly pool: WorkerPool;
  readonly inputs = new Inputs();
  /** The link check's scans by render key, from the last build (serve). */
  readonly scans = new Map<string, Scan>();
  private readonly builtins: Plugin[];
  private bundler?: Bundler;
  private cache?: CacheRoot;
  private loaded?: { stamp: string; sources: string[]; config: ResolvedConfig; plugins: Plugin[] };
  /** Whether the build may have taken anything from a cache (the site's, or the tool's bundles). */
  usedCache = existsSync(join(toolCacheDir(), 'renderer'));

  constructor(
    readonly options: BuildOptions,
    /** `docs serve`: the session stays for rebuilds. */
    readonly watch: boolean,
  ) {
    this.log = options.log ?? (() => {});
    this.pool = new WorkerPool({ registry: options.jobs.registry, registryUrl: options.jobs.registryUrl });
    this.builtins = options.plugins();
  }

  /**
   * The config, loaded again only when a file it was made from changed (serve rebuilds on every
   * edit: the config file, the modules it imports, its sidebars file), and the plugins it brings.
   * Those files count as read by the build: serve builds again when one of them changes.
   */
  async config(): Promise<{ config: ResolvedConfig; plugins: Plugin[] }> {
    const known = this.loaded?.sources ?? [resolve(this.options.configFile)];
    const before = known.map((file) => this.inputs.stamp(file));
    const joined = (stamps: (string | undefined)[]) => (stamps.every((s) => s !== undefined) ? stamps.join('\n') : '');
    if (!this.loaded || this.loaded.stamp !== joined(before) || !this.loaded.stamp) {
      const { config, sources } = await loadConfigAndSources(this.options.configFile, this.options.env);
      // A file stamped before loading keeps that stamp: one saved while it was read is stale (read again next build).
      const stampedBefore = new Map(known.map((file, i) => [file, before[i]]));
      const stamp = joined(sources.map((file) => (stampedBefore.has(file) ? stampedBefore.get(file) : this.inputs.stamp(file))));
      this.loaded = { stamp, sources, config, plugins: [...this.builtins, ...config.plugins.map((p) => guardPlugin(p as Plugin, config.configFile))] };
    }
    // A copy: the caller may set outDir.
    const loaded = this.loaded.config;
    const config = Object.assign(Object.create(Object.getPrototypeOf(loaded)), loaded) as ResolvedConfig;
    Object.defineProperty(config, 'secrets', { value: loaded.secrets, enumerable: false });
    if (this.options.outDir) config.outDir = this.options.outDir;
    if (this.cache?.dir !== config.cacheDir) {
      this.usedCache ||= existsSync(config.cacheDir);
      this.cache = new CacheRoot(config.cacheDir);
      this.bundler = new Bundler(clientAssetsCache());
    }
    return { config, plugins: this.loaded.plugins };
  }

  /** The files the config was last made from (serve watches them). */
  get configSources(): string[] {
    return this.loaded?.sources ?? [];
  }

  /** What the plugins' hooks are given. */
  context(config: ResolvedConfig): BuildContext {
    const { options } = this;
    return {
      config,
      offline: options.offline ?? false,
      strictSchema: options.strictSchema ?? false,
      drafts: options.drafts ?? false,
      log: this.log,
      cache: this.cache!,
      workers: this.pool,
      inputs: this.inputs,
      watch: this.watch,
    };
  }

  /** The tool's bundles for this config (esbuild runs in its own process meanwhile). */
  async bundles(config: ResolvedConfig): Promise<{ assets: ClientAssets; server: ServerModule; serverFile: string }> {
    const bundler = this.bundler!;
    const [assets, server] = await Promise.all([bundler.clientAssets(config.baseUrl, config.product.name), bundler.serverRenderer<ServerModule>()]);
    return { assets, server, serverFile: bundler.serverKey };
  }

  /** What identifies the server renderer's code in render keys (its content-hashed file name, wherever the cache is). */
  get serverKey(): string {
    return basename(this.bundler?.serverKey ?? '');
  }

  private readonly assetHashes = new WeakMap<Uint8Array, string>();

  /** A client asset's hash, computed once per bundle output (serve writes the same assets every build). */
  assetHash(contents: Uint8Array): string {
    let hash = this.assetHashes.get(contents);
    if (hash === undefined) this.assetHashes.set(contents, (hash = hashOf(contents)));
    return hash;
  }

  /** Every page job is done: a one-shot build lets the threads go (their memory) before the site-wide files. */
  async pagesDone(): Promise<void> {
    if (!this.watch) await this.pool.close();
  }

  /** Removes the site's cache and the tool's bundles of sites (the next session makes them afresh). */
  async forgetCaches(): Promise<void> {
    await settleCacheWrites();
    for (const dir of [this.cache?.dir, ...['renderer', 'client-assets', 'site-modules', 'site-islands'].map((d) => join(toolCacheDir(), d))]) {
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  }

  async dispose(): Promise<void> {
    await this.pool.close();
    // Cache entries are written in the background; none may outlive the build (callers may remove the site next).
    await settleCacheWrites();
  }
}
