// Load stage for the API schema: download it (format=json) when a URL is
// configured and reachable, else the last good download, else the schema
// vendored in the repository. Whatever is used is linted with
// @redocly/openapi-core and bundled into one document; Swagger 2.0 is
// converted to OpenAPI 3.0 first. Only problems that make the reference
// impossible to build fail it; the rest are warnings (see problems.ts).
import type { BaseResolver, Config, NormalizedProblem } from '@redocly/openapi-core';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { writeFileAtomic } from '../../cache.ts';
import { basename, join, dirname } from 'node:path';
import type { ResolvedConfig } from '../../config.ts';
import { BuildError, BuildErrors } from '../../errors.ts';
import { toolFingerprint } from '../../paths.ts';
import { createLocator, describeProblems, fromLint, isFatal, isMappingByName, problemsAsErrors, type SchemaProblem } from './problems.ts';
import { planProblems } from './plan.ts';
import { listContentFiles, readSourceFile } from '../../content.ts';
import type { OpenApiDocument } from './values.ts';

export type SchemaOrigin = 'download' | 'cache' | 'vendored';

export interface LoadedSchema {
  origin: SchemaOrigin;
  /** Where it came from: the URL or the file. */
  location: string;
  /**
   * The bundled document (external files inlined, internal $refs kept). A linted schema from the
   * cache is read only when something needs it: a build whose outputs are all cached never does.
   */
  readonly document: OpenApiDocument;
  /** sha256 of the document's JSON. */
  documentHash: string;
  /** Hash of the document and the guide routes, for caches downstream. */
  hash: string;
  /** File blamed for problems in generated pages (the vendored root or the cache file). */
  sourceFile: string;
  /** Problems that did not stop the build (already reported on stderr). */
  warnings: SchemaProblem[];
  /** Routes of the site's guides: generated pages stay clear of them, and schema links to them are kept. */
  siteRoutes: string[];
}

// Redocly takes ~0.6 s to load: builds that reuse a linted schema never load it.
type Redocly = typeof import('@redocly/openapi-core');
let redoclyModule: Promise<Redocly> | undefined;
const redocly = () => (redoclyModule ??= import('@redocly/openapi-core'));

const TOKEN = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/**
 * `{{token}}` placeholders replaced, keeping line numbers. Unlike guides, a
 * schema may be a provider's own document with `{{…}}` in it for other tools:
 * unknown placeholders stay as written, with a warning.
 */
function schemaTokens(text: string, tokens: Record<string, string>, file: string, problems: SchemaProblem[]): string {
  return text.replace(TOKEN, (match, name: string, offset: number) => {
    if (Object.hasOwn(tokens, name)) return tokens[name];
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    problems.push({ message: `Unknown placeholder ${match}, kept as written.`, rule: 'unknown-placeholder', place: { file, line, column: offset - before.lastIndexOf('\n') } });
    return match;
  });
}

/**
 * `openapi: 3.1` (a YAML number) or `"3.0"` where a full version string is
 * expected: rewritten in place to the `.0` release so the linter accepts the
 * document; line numbers stay.
 */
