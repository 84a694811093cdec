// One API reference: schema (load) → operation pages (model) → page kinds
// (content, twin and search parts from each page's view), and the
// machine-readable files written next to the pages. A site has one, at its
// root; a site with versions has one more per version with a schema snapshot,
// under that version's path (index.ts).
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { createElement } from 'react';
import { CacheDamaged, type CacheArea } from '../../cache.ts';
import type { ResolvedConfig } from '../../config.ts';
import { BuildError } from '../../errors.ts';
import type { PageRecord, SiteModel } from '../../model.ts';
import { toolFingerprint } from '../../paths.ts';
import { hashOf } from '../../sink.ts';
import type { ServerModule } from '../../server-module.ts';
import type { BuildContext, Contribution, KindEnv, Output, PageContent, PageKind, Rendered, SidebarItem } from '../../plugin-api.ts';
import { FORGET_HIGHLIGHTS, HIGHLIGHT } from '../../mdx/jobs.ts';
import { PAGE_CONTENT, TWIN, type PageContentInput, type TwinRequest, type ViewKind } from './jobs.ts';
import { operationParts } from './search-parts.ts';
import { prepareMarkdown } from './markdown.ts';
import { draftApiModel, finishApiModel, type PendingHighlight } from './operations.ts';
import { ApiModelWriter, loadApiModel, type StoredApiModel } from './stored-model.ts';
import type { WorkerPool } from '../../workers/pool.ts';
import { consoleFiles } from './console-files.ts';
import { largeSite } from '../../tiering.ts';
import { loadSchema, vendoredInputs, type LoadedSchema } from './source.ts';
import { writeLevelFiles, type LevelFiles } from './level-files.ts';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

// openapi-typescript loads the TypeScript compiler (a few hundred ms), so the
// types are generated on a thread of their own while pages render. The
// launcher bundles that thread (types-worker.cjs); run from source (tests),
// they are generated in-process.
const TYPES_BUNDLE = new URL('./types-worker.cjs', import.meta.url);
/** Up to this many reference pages, a one-shot build makes the types while pages render (see pageWritten). */
const TYPES_EARLY_PAGES = 400;
/**
 * The types thread's young generation (MB) on a large site: its garbage is the syntax tree of one
 * part at a time. A small site's thread keeps V8's default: at 8 MB it spent 42–60 ms in 20
 * scavenges on the small benchmark corpus, 27–35 ms in 11 at the default (and peaked 22 MB higher).
 */
const TYPES_YOUNG_MB = 8;

/** The schema: the document, and its JSON text (openapi.json's, made once for the file and the types' thread). */
interface SchemaSource {
  document: () => unknown;
  json: () => string;
}

function generateOnThread(schema: SchemaSource): Promise<string> {
  const bundle = fileURLToPath(TYPES_BUNDLE);
  if (!import.meta.url.endsWith('.mjs') || !existsSync(bundle)) return import('./types-generate.ts').then((m) => m.generateTypes(schema.document() as never));
  // The document as JSON bytes moved to the thread, not structured-cloned, and the thread's young
  // generation at 8 MB, not V8's default: at 4,000 operations the thread peaked at 189 MiB over
  // the main thread instead of 231, in the same CPU time.
  // (an array of its own: a small Buffer would be a slice of Node's shared pool, which cannot move).
  const bytes = new TextEncoder().encode(schema.json());
  return new Promise<string>((resolve, reject) => {
    const resourceLimits = largeSite() ? { maxYoungGenerationSizeMb: TYPES_YOUNG_MB } : undefined;
    const worker = new Worker(bundle, { workerData: { json: bytes }, transferList: [bytes.buffer], resourceLimits });
    worker.once('message', (message: { text?: string; error?: string }) => {
      void worker.terminate();
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text!);
    });
    worker.once('error', reject);
  });
}

/** A generated file as it is written: its hash, and its text when it must be written (a file of the same hash stands otherwise). */
interface MadeFile {
  hash: string;
  text: () => string;
}

