// Lint and bundle one schema with @redocly/openapi-core: `{{tokens}}`
// replaced (line numbers kept), a short `openapi:` version fixed, Swagger 2.0
// converted to OpenAPI 3.0, discriminator mappings by name made references.
// What is fatal and what is only a warning is decided here (see problems.ts);
// where the schema comes from is source.ts's business.
import type { BaseResolver, Config, NormalizedProblem } from '@redocly/openapi-core';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { writeFileAtomic } from '../../cache.ts';
import type { ResolvedConfig } from '../../config.ts';
import { fromLint, isFatal, isMappingByName, type SchemaProblem } from './problems.ts';
import { swagger2ToOpenApi3 } from './swagger2.ts';
import type { OpenApiDocument } from './values.ts';
import { expectPages } from '../../tiering.ts';

// Redocly takes ~0.6 s to load: builds that reuse a linted schema never load it.
export type Redocly = typeof import('@redocly/openapi-core');
let redoclyModule: Promise<Redocly> | undefined;
export const redocly = () => (redoclyModule ??= import('@redocly/openapi-core'));

const TOKEN = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/**
 * `{{token}}` placeholders replaced, keeping line numbers. Unlike guides, a
 * schema may be a provider's own document with `{{…}}` in it for other tools:
 * unknown placeholders stay as written, with a warning.
 */
export function schemaTokens(text: string, tokens: Record<string, string>, file: string, problems: SchemaProblem[]): string {
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
  return errorsOnly(existsSync(file) ? await r.loadConfig({ configPath: file }) : await r.createConfig({ extends: ['minimal'] }));
}

/**
 * Only lint errors decide anything (see checkSchema): a rule that can only warn is not run. On a
 * 21 MB schema that is 30 % of the lint's time (`nullable-type-sibling` alone visits every schema).
 */
function errorsOnly(lint: Config): Config {
  for (const [version, rules] of Object.entries(lint.rules)) {
    const kept: Record<string, unknown> = {};
    for (const [id, setting] of Object.entries(rules as Record<string, unknown>)) {
      // An object without a severity is an error (Redocly's getRuleSettings).
      const severity = typeof setting === 'string' ? setting : ((setting as { severity?: string } | null)?.severity ?? 'error');
      if (id === 'assertions' && Array.isArray(setting)) kept[id] = setting.filter((a: { severity?: string }) => (a?.severity ?? 'error') !== 'warn');
      else kept[id] = severity === 'warn' ? 'off' : setting;
    }
    (lint.rules as Record<string, unknown>)[version] = kept;
  }
  return lint;
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

/** The operations of a parsed document's own paths (one page each): counted before the lint and bundle. */
function operationCount(data: unknown): number {
  let count = 0;
  for (const item of Object.values(((data as { paths?: unknown }).paths ?? {}) as Record<string, unknown>)) {
    if (item && typeof item === 'object') for (const method of Object.keys(item)) if (HTTP_METHODS.has(method)) count++;
  }
  return count;
}
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

export interface Checked {
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

/** Swagger 2.0 → OpenAPI 3.0 (swagger2.ts), written under .cache so problems have a file to point into. */
async function convertSwagger(config: ResolvedConfig, bundled: unknown, name: string): Promise<string> {
  const converted = swagger2ToOpenApi3(structuredClone(bundled));
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
export async function checkSchema(config: ResolvedConfig, input: { file: string } | { body: string; url: string; resolver: BaseResolver }, strict: boolean, log: (m: string) => void): Promise<Checked> {
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
  expectPages(operationCount(parsed.data));

  const version = fixVersion(text);
  if (version.from) {
    warnings.push({ message: `\`openapi: ${version.from}\` is not a full version string; read as "${version.to}".`, rule: 'openapi-version', place: { file: where, line: text.slice(0, text.indexOf(version.from!)).split('\n').length } });
  }
  // One resolver for the lint and the bundle: it keeps every file it read and parsed, so the bundle does not read them again.
  let shared: BaseResolver | undefined;
  // A download's references resolve only beside it (see remote-refs.ts).
  const resolverFor = () => ('file' in input ? (shared ??= tokenResolver(r, config.tokens, input.file, warnings)) : input.resolver);
  let converted: string | undefined;
  let ref: { file: string } | { body: string; url: string; resolver: BaseResolver } = input;
  if (kind.kind === 'oas2') {
    // Bundle first (other files' definitions inlined), then convert.
    const pre = 'file' in input
      ? await r.bundle({ ref: input.file, config: lintCfg, externalRefResolver: resolverFor() })
      : await r.bundleFromString({ source: version.text, absoluteRef: input.url, config: lintCfg, externalRefResolver: resolverFor() });
    converted = await convertSwagger(config, pre.bundle.parsed, basename('file' in input ? input.file : new URL(input.url).pathname) || 'schema');
    log(`Schema: ${where} is Swagger 2.0; converted to OpenAPI 3.0 (${converted}).`);
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
        : await r.lintFromString({ source: version.text, absoluteRef: ref.url, config: lintCfg, externalRefResolver: resolverFor() });
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
          : await r.bundleFromString({ source: version.text, absoluteRef: ref.url, config: lintCfg, externalRefResolver: resolverFor() });
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