function fixVersion(text: string): { text: string; from?: string; to?: string } {
  const yaml = /^(openapi[ \t]*:[ \t]*)(['"]?)(3(?:\.\d+)?)\2[ \t]*$/m;
  const json = /("openapi"\s*:\s*)("?)(3(?:\.\d+)?)\2(?=\s*[,}])/;
  for (const re of [yaml, json]) {
    const m = re.exec(text);
    if (m && !/^3\.\d+\.\d+/.test(m[3])) {
      const to = m[3].includes('.') ? `${m[3]}.0` : '3.0.0';
      return { text: text.slice(0, m.index) + `${m[1]}"${to}"` + text.slice(m.index + m[0].length), from: m[3], to };
    }
  }
  return { text };
}

/** A resolver that reads schema files with `{{tokens}}` replaced (and the root's version fixed), so lint sees real values and keeps line numbers. */
function tokenResolver(r: Redocly, tokens: Record<string, string>, root: string, problems: SchemaProblem[]): BaseResolver {
  class TokenResolver extends r.BaseResolver {
    async loadExternalRef(absoluteRef: string) {
      const source = await super.loadExternalRef(absoluteRef);
      let body = schemaTokens(source.body, tokens, absoluteRef, problems);
      if (absoluteRef === root) body = fixVersion(body).text;
      return new r.Source(source.absoluteRef, body, source.mimeType);
    }

    // Redocly parses JSON with its YAML parser, several times slower than JSON.parse on a large
    // schema; the data is the same. Locations of problems come from the source text, not from this.
    parseDocument(source: InstanceType<Redocly['Source']>, isRoot = false) {
      if ((isRoot || /\.json$/i.test(source.absoluteRef)) && /^\s*[{[]/.test(source.body)) {
        try {
          return { source, parsed: JSON.parse(source.body) };
        } catch {
          // Not JSON after all (YAML flow style, or broken): Redocly's parser reports it.
        }
      }
      return super.parseDocument(source, isRoot);
    }
  }
  return new TokenResolver();
}

/**
 * The site's own redocly.yaml when it has one (ours extends `recommended`);
 * otherwise Redocly's `minimal` rules.
 */
async function lintConfig(config: ResolvedConfig): Promise<Config> {
  const r = await redocly();
  const file = join(config.rootDir, 'redocly.yaml');
  return existsSync(file) ? r.loadConfig({ configPath: file }) : r.createConfig({ extends: ['minimal'] });
}

/** Parses JSON or YAML text; a syntax error becomes a located problem. */
function parseText(r: Redocly, text: string, file: string): { data?: unknown; problem?: SchemaProblem } {
  try {
    return { data: JSON.parse(text) };
  } catch {
    // YAML, or broken JSON: the YAML parser locates the problem.
  }
  try {
    return { data: r.parseYaml(text) };
  } catch (error) {
    const e = error as { reason?: string; message?: string; mark?: { line: number; column: number } };
    const reason = e.reason ?? String(e.message ?? error).split('\n')[0];
    return { problem: { message: `Invalid YAML: ${reason}.`, rule: 'syntax', place: e.mark ? { file, line: e.mark.line + 1, column: e.mark.column + 1 } : { file } } };
  }
}

type Kind = { kind: 'oas3' } | { kind: 'oas2' } | { kind: 'other'; why: string };

function kindOf(data: unknown): Kind {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { kind: 'other', why: 'it is not a JSON or YAML object' };
  const d = data as Record<string, unknown>;
  if (d.swagger !== undefined) return String(d.swagger).startsWith('2') ? { kind: 'oas2' } : { kind: 'other', why: `swagger: ${JSON.stringify(d.swagger)} is not a version this tool reads (Swagger 2.0 and OpenAPI 3.x are)` };
  if (d.openapi !== undefined) return /^3(\.|$)/.test(String(d.openapi)) ? { kind: 'oas3' } : { kind: 'other', why: `openapi: ${JSON.stringify(d.openapi)} is not a version this tool reads (Swagger 2.0 and OpenAPI 3.x are)` };
  return { kind: 'other', why: 'it has neither an `openapi` nor a `swagger` field' };
}

export interface SchemaOptions {
  offline: boolean;
  strict: boolean;
  log: (message: string) => void;
  fetchImpl?: typeof fetch;
}

interface Checked {
  document?: OpenApiDocument;
  /** Problems that make the schema unusable (with --strict-schema: every lint error). */
  fatal: SchemaProblem[];
  warnings: SchemaProblem[];
  /** Files read (for the vendored cache key). */
  files: string[];
  /** Where problems found later (by the page planner) are located: the root, or the converted document. */
  locateIn?: string;
  /** Set when the document was Swagger 2.0: the converted OpenAPI 3.0 file. */
  converted?: string;
}

/** Swagger 2.0 → OpenAPI 3.0 with @scalar/openapi-upgrader, written under .cache so problems have a file to point into. */
async function convertSwagger(config: ResolvedConfig, bundled: unknown, name: string): Promise<string> {
  const { upgrade } = await import('@scalar/openapi-upgrader');
  const converted = upgrade(structuredClone(bundled) as never, '3.0');
  const text = JSON.stringify(converted, null, 2);
  const dir = join(config.cacheDir, 'schema', 'converted');
  const file = join(dir, `${name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/\.(json|ya?ml)$/i, '')}-${createHash('sha256').update(text).digest('hex').slice(0, 8)}.openapi.json`);
  if (!existsSync(file)) writeFileAtomic(file, text);
  return file;
}

/**
 * Lints and bundles a schema (a file with its references, or a downloaded
 * body): the document, what is fatal and what is only worth a warning.
 */
async function checkSchema(config: ResolvedConfig, input: { file: string } | { body: string; url: string }, strict: boolean, log: (m: string) => void): Promise<Checked> {
  const r = await redocly();
  const lintCfg = await lintConfig(config);
  const warnings: SchemaProblem[] = [];
  const where = 'file' in input ? input.file : input.url;
  let text: string;
  if ('file' in input) {
    try {
      text = schemaTokens(readFileSync(input.file, 'utf8'), config.tokens, input.file, warnings);
    } catch (error) {
      return { fatal: [{ message: `Cannot read the schema: ${(error as Error).message}`, rule: 'read', place: { file: input.file } }], warnings, files: [] };
    }
  } else text = input.body;
  const parsed = parseText(r, text, where);
  if (parsed.problem) return { fatal: [parsed.problem], warnings, files: [] };
  const kind = kindOf(parsed.data);
  if (kind.kind === 'other') return { fatal: [{ message: `This is not an OpenAPI document: ${kind.why}.`, rule: 'not-openapi', place: { file: where, line: 1, column: 1 } }], warnings, files: [] };

  const version = fixVersion(text);
  if (version.from) {
    warnings.push({ message: `\`openapi: ${version.from}\` is not a full version string; read as "${version.to}".`, rule: 'openapi-version', place: { file: where, line: text.slice(0, text.indexOf(version.from!)).split('\n').length } });
  }
  // One resolver for the lint and the bundle: it keeps every file it read and parsed, so the bundle does not read them again.
  let shared: BaseResolver | undefined;
  const resolverFor = () => ('file' in input ? (shared ??= tokenResolver(r, config.tokens, input.file, warnings)) : undefined);
  let converted: string | undefined;
  let ref: { file: string } | { body: string; url: string } = input;
  if (kind.kind === 'oas2') {
    // Bundle first (other files' definitions inlined), then convert.
    const pre = 'file' in input
      ? await r.bundle({ ref: input.file, config: lintCfg, externalRefResolver: resolverFor() })
      : await r.bundleFromString({ source: version.text, absoluteRef: input.url, config: lintCfg });
    converted = await convertSwagger(config, pre.bundle.parsed, basename('file' in input ? input.file : new URL(input.url).pathname) || 'schema');
    log(`Schema: ${where} is Swagger 2.0; converted to OpenAPI 3.0 with @scalar/openapi-upgrader (${converted}).`);
    ref = { file: converted };
  }
  const files = 'file' in input ? [input.file] : [];
  const place = { file: 'file' in ref ? ref.file : ref.url };
  // The linter and bundler are third-party code reading third-party documents: a crash in them is reported, not passed on.
  let lintProblems: NormalizedProblem[] = [];
  try {
    lintProblems =
      'file' in ref
        ? await r.lint({ ref: ref.file, config: lintCfg, externalRefResolver: converted ? undefined : resolverFor() })
        : await r.lintFromString({ source: version.text, absoluteRef: ref.url, config: lintCfg });
  } catch (error) {
    warnings.push({ message: `The linter stopped on this document (${firstLine(error)}); it is built unchecked.`, rule: 'lint-failed', place });
  }
  const fatal: SchemaProblem[] = [];
  let document: OpenApiDocument | undefined;
  const errors = lintProblems.filter((p) => p.severity === 'error' && !p.ignored);
  // Discriminator mappings are checked against the file the mapping is written in.
  const sources = new Map<string, unknown>();
  const dataOf = (p: NormalizedProblem) => {
    const source = p.location[0]?.source;
    if (!source) return undefined;
    if (!sources.has(source.absoluteRef)) sources.set(source.absoluteRef, parseText(r, source.body, source.absoluteRef).data);
    return sources.get(source.absoluteRef);
  };
  const rootData = converted ? undefined : parsed.data;
  for (const p of errors) {
    if (isMappingByName(p, dataOf(p) as OpenApiDocument, (rootData ?? dataOf(p)) as OpenApiDocument)) continue;
    (strict || isFatal(p) ? fatal : warnings).push(fromLint(r, p));
  }
  if (!fatal.length) {
    try {
      const bundled =
        'file' in ref
          ? await r.bundle({ ref: ref.file, config: lintCfg, externalRefResolver: converted ? undefined : resolverFor() })
          : await r.bundleFromString({ source: version.text, absoluteRef: ref.url, config: lintCfg });
      document = bundled.bundle.parsed as OpenApiDocument;
      if (!converted) files.push(...bundled.fileDependencies);
    } catch (error) {
      fatal.push({ message: `The schema cannot be bundled: ${firstLine(error)}.`, rule: 'bundle', place });
    }
  }
  if (document) {
    try {
      JSON.stringify(document);
    } catch {
      document = decycle(document);
    }
    normaliseMappings(document);
  }
  return { document, fatal, warnings, files: [...new Set(files)], locateIn: 'file' in ref ? ref.file : undefined, converted };
}

/** Hash of the document and the guide routes (both decide the generated pages). */
const firstLine = (error: unknown) => String((error as Error)?.message ?? error).split('\n')[0].replace(/\.$/, '');

/**
 * The bundler can leave object cycles behind (a schema that contains itself
 * rather than a `$ref` to itself); they become `$ref`s again, so the
 * document can be written as JSON and walked without end.
 */
function decycle(document: OpenApiDocument): OpenApiDocument {
  const onPath = new Map<object, string>();
  const visit = (node: unknown, pointer: string): unknown => {
    if (!node || typeof node !== 'object') return node;
    const ancestor = onPath.get(node);
    if (ancestor !== undefined) return { $ref: `#${ancestor}` };
    onPath.set(node, pointer);
    const out: any = Array.isArray(node) ? [] : {};
    for (const [key, value] of Object.entries(node)) out[key] = visit(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    onPath.delete(node);
    return out;
  };
  return visit(document, '') as OpenApiDocument;
}

/**
 * Discriminator mappings may name a schema (`Cat: Cat`) instead of referencing
 * it; the published document says `#/components/schemas/Cat`, which is what
 * that means and what other tools (the type generator) expect.
 */
function normaliseMappings(document: OpenApiDocument) {
  const schemas = document?.components?.schemas;
  if (!schemas || typeof schemas !== 'object') return;
  const seen = new Set<object>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Record<string, unknown>;
    const mapping = (n.discriminator as { mapping?: unknown } | undefined)?.mapping;
    if (mapping && typeof mapping === 'object' && !Array.isArray(mapping)) {
      for (const [key, value] of Object.entries(mapping as Record<string, unknown>)) {
        if (typeof value === 'string' && !/[/#]/.test(value) && Object.hasOwn(schemas, value)) (mapping as Record<string, unknown>)[key] = `#/components/schemas/${value}`;
      }
    }
    for (const value of Object.values(n)) visit(value);
  };
  visit(document);
}

/** The schema's hash: its document's with the guide routes. */
function hashOf(documentHash: string, siteRoutes: string[]): string {
  return createHash('sha256').update(documentHash).update(siteRoutes.join('\n')).digest('hex').slice(0, 16);
}

const documentHashOf = (document: OpenApiDocument) => createHash('sha256').update(JSON.stringify(document)).digest('hex');

/** Routes of the guides (front matter read, nothing compiled); files with errors are left to the content stage. */
function contentRoutes(config: ResolvedConfig): string[] {
  if (!existsSync(config.contentDir)) return [];
  const routes = new Set<string>();
  for (const file of listContentFiles(config.contentDir)) {
    try {
      const src = readSourceFile(config.contentDir, file, config.tokens);
      if (!src.isPartial) routes.add(src.route);
    } catch {
      // reported by the content stage
    }
  }
  return [...routes].sort();
}

/** Whether a sidebar includes the generated reference (`{ type: 'api' }`), so a schema is required. */
function usesApiSidebar(config: ResolvedConfig): boolean {
  const has = (items: unknown[]): boolean =>
    items.some((i) => typeof i === 'object' && i !== null && ((i as { type?: string }).type === 'api' || has(((i as { items?: unknown[] }).items) ?? [])));
  return Object.values(config.sidebars).some(has);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * Problems the page planner finds (missing operation ids, clashing page routes), located in the given
 * file. Kept in the cache by the schema's hash (its document and the guide routes): the same document
 * and routes have the same problems, and the document need not even be read for them.
 */
async function plannerProblems(config: ResolvedConfig, document: () => OpenApiDocument, locateIn: string | undefined, tokens: boolean, siteRoutes: string[], hash: string): Promise<SchemaProblem[]> {
  const key = createHash('sha256').update(JSON.stringify([hash, config.product.slug, locateIn, tokens, toolFingerprint()])).digest('hex').slice(0, 24);
  const cacheFile = join(config.cacheDir, 'schema', `planned-${key}.json`);
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as SchemaProblem[];
  } catch {
    // not planned yet
  }
  let problems = planProblems(document(), config.product.slug, siteRoutes);
  if (problems.length && locateIn) {
    const r = await redocly();
    const locate = createLocator(r, locateIn, (file) => (tokens ? schemaTokens(readFileSync(file, 'utf8'), config.tokens, file, []) : readFileSync(file, 'utf8')));
    problems = problems.map((p) => (p.pointer && !p.place ? { ...p, place: locate(p.pointer) } : p));
  }
  writeFileAtomic(cacheFile, JSON.stringify(problems));
  return problems;
}

/** Lint warnings, then the planner's, leaving out what the linter already said at the same place. */
function merge(lint: SchemaProblem[], planned: SchemaProblem[]): SchemaProblem[] {
  const places = new Set(lint.map((p) => p.pointer).filter(Boolean));
  return [...lint, ...planned.filter((p) => !p.pointer || !places.has(p.pointer))];
}

// Warnings are listed once per process for a given schema (`docs serve` rebuilds often).
const reported = new Set<string>();

/** Lists the warnings (or, with --strict-schema, fails on them). */
function report(warnings: SchemaProblem[], hash: string, opts: SchemaOptions, what: string) {
  if (!warnings.length) return;
  if (opts.strict) throw problemsAsErrors(`The schema ${what} has ${plural(warnings.length, 'problem')} (--strict-schema):`, warnings);
  if (hash && reported.has(hash)) return;
  if (hash) reported.add(hash);
  const lines = describeProblems(warnings);
  opts.log(`Schema warnings (${lines.length}; the reference is built anyway, --strict-schema makes them errors):\n${lines.map((l) => '  warning ' + l).join('\n')}`);
}

export async function loadSchema(config: ResolvedConfig, opts: SchemaOptions): Promise<LoadedSchema | undefined> {
  const vendored = config.schema.vendored;
  const cacheFile = join(config.cacheDir, 'schema', 'last-good.json');
  const fetchImpl = opts.fetchImpl ?? fetch;
  const siteRoutes = contentRoutes(config);

  if (config.schema.url && !opts.offline) {
    const url = new URL(config.schema.url);
    url.searchParams.set('format', 'json');
    let failure: string | undefined;
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(config.schema.timeoutMs), headers: { accept: 'application/json' } });
      if (!res.ok) failure = `HTTP ${res.status}`;
      else {
        const body = await res.text();
        let checked: Checked;
        try {
          JSON.parse(body);
          checked = await checkSchema(config, { body, url: url.href }, opts.strict, opts.log);
        } catch (error) {
          checked = { fatal: [{ message: `The downloaded schema is not JSON: ${(error as Error).message}`, rule: 'syntax', place: { file: url.href } }], warnings: [], files: [] };
        }
        const { document } = checked;
        if (document && !checked.fatal.length) {
          // Pretty-printed: warnings found later point at its lines.
          writeFileAtomic(cacheFile, JSON.stringify(document, null, 2));
          opts.log(`Schema: downloaded from ${url.href}`);
          const documentHash = documentHashOf(document);
          const hash = hashOf(documentHash, siteRoutes);
          const warnings = merge(checked.warnings, await plannerProblems(config, () => document, cacheFile, false, siteRoutes, hash));
          report(warnings, hash, opts, `downloaded from ${url.href}`);
          return { origin: 'download', location: url.href, document, documentHash, hash, sourceFile: cacheFile, warnings, siteRoutes };
        }
        const error = problemsAsErrors(`The downloaded schema from ${url.href} is invalid (${plural(checked.fatal.length, 'problem')}).`, checked.fatal);
        if (opts.strict) throw error;
        opts.log(`${error.message}\n${error.errors.map((p) => '  ' + p.message).join('\n')}\nIgnoring it.`);
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
      const documentHash = documentHashOf(document);
      const hash = hashOf(documentHash, siteRoutes);
      const warnings = await plannerProblems(config, () => document, cacheFile, false, siteRoutes, hash);
      report(warnings, hash, opts, cacheFile);
      return { origin: 'cache', location: cacheFile, document, documentHash, hash, sourceFile: cacheFile, warnings, siteRoutes };
    } catch (error) {
      if (error instanceof BuildErrors) throw error;
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
    opts.log(`Schema: vendored copy ${vendored} (${cached.converted ? 'Swagger 2.0 converted to OpenAPI 3.0, ' : ''}unchanged since the last lint)`);
    // The entry keeps its document's hash (a large schema takes a while to serialise again), and the
    // document in a file of its own, parsed when first needed.
    const { documentHash } = cached;
    const hash = hashOf(documentHash, siteRoutes);
    const warnings = merge(cached.warnings, await plannerProblems(config, cached.document, cached.locateIn, !cached.converted, siteRoutes, hash));
    report(warnings, hash, opts, vendored);
    return {
      origin: 'vendored',
      location: vendored,
      get document() {
        return cached.document();
      },
      documentHash,
      hash,
      sourceFile: vendored,
      warnings,
      siteRoutes,
    };
  }
  const checked = await checkSchema(config, { file: vendored }, opts.strict, opts.log);
  if (checked.fatal.length || !checked.document) {
    if (!opts.strict) report(checked.warnings, '', opts, vendored);
    throw problemsAsErrors(`The schema ${vendored} is invalid (${plural(checked.fatal.length, 'problem')}):`, checked.fatal);
  }
  const document = checked.document;
  const documentHash = documentHashOf(document);
  writeVendoredCache(config, [vendored, ...checked.files], document, { documentHash, warnings: checked.warnings, converted: checked.converted, locateIn: checked.locateIn });
  const hash = hashOf(documentHash, siteRoutes);
  const warnings = merge(checked.warnings, await plannerProblems(config, () => document, checked.locateIn, !checked.converted, siteRoutes, hash));
  report(warnings, hash, opts, vendored);
  opts.log(`Schema: vendored copy ${vendored}`);
  return { origin: 'vendored', location: vendored, document, documentHash, hash, sourceFile: vendored, warnings, siteRoutes };
}

// Linting and bundling the vendored schema costs hundreds of milliseconds, so
// the result is kept under a key made of every file it read, the tokens and
// the lint config; any edit to any of them misses the cache.
const manifestFile = (config: ResolvedConfig) => join(config.cacheDir, 'schema', 'vendored-files.json');

interface VendoredEntry {
  /** sha256 of the document's JSON (the document is a file of its own, `vendored-<key>.doc.json`). */
  documentHash: string;
  /** The linter's warnings (the planner's depend on the guides too, so are worked out each build). */
  warnings: SchemaProblem[];
  converted?: string;
  locateIn?: string;
}

function vendoredKey(config: ResolvedConfig, files: string[]): string | undefined {
  // The tool's code decides what is a warning and how documents are converted.
  const seeded = () => createHash('sha256').update(toolFingerprint()).update(JSON.stringify(config.tokens));
  const hash = seeded();
  const lintFile = join(config.rootDir, 'redocly.yaml');
  // The files' contents make the key; the key is remembered by their stat stamps (path, size,
  // modification time, inode), as `docs serve` does, so an untouched multi-megabyte schema is not
  // read and hashed again at every build.
  const stamp = seeded();
  for (const file of [lintFile, ...files]) {
    const st = statSync(file, { throwIfNoEntry: false });
    stamp.update(st ? `${file}\0${st.size}:${st.mtimeMs}:${st.ino}\n` : `${file}\0-\n`);
  }
  const stampFile = join(config.cacheDir, 'schema', `stamp-${stamp.digest('hex').slice(0, 24)}`);
  try {
    return readFileSync(stampFile, 'utf8');
  } catch {
    // not seen with these stamps
  }
  for (const file of [lintFile, ...files]) {
    if (!existsSync(file)) {
      if (file === lintFile) continue;
      return undefined;
    }
    hash.update(file).update('\0').update(readFileSync(file));
  }
  const key = hash.digest('hex').slice(0, 24);
  writeFileAtomic(stampFile, key);
  return key;
}

/** The files the vendored schema was last bundled from (the root file first), if known. */
export function vendoredInputs(config: ResolvedConfig): string[] | undefined {
  try {
    const files = JSON.parse(readFileSync(manifestFile(config), 'utf8')) as string[];
    return files[0] === config.schema.vendored ? files : undefined;
  } catch {
    return undefined;
  }
}

function readVendoredCache(config: ResolvedConfig): (VendoredEntry & { document: () => OpenApiDocument }) | undefined {
  try {
    const files = JSON.parse(readFileSync(manifestFile(config), 'utf8')) as string[];
    if (files[0] !== config.schema.vendored) return undefined;
    const key = vendoredKey(config, files);
    if (!key) return undefined;
    const entry = join(config.cacheDir, 'schema', `vendored-${key}.json`);
    const documentFile = join(config.cacheDir, 'schema', `vendored-${key}.doc.json`);
    if (!existsSync(entry) || !existsSync(documentFile)) return undefined;
    let document: OpenApiDocument | undefined;
    return { ...(JSON.parse(readFileSync(entry, 'utf8')) as VendoredEntry), document: () => (document ??= JSON.parse(readFileSync(documentFile, 'utf8')) as OpenApiDocument) };
  } catch {
    return undefined;
  }
}

function writeVendoredCache(config: ResolvedConfig, files: string[], document: OpenApiDocument, entryData: VendoredEntry) {
  const key = vendoredKey(config, files);
  if (!key) return;
  writeFileAtomic(join(config.cacheDir, 'schema', `vendored-${key}.doc.json`), JSON.stringify(document));
  writeFileAtomic(join(config.cacheDir, 'schema', `vendored-${key}.json`), JSON.stringify(entryData));
  writeFileAtomic(manifestFile(config), JSON.stringify(files));
}