/** A file made now: hashed, and the hash kept in the cache (under `hashName`, when given) for the next builds. */
function madeFile(text: string, cache?: CacheArea, hashName?: string): MadeFile {
  const hash = hashOf(text);
  if (cache && hashName) cache.write(hashName, hash);
  return { hash, text: () => text };
}

/**
 * TypeScript types of the schema, cached by schema hash with the hash of their text: an unchanged
 * schema's types are neither generated, read nor hashed again (nor is the document read for them).
 */
async function typesFor(schema: SchemaSource, schemaHash: string, cache: CacheArea): Promise<MadeFile> {
  // By the schema and the tool (which decides how the types are written).
  const hash = createHash('sha256').update(schemaHash).update(toolFingerprint()).digest('hex').slice(0, 24);
  const known = cache.readText(`${hash}.d.ts.hash`);
  if (known !== undefined && cache.has(`${hash}.d.ts`)) {
    // Its hash is in use once read: types that are not whole, or not that hash, are no miss (the build is made again without the cache).
    const text = () => {
      const types = cache.readText(`${hash}.d.ts`);
      if (types === undefined || hashOf(types) !== known) throw new CacheDamaged(`the API types ${hash}.d.ts`);
      return types;
    };
    return { hash: known, text };
  }
  const hit = cache.readText(`${hash}.d.ts`);
  if (hit !== undefined) return madeFile(hit, cache, `${hash}.d.ts.hash`);
  let generated: string;
  try {
    generated = await generateOnThread(schema);
  } catch (error) {
    throw new BuildError(`Generating TypeScript types from the schema failed: ${String((error as Error)?.message ?? error).split('\n')[0]}`);
  }
  const text = `// Types of the API, generated with openapi-typescript from openapi.json.\n${generated}`;
  cache.write(`${hash}.d.ts`, text);
  return madeFile(text, cache, `${hash}.d.ts.hash`);
}

/** The request samples' highlighting: most of a large model's cost, shared between the threads in batches. */
async function highlightSamples(highlights: PendingHighlight[], workers: WorkerPool): Promise<void> {
  const BATCH = 100;
  const batches: PendingHighlight[][] = [];
  for (let i = 0; i < highlights.length; i += BATCH) batches.push(highlights.slice(i, i + BATCH));
  const results = await workers.runShared<string[]>(HIGHLIGHT, batches.map((b) => ({ items: b.map(({ code, language }) => ({ code, language })) })));
  batches.forEach((batch, i) => batch.forEach((h, k) => (h.sample.html = results[i][k])));
}

/**
 * Where a reference is served: its route prefix (`''` at the root, `/1.0` for a version) and the
 * config as its pages see it (the version's schema, docs and base URL: model routes stay `/api/…`
 * and the base URL puts them under the prefix, links between its pages included).
 */
export interface ReferencePart {
  base: string;
  config: ResolvedConfig;
}

export class ApiReference {
  constructor(public part: ReferencePart) {}

  /** The API model (its views as text: see stored-model.ts), on disk for later builds. */
  private memo?: { key: string; model: StoredApiModel };
  /** serve: the deferred schema levels' files last written, by path with their hashes, and what they were made from. */
  private levelFiles?: { model: StoredApiModel; baseUrl: string; hashes: LevelFiles };
  private schema?: LoadedSchema;
  private types?: Promise<MadeFile>;
  /** The schema `types` were made from. */
  private typesOf?: LoadedSchema;
  private published?: { schema: LoadedSchema; file: MadeFile };
  /** The schema's JSON text, made once for openapi.json and the types' thread (a large schema's is tens of MB). */
  private json?: { schema: LoadedSchema; text: string };

  private jsonOf(schema: LoadedSchema): string {
    if (this.json?.schema !== schema) this.json = { schema, text: JSON.stringify(schema.document) };
    return this.json.text;
  }
  /** This build's context (the types start with the first page written). */
  private ctx?: BuildContext;
  private typesStarted = false;
  /** Whether the types start with the first page written in a one-shot build too (a small schema: see pageWritten). */
  private typesEarly = false;
  /** The console's files (its operations' data in packs, and the index), made once per model. */
  private consoleFiles?: { model: StoredApiModel; files: { path: string; text: string; hash: string }[]; indexUrl: string };

