// Load stage for the API schema: download it (format=json) when a URL is
// configured and reachable, else the last good download, else the schema
// vendored in the repository. Whatever is used is linted with
// @redocly/openapi-core and bundled into one document.
import type { BaseResolver, Config, NormalizedProblem } from '@redocly/openapi-core';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeFileAtomic } from '../cache.ts';
import { join, dirname } from 'node:path';
import type { ResolvedConfig } from '../config.ts';
import { BuildError, BuildErrors } from '../errors.ts';
import { substituteTokens } from '../tokens.ts';

export type SchemaOrigin = 'download' | 'cache' | 'vendored';

export interface LoadedSchema {
  origin: SchemaOrigin;
  /** Where it came from: the URL or the file. */
  location: string;
  /** The bundled document (external files inlined, internal $refs kept). */
  document: OpenApiDocument;
  /** Hash of the document, for caches downstream. */
  hash: string;
  /** File blamed for problems in generated pages (the vendored root or the cache file). */
  sourceFile: string;
}

// A loose view of an OpenAPI 3.x document; the renderers check what they use.
export type OpenApiDocument = Record<string, any>;

// Redocly takes ~0.6 s to load: builds that reuse a linted schema never load it.
type Redocly = typeof import('@redocly/openapi-core');
let redoclyModule: Promise<Redocly> | undefined;
const redocly = () => (redoclyModule ??= import('@redocly/openapi-core'));

/** A resolver that reads schema files with `{{tokens}}` replaced, so lint sees real values and keeps line numbers. */
function tokenResolver(r: Redocly, tokens: Record<string, string>): BaseResolver {
  class TokenResolver extends r.BaseResolver {
    async loadExternalRef(absoluteRef: string) {
      const source = await super.loadExternalRef(absoluteRef);
      return new r.Source(source.absoluteRef, substituteTokens(source.body, tokens, absoluteRef), source.mimeType);
    }
  }
  return new TokenResolver();
}

/**
 * The site's own redocly.yaml when it has one (ours extends `recommended`);
 * otherwise Redocly's `minimal` rules, whose errors mean the schema is
 * structurally invalid rather than merely unidiomatic.
 */
async function lintConfig(config: ResolvedConfig): Promise<Config> {
  const r = await redocly();
  const file = join(config.rootDir, 'redocly.yaml');
  return existsSync(file) ? r.loadConfig({ configPath: file }) : r.createConfig({ extends: ['minimal'] });
}

function describeProblem(r: Redocly, p: NormalizedProblem): BuildError {
  const loc = p.location[0];
  let place: { file: string; line?: number; column?: number } | undefined;
  if (loc) {
    try {
      const lc = r.getLineColLocation(loc);
      place = { file: loc.source.absoluteRef, line: lc.start.line, column: lc.start.col };
    } catch {
      place = { file: loc.source.absoluteRef };
    }
  }
  return new BuildError(`${p.message} [${p.ruleId}]`, place);
}

/** Redocly throws on unparsable YAML; turn that into a located build error. */
function yamlError(error: unknown): never {
  const message = (error as Error).message ?? String(error);
  const m = /^(.*?) in "([^"]+)" \((\d+):(\d+)\)/.exec(message);
  if (m) throw new BuildError(`Invalid YAML: ${m[1]}.`, { file: m[2], line: Number(m[3]), column: Number(m[4]) }, 'Fix the YAML syntax of the schema file.');
  throw new BuildError(`Cannot read the schema: ${message.split('\n')[0]}`);
}

const errorsOf = (problems: NormalizedProblem[]) => problems.filter((p) => p.severity === 'error' && !p.ignored);

export interface SchemaOptions {
  offline: boolean;
  strict: boolean;
  log: (message: string) => void;
  fetchImpl?: typeof fetch;
}

/** Validates a downloaded JSON schema; returns the bundled document or the problems. */
async function validateDownloaded(body: string, url: string, config: ResolvedConfig): Promise<{ document?: OpenApiDocument; problems: BuildError[] }> {
  try {
    JSON.parse(body);
  } catch (error) {
    return { problems: [new BuildError(`The downloaded schema is not JSON: ${(error as Error).message}`, { file: url })] };
  }
  const r = await redocly();
  const lintCfg = await lintConfig(config);
  const problems = errorsOf(await r.lintFromString({ source: body, absoluteRef: url, config: lintCfg }));
  if (problems.length) return { problems: problems.map((p) => describeProblem(r, p)) };
  const bundled = await r.bundleFromString({ source: body, absoluteRef: url, config: lintCfg });
  return { document: bundled.bundle.parsed as OpenApiDocument, problems: [] };
}

function hashOf(document: OpenApiDocument): string {
  return createHash('sha256').update(JSON.stringify(document)).digest('hex').slice(0, 16);
}

/** Whether a sidebar includes the generated reference (`{ type: 'api' }`), so a schema is required. */
function usesApiSidebar(config: ResolvedConfig): boolean {
  const has = (items: unknown[]): boolean =>
    items.some((i) => typeof i === 'object' && i !== null && ((i as { type?: string }).type === 'api' || has(((i as { items?: unknown[] }).items) ?? [])));
  return Object.values(config.sidebars).some(has);
}

