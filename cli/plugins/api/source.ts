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
import { createLocator, describeProblems, fromLint, isFatal, isMappingByName, problemGroups, problemsAsErrors, type SchemaProblem } from './problems.ts';
import { report as reporter } from '../../report/index.ts';
import { planProblems, staticFileOf } from './plan.ts';
import { listContentFiles, readSourceFile } from '../../content.ts';
import { redactText, redactUrl, requestParts } from '../../redact.ts';
import { downloadResolver } from './remote-refs.ts';
import { checkSchema, redocly, schemaTokens, type Checked } from './schema-lint.ts';
import { readVendoredCache, writeVendoredCache } from './vendored-cache.ts';
import type { OpenApiDocument } from './values.ts';

export { vendoredInputs } from './vendored-cache.ts';

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


export interface SchemaOptions {
  offline: boolean;
  strict: boolean;
  log: (message: string) => void;
  fetchImpl?: typeof fetch;
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
  let problems = planProblems(document(), config.product.slug, siteRoutes, staticFileOf(config.rootDir));
  if (problems.length && locateIn) {
    const r = await redocly();
    const locate = createLocator(r, locateIn, (file) => (tokens ? schemaTokens(readFileSync(file, 'utf8'), config.tokens, file, []) : readFileSync(file, 'utf8')));
    // Located together: a JSON file is scanned once for all of them.
    const wanted = problems.flatMap((p, i) => (p.pointer && !p.place ? [i] : []));
    const located = locate(wanted.map((i) => problems[i].pointer!));
    problems = [...problems];
    wanted.forEach((i, k) => (problems[i] = { ...problems[i], place: located[k] }));
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
  // Each also to the reporter: counted, in `--json`, annotated in CI (the log above has shown them).
  for (const { first } of problemGroups(warnings)) reporter().warning({ message: first.message, rule: first.rule, ...first.place, logged: true });
}

export async function loadSchema(config: ResolvedConfig, opts: SchemaOptions): Promise<LoadedSchema | undefined> {
  const vendored = config.schema.vendored;
  const cacheFile = join(config.cacheDir, 'schema', 'last-good.json');
  const fetchImpl = opts.fetchImpl ?? fetch;
  const siteRoutes = contentRoutes(config);

  if (config.schema.url && !opts.offline) {
    const url = new URL(config.schema.url);
    url.searchParams.set('format', 'json');
    // What the log, errors and problem lists say: never the credentials or query values (see redact.ts).
    const shown = redactUrl(url);
    const request = requestParts(url);
    let failure: string | undefined;
    try {
      const res = await fetchImpl(request.url, { signal: AbortSignal.timeout(config.schema.timeoutMs), headers: { accept: 'application/json', ...request.headers } });
      if (!res.ok) failure = `HTTP ${res.status}`;
      else {
        const body = await res.text();
        let checked: Checked;
        try {
          JSON.parse(body);
          checked = await checkSchema(config, { body, url: shown, resolver: downloadResolver(await redocly(), url, config.schema.timeoutMs) }, opts.strict, opts.log);
        } catch (error) {
          checked = { fatal: [{ message: `The downloaded schema is not JSON: ${(error as Error).message}`, rule: 'syntax', place: { file: shown } }], warnings: [], files: [] };
        }
        const { document } = checked;
        if (document && !checked.fatal.length) {
          // Pretty-printed: warnings found later point at its lines.
          writeFileAtomic(cacheFile, JSON.stringify(document, null, 2));
          opts.log(`Schema: downloaded from ${shown}`);
          const documentHash = documentHashOf(document);
          const hash = hashOf(documentHash, siteRoutes);
          const warnings = merge(checked.warnings, await plannerProblems(config, () => document, cacheFile, false, siteRoutes, hash));
          report(warnings, hash, opts, `downloaded from ${shown}`);
          return { origin: 'download', location: shown, document, documentHash, hash, sourceFile: cacheFile, warnings, siteRoutes };
        }
        const error = problemsAsErrors(`The downloaded schema from ${shown} is invalid (${plural(checked.fatal.length, 'problem')}).`, checked.fatal);
        if (opts.strict) throw error;
        opts.log(`${error.message}\n${error.errors.map((p) => '  ' + p.message).join('\n')}\nIgnoring it.`);
        failure = 'invalid schema';
      }
    } catch (error) {
      if (error instanceof BuildErrors) throw error;
      const e = error as Error;
      failure = e.name === 'TimeoutError' ? `no answer within ${config.schema.timeoutMs} ms` : redactText((e.cause as Error | undefined)?.message ?? e.message);
    }
    opts.log(`Schema: could not use ${shown} (${failure}); falling back.`);
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