  private consoleFilesOf(model: StoredApiModel) {
    if (this.consoleFiles?.model !== model) this.consoleFiles = { model, ...consoleFiles(model.console) };
    return this.consoleFiles;
  }

  private async apiModel(config: ResolvedConfig, schema: LoadedSchema, cache: CacheArea, workers: WorkerPool, watch: boolean): Promise<StoredApiModel> {
    // Keyed by the schema, the config values the model uses and the tool's code.
    const key = createHash('sha256')
      .update(JSON.stringify([schema.hash, schema.sourceFile, config.tokens, config.product, config.baseUrl, config.customFields, toolFingerprint()]))
      .digest('hex')
      .slice(0, 24);
    if (this.memo?.key === key) return this.memo.model;
    // serve keeps the views' text in memory; a build reads each from the cache when its page needs it.
    let model = loadApiModel(cache, key, watch);
    if (!model) {
      await prepareMarkdown();
      const highlights: PendingHighlight[] = [];
      // Two passes (api/operations.ts): every page's ids first, then each view finished and stored on its own.
      const draft = draftApiModel(config, schema, highlights);
      await highlightSamples(highlights, workers);
      const writer = new ApiModelWriter(cache, key, watch);
      try {
        model = writer.finish(finishApiModel(draft, (name, view) => writer.operation(name, view), highlights));
      } catch (error) {
        writer.abort();
        throw error;
      }
      // The memo of highlighted samples (tens of MB on a large schema) would stay for the rest of the
      // build, on every thread that highlighted some (a worker's memo held up to 20,000 samples).
      if (!watch) await workers.everywhere(FORGET_HIGHLIGHTS, undefined);
    }
    this.memo = { key, model };
    return model;
  }

  /** Stat stamp of the vendored schema's files when it was last loaded (serve rebuilds skip an unchanged schema). */
  private stamp?: string;

  private schemaStamp(ctx: BuildContext): string | undefined {
    const { config } = this.part;
    if (config.schema.url && !ctx.offline) return undefined; // a download is checked every build
    const files = vendoredInputs(config);
    if (!files) return undefined;
    const parts = [JSON.stringify(config.tokens), String(ctx.strictSchema)];
    for (const file of [join(config.rootDir, 'redocly.yaml'), ...files]) {
      const st = statSync(file, { throwIfNoEntry: false });
      parts.push(st ? `${file}:${st.mtimeMs}:${st.size}` : `${file}:-`);
    }
    return parts.join('\n');
  }

  /** Its pages (ids and paths under the part), kinds and sidebar items (model routes: index.ts moves them). */
  async load(ctx: BuildContext): Promise<Contribution & { items?: SidebarItem[] }> {
    const { config } = this.part;
    const stamp = this.schemaStamp(ctx);
    if (!(stamp && stamp === this.stamp && this.schema)) {
      this.schema = await loadSchema(config, { offline: ctx.offline, strict: ctx.strictSchema, log: ctx.log });
      this.stamp = this.schemaStamp(ctx);
    }
    const watch = config.schema.vendored ? [config.schema.vendored, ...(vendoredInputs(config) ?? []), join(config.rootDir, 'redocly.yaml')] : [];
    if (!this.schema) return { watch };
    const api = await this.apiModel(config, this.schema, ctx.cache.area('api-model'), ctx.workers, ctx.watch);
    // The types of an unchanged schema stand (serve rebuilds would read a large api.d.ts from the cache each time).
    if (this.typesOf !== this.schema) this.types = undefined;
    this.ctx = ctx;
    this.typesStarted = false;
    this.typesEarly = api.pages.length <= TYPES_EARLY_PAGES;
    const { base } = this.part;
    return {
      pages: base ? api.pages.map((p) => ({ ...p, id: `${base.slice(1)}/${p.id}`, path: base + p.path })) : api.pages,
      items: api.sidebarItems,
      kinds: apiKinds(api, ctx, this.part, this.consoleFilesOf(api).indexUrl),
      watch,
    };
  }