export async function loadSchema(config: ResolvedConfig, opts: SchemaOptions): Promise<LoadedSchema | undefined> {
  const vendored = config.schema.vendored;
  const cacheFile = join(config.cacheDir, 'schema', 'last-good.json');
  const fetchImpl = opts.fetchImpl ?? fetch;

  if (config.schema.url && !opts.offline) {
    const url = new URL(config.schema.url);
    url.searchParams.set('format', 'json');
    let failure: string | undefined;
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(config.schema.timeoutMs), headers: { accept: 'application/json' } });
      if (!res.ok) failure = `HTTP ${res.status}`;
      else {
        const body = await res.text();
        const { document, problems } = await validateDownloaded(body, url.href, config);
        if (document) {
          writeFileAtomic(cacheFile, JSON.stringify(document));
          opts.log(`Schema: downloaded from ${url.href}`);
          return { origin: 'download', location: url.href, document, hash: hashOf(document), sourceFile: cacheFile };
        }
        const error = new BuildErrors(`The downloaded schema from ${url.href} is invalid (${problems.length} problem${problems.length > 1 ? 's' : ''}).`, problems);
        if (opts.strict) throw error;
        opts.log(`${error.message}\n${problems.map((p) => '  ' + p.message).join('\n')}\nIgnoring it.`);
        failure = 'invalid schema';
      }
    } catch (error) {
      if (error instanceof BuildErrors) throw error;
      const e = error as Error;
      failure = e.name === 'TimeoutError' ? `no answer within ${config.schema.timeoutMs} ms` : (e.cause as Error | undefined)?.message ?? e.message;
    }
    opts.log(`Schema: could not use ${url.href} (${failure}); falling back.`);
  }

  if (config.schema.url && existsSync(cacheFile)) {
    try {
      const document = JSON.parse(readFileSync(cacheFile, 'utf8')) as OpenApiDocument;
      opts.log(`Schema: using the last good download (${cacheFile})`);
      return { origin: 'cache', location: cacheFile, document, hash: hashOf(document), sourceFile: cacheFile };
    } catch {
      opts.log(`Schema: the cached copy ${cacheFile} is unreadable; ignoring it.`);
    }
  }

  if (!existsSync(vendored)) {
    if (usesApiSidebar(config)) {
      throw new BuildError(`No schema to build the API reference from: ${vendored} does not exist.`, { file: config.configFile }, 'Set `schema.vendored` to the OpenAPI file, or configure `schema.url`.');
    }
    return undefined;
  }
  const cached = readVendoredCache(config);
  if (cached) {
    opts.log(`Schema: vendored copy ${vendored} (unchanged since the last lint)`);
    return { origin: 'vendored', location: vendored, document: cached, hash: hashOf(cached), sourceFile: vendored };
  }
  const r = await redocly();
  const lintCfg = await lintConfig(config);
  const problems = errorsOf(await r.lint({ ref: vendored, config: lintCfg, externalRefResolver: tokenResolver(r, config.tokens) }).catch(yamlError));
  if (problems.length) {
    throw new BuildErrors(`The schema ${vendored} is invalid (${problems.length} problem${problems.length > 1 ? 's' : ''}):`, problems.map((p) => describeProblem(r, p)));
  }
  const bundled = await r.bundle({ ref: vendored, config: lintCfg, externalRefResolver: tokenResolver(r, config.tokens) });
  const document = bundled.bundle.parsed as OpenApiDocument;
  writeVendoredCache(config, [vendored, ...bundled.fileDependencies], document);
  opts.log(`Schema: vendored copy ${vendored}`);
  return { origin: 'vendored', location: vendored, document, hash: hashOf(document), sourceFile: vendored };
}

// Linting and bundling the vendored schema costs hundreds of milliseconds, so
// the result is kept under a key made of every file it read, the tokens and
// the lint config; any edit to any of them misses the cache.
const manifestFile = (config: ResolvedConfig) => join(config.cacheDir, 'schema', 'vendored-files.json');

function vendoredKey(config: ResolvedConfig, files: string[]): string | undefined {
  const hash = createHash('sha256').update(JSON.stringify(config.tokens));
  const lintFile = join(config.rootDir, 'redocly.yaml');
  for (const file of [lintFile, ...files]) {
    if (!existsSync(file)) {
      if (file === lintFile) continue;
      return undefined;
    }
    hash.update(file).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 24);
}

function readVendoredCache(config: ResolvedConfig): OpenApiDocument | undefined {
  try {
    const files = JSON.parse(readFileSync(manifestFile(config), 'utf8')) as string[];
    if (files[0] !== config.schema.vendored) return undefined;
    const key = vendoredKey(config, files);
    const entry = key && join(config.cacheDir, 'schema', `vendored-${key}.json`);
    return entry && existsSync(entry) ? (JSON.parse(readFileSync(entry, 'utf8')) as OpenApiDocument) : undefined;
  } catch {
    return undefined;
  }
}

function writeVendoredCache(config: ResolvedConfig, files: string[], document: OpenApiDocument) {
  const key = vendoredKey(config, files);
  if (!key) return;
  writeFileAtomic(join(config.cacheDir, 'schema', `vendored-${key}.json`), JSON.stringify(document));
  writeFileAtomic(manifestFile(config), JSON.stringify(files));
}
