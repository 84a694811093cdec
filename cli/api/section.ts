// The API reference section: schema (load) → operation pages (model) →
// renderers and the machine-readable files written next to the pages.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { BuildError } from '../errors.ts';
import { createElement } from 'react';
import type { ResolvedConfig } from '../config.ts';
import type { GeneratedSection } from '../model.ts';
import type { GeneratedRenderer } from '../render.ts';
import { buildApiModel, type ApiModel } from './operations.ts';
import { prepareMarkdown } from './markdown.ts';
import { loadSchema, type LoadedSchema, type SchemaOptions } from './source.ts';
import { toolFingerprint, toolRoot } from '../paths.ts';

export interface ApiSection {
  section: GeneratedSection;
  renderers: Record<string, GeneratedRenderer>;
  files: Map<string, string>;
  /** Files still being generated (the TypeScript types); awaited before the link check. */
  pending: Promise<[string, string][]>;
}

// openapi-typescript loads the TypeScript compiler (about a second), so the
// types are generated on a worker thread while the main thread renders.
const TYPES_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.module)
  .then(async ({ default: openapiTS, astToString }) => parentPort.postMessage({ text: astToString(await openapiTS(workerData.document)) }))
  .catch((error) => parentPort.postMessage({ error: String((error && error.stack) || error) }));
`;

/** TypeScript types of the schema, cached by schema hash. */
function typesFor(document: unknown, hash: string): Promise<string> {
  const dir = join(toolRoot, '.cache', 'api-types');
  const file = join(dir, `${hash}.d.ts`);
  if (existsSync(file)) return Promise.resolve(readFileSync(file, 'utf8'));
  const module = import.meta.resolve('openapi-typescript');
  return new Promise<string>((resolve, reject) => {
    const worker = new Worker(TYPES_WORKER, { eval: true, workerData: { module, document } });
    worker.once('message', (message: { text?: string; error?: string }) => {
      void worker.terminate();
      if (message.error !== undefined) return reject(new BuildError(`Generating TypeScript types from the schema failed: ${message.error.split('\n')[0]}`));
      const text = `// Types of the API, generated with openapi-typescript from openapi.json.\n${message.text}`;
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${file}.${process.pid}.tmp`, text);
      renameSync(`${file}.${process.pid}.tmp`, file);
      resolve(text);
    });
    worker.once('error', reject);
  });
}

/**
 * The API model is plain data: kept in memory for `docs serve` and on disk for
 * later builds, keyed by the schema, the config values it uses and the tool's code.
 */
let memo: { key: string; model: ApiModel } | undefined;
async function cachedApiModel(config: ResolvedConfig, schema: LoadedSchema): Promise<ApiModel> {
  const key = createHash('sha256')
    .update(JSON.stringify([schema.hash, schema.sourceFile, config.tokens, config.product, config.baseUrl, config.customFields, toolFingerprint()]))
    .digest('hex')
    .slice(0, 24);
  if (memo?.key === key) return memo.model;
  const file = join(toolRoot, '.cache', 'api-model', `${key}.json`);
  let model: ApiModel | undefined;
  if (existsSync(file)) {
    try {
      const data = JSON.parse(readFileSync(file, 'utf8'));
      model = { ...data, operations: new Map(data.operations), groups: new Map(data.groups) };
    } catch {
      model = undefined;
    }
  }
  if (!model) {
    await prepareMarkdown();
    model = buildApiModel(config, schema);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify({ ...model, operations: [...model.operations], groups: [...model.groups] }));
    renameSync(`${file}.${process.pid}.tmp`, file);
  }
  memo = { key, model };
  return model;
}

export async function loadApiSection(config: ResolvedConfig, opts: SchemaOptions): Promise<ApiSection | undefined> {
  const schema = await loadSchema(config, opts);
  if (!schema) return undefined;
  const api = await cachedApiModel(config, schema);
  const base = config.baseUrl;
  const renderers: Record<string, GeneratedRenderer> = {
    'api-operation': (page, server) => createElement(server.OperationPage, { view: api.operations.get(page.generatedKey!)!, baseUrl: base }),
    'api-group': (page, server) => createElement(server.GroupPage, { view: api.groups.get(page.generatedKey!)!, baseUrl: base }),
    'api-info': (_page, server) => createElement(server.ApiInfoPage, { view: api.info, baseUrl: base }),
    'interactive-api': (_page, server) =>
      createElement(server.InteractiveApiPage, { operations: api.console, baseUrl: base, productName: config.product.name, apiBaseUrl: config.customFields.apiBaseUrl }),
  };
  const json = JSON.stringify(schema.document, null, 2);
  const files = new Map<string, string>([['openapi.json', json]]);
  const pending = typesFor(schema.document, schema.hash).then(
    (text): [string, string][] => [['api.d.ts', text]],
    (error: Error): [string, string][] => {
      // A schema the type generator cannot read still gets its reference (a warning; an error with --strict-schema).
      if (opts.strict) throw error;
      opts.log(`Schema warning: ${error.message.split('\n')[0]} api.d.ts says so instead of declaring types.`);
      return [['api.d.ts', `// openapi-typescript could not generate types from this schema:\n// ${error.message.split('\n')[0]}\nexport {};\n`]];
    },
  );
  pending.catch(() => {}); // awaited (and reported) by the build
  return { section: { pages: api.pages, sidebarItems: api.sidebarItems }, renderers, files, pending };
}