  /**
   * openapi-typescript loads the TypeScript compiler and a copy of the document, and builds the
   * types' syntax tree (a part at a time: types-parts.ts): never while the plugins load (MDX workers
   * and the schema itself at their peak).
   * `docs serve` starts it as soon as pages are written, on its own thread beside rendering, and so
   * does a one-shot build of a small schema; that of a large one once the render threads are gone
   * (`summarize`): beside them, the threads' heaps added up to the build's peak memory. Started
   * that late, a small site's build waited for it at the end (about 0.4 s of the small benchmark
   * corpus's 3 s) with its other threads idle.
   */
  pageWritten(): void {
    if (this.typesStarted || !this.ctx || !(this.ctx.watch || this.typesEarly)) return;
    this.typesStarted = true;
    this.startTypes(this.ctx);
  }

  private startTypes(ctx: BuildContext): void {
    if (!this.schema || this.types) return;
    const schema = this.schema;
    this.typesOf = schema;
    this.types = typesFor({ document: () => schema.document, json: () => this.jsonOf(schema) }, schema.hash, ctx.cache.area('api-types')).catch((error: Error) => {
      // A schema the type generator cannot read still gets its reference (a warning; an error with --strict-schema).
      if (ctx.strictSchema) throw error;
      ctx.log(`Schema warning: ${error.message.split('\n')[0]} api.d.ts says so instead of declaring types.`);
      return madeFile(`// openapi-typescript could not generate types from this schema:\n// ${error.message.split('\n')[0]}\nexport {};\n`);
    });
    this.types.catch(() => {}); // awaited (and reported) in summarize
  }

  /** The interactive API page's data (one file per operation, loaded when it is opened): the pages name these files. */
  async finish(ctx: BuildContext, out: Output): Promise<void> {
    if (!this.schema) return;
    if (ctx.watch) this.startTypes(ctx);
    const model = this.memo?.model;
    if (model) for (const file of this.consoleFilesOf(model).files) await out.write(this.at(file.path), file.text, file.hash);
    // A one-shot build writes them once: their texts go with the writes (serve keeps them for its next build).
    // So does the operations' data they were made from (every page is rendered by now): 18 MiB of the
    // 5,621-page corpus's heap that the collection after the render (cli/heap.ts) would copy.
    if (!ctx.watch) {
      this.consoleFiles = undefined;
      model?.console.splice(0);
    }
    // Deferred schema levels: their URLs carry this part's base already (the site's base is cut off).
    if (!model) return;
    // serve: the files of the same model are known by their hashes (no need to render each again after an edit elsewhere).
    const known = this.levelFiles?.model === model && this.levelFiles.baseUrl === ctx.config.baseUrl ? this.levelFiles.hashes : undefined;
    const hashes = await writeLevelFiles(model, ctx.config.baseUrl, out, known);
    if (ctx.watch) this.levelFiles = { model, baseUrl: ctx.config.baseUrl, hashes };
  }

  /** The schema and its TypeScript types: made from the whole schema (the types on a worker), so serve writes them after the reload. */
  async summarize(ctx: BuildContext, out: Output): Promise<void> {
    if (!this.schema) return;
    // Serialised once per loaded schema (a large one takes a while, and serve rebuilds often), and
    // then only when it is written: its hash is kept in the cache by the document's.
    if (this.published?.schema !== this.schema) {
      const schema = this.schema;
      const cache = ctx.cache.area('api-types');
      // By the document and the tool (which decides how it is serialised).
      const hashName = `${createHash('sha256').update(schema.documentHash).update(toolFingerprint()).digest('hex').slice(0, 24)}.openapi.hash`;
      const known = cache.readText(hashName);
      // Minified: a download for tools, which parse it (pretty-printing made it half again as large).
      const serialise = () => this.jsonOf(schema);
      this.published = { schema, file: known !== undefined ? { hash: known, text: serialise } : madeFile(serialise(), cache, hashName) };
    }
    await out.writeLazily(this.at('openapi.json'), this.published.file.hash, this.published.file.text);
    // A large schema's types start here, from the JSON text openapi.json was written from.
    this.startTypes(ctx);
    const types = await this.types!;
    await out.writeLazily(this.at('api.d.ts'), types.hash, types.text);
    // Likewise the schema's and the types' texts (about 20 MiB on a 4,000-operation schema).
    if (!ctx.watch) this.published = this.types = this.json = undefined;
  }

  /** A file's path in out/, under the part's prefix. */
  private at(path: string): string {
    return this.part.base ? `${this.part.base.slice(1)}/${path}` : path;
  }
}

/** The API's page kinds: operation, group and info pages from their views (content, twin and search parts at once), and the console. */
function apiKinds(api: StoredApiModel, ctx: BuildContext, part: ReferencePart, consoleIndexUrl: string): Record<string, PageKind> {
  const { config } = part;
  // The part's base URL: model routes (`/api/x/`) hang off it; a page's own path is the site's.
  const baseUrl = config.baseUrl;
  const siteUrl = config.url + baseUrl.replace(/\/$/, '');
  const pageUrl = ctx.config.url + ctx.config.baseUrl.replace(/\/$/, '');
  // The same view renders other links under another part's base URL.
  const keyed = part.base ? `@${part.base}` : '';
  const twinRequest = (page: PageRecord, as: ViewKind): TwinRequest => {
    const options = { url: pageUrl + page.path, siteUrl, apiBaseUrl: config.customFields.apiBaseUrl };
    return { as, options: as === 'group' ? { ...options, title: page.title } : options };
  };
  /** A view as a job gets it: where it is on disk (a worker reads it itself), else the view. */
  const viewOf = (page: PageRecord, as: ViewKind): { view?: unknown; viewFile?: ReturnType<NonNullable<StoredApiModel['viewFile']>> } => {
    if (as === 'info') return { view: api.info };
    const ref = api.viewFile?.(as, page.generatedKey!);
    return ref ? { viewFile: ref } : { view: as === 'operation' ? api.operation(page.generatedKey!) : api.group(page.generatedKey!) };
  };
  const fromView = (component: PageContentInput['component'], as: ViewKind): PageKind => ({
    content: (page): PageContent => {
      let job: PageContent['job'];
      return {
        key: `${page.kind}:${page.contentHash ?? page.id}${keyed}`,
        linkSources: [{ file: page.sourceFile, links: page.sourceLinks }],
        // The view is read when the page is rendered: serve keys every page after an edit, and renders few.
        get job() {
          return (job ??= { ref: PAGE_CONTENT, input: { component, baseUrl, ...viewOf(page, as), twin: twinRequest(page, as), searchParts: as === 'operation' } satisfies PageContentInput });
        },
      };
    },
    // Made with the content when the page renders; otherwise from the view, on the pool.
    markdown: (page, rendered?: Rendered) => rendered?.markdown ?? ctx.workers.run<string>(TWIN, { request: twinRequest(page, as), ...viewOf(page, as) }, { shared: true }),
    ...(as === 'operation' ? { searchParts: (page: PageRecord, rendered?: Rendered) => rendered?.searchParts ?? operationParts(api.operation(page.generatedKey!)!) } : {}),
  });
  return {
    'api-operation': fromView('OperationPage', 'operation'),
    'api-group': fromView('GroupPage', 'group'),
    'api-info': fromView('ApiInfoPage', 'info'),
    'interactive-api': {
      content: (page, { server }: KindEnv<ServerModule>): PageContent => ({
        // The page names the index file: a new index (new operation data) is a new page.
        key: `${page.kind}:${page.contentHash ?? page.id}:${consoleIndexUrl}${keyed}`,
        linkSources: [{ file: page.sourceFile, links: page.sourceLinks }],
        render: () =>
          createElement(server.InteractiveApiPage, {
            groups: api.consoleGroups,
            operationCount: api.console.length,
            infoHref: api.pages.find((p) => p.kind === 'api-info')?.path ?? '/',
            indexUrl: consoleIndexUrl,
            baseUrl,
            productName: config.product.name,
            serverUrl: api.info.serverUrl,
          }),
      }),
      // A tool: every operation again, searched on their own pages.
      searchParts: false,
    },
  };
}
