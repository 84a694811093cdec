// Nothing in a schema may crash the build: documents with fields stripped,
// garbled or of the wrong type either build or fail with a located build
// error — never a TypeError from one of the generators.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { BuildError, BuildErrors } from '../cli/errors.ts';
import { loadConfig } from '../cli/config.ts';
import { loadSchema } from '../cli/plugins/api/source.ts';
import { buildApiModel } from '../cli/plugins/api/operations.ts';
import { prepareMarkdown } from '../cli/plugins/api/markdown.ts';
import { ApiInfoPage, GroupPage, InteractiveApiPage, OperationPage } from '../renderer/components/api/ApiPages.tsx';
import { repoRoot } from './helpers.ts';
import { buildSchemaSite, schemaSiteConfig } from './schema-site.ts';

const base = () => JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/openapi-corpus/readme-oas-examples/3.1/petstore.json'), 'utf8'));
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const ops = (doc: any) => Object.values<any>(doc.paths ?? {}).flatMap((item) => (item && typeof item === 'object' ? METHODS.filter((m) => item[m]).map((m) => item[m]) : []));
const schemas = (doc: any) => Object.values<any>(doc.components?.schemas ?? {});

/** Hand-written garbling: the cases the issue names, and their cousins. */
const CASES: Record<string, (doc: any) => void> = {
  'no info.title': (d) => delete d.info.title,
  'no info at all': (d) => delete d.info,
  'info is a string': (d) => (d.info = 'Petstore'),
  'empty paths': (d) => (d.paths = {}),
  'no paths': (d) => delete d.paths,
  'paths is an array': (d) => (d.paths = [1, 2]),
  'a path item that is null': (d) => (d.paths['/pet'] = null),
  'an operation that is a string': (d) => (d.paths['/pet'].put = 'update'),
  'parameters without schema': (d) => ops(d).forEach((op) => (op.parameters ?? []).forEach((p: any) => delete p.schema)),
  'parameters without name or in': (d) => ops(d).forEach((op) => (op.parameters ?? []).forEach((p: any) => (delete p.name, delete p.in))),
  'parameters that are strings': (d) => ops(d).forEach((op) => (op.parameters = ['id', 42])),
  'non-string enums': (d) => schemas(d).forEach((s) => Object.values<any>(s.properties ?? {}).forEach((p) => (p.enum = [1, null, { a: 1 }, [2], true]))),
  'enum that is not an array': (d) => schemas(d).forEach((s) => Object.values<any>(s.properties ?? {}).forEach((p) => (p.enum = 'one'))),
  'type arrays': (d) => schemas(d).forEach((s) => Object.values<any>(s.properties ?? {}).forEach((p) => (p.type = ['string', 'null', 'integer']))),
  'type is a number': (d) => schemas(d).forEach((s) => (s.type = 7)),
  'required is a boolean': (d) => schemas(d).forEach((s) => (s.required = true)),
  'properties is an array': (d) => schemas(d).forEach((s) => (s.properties = ['id', 'name'])),
  'allOf of junk': (d) => schemas(d).forEach((s) => (s.allOf = [null, 3, 'x', { properties: 5 }])),
  'oneOf is an object': (d) => schemas(d).forEach((s) => (s.oneOf = { a: 1 })),
  'items is a tuple': (d) => schemas(d).forEach((s) => (s.items = [{ type: 'string' }, { type: 'integer' }])),
  'boolean schemas': (d) => schemas(d).forEach((s) => Object.keys(s.properties ?? {}).forEach((k, i) => (s.properties[k] = i % 2 === 0))),
  'descriptions that are not strings': (d) => {
    d.info.description = 42;
    ops(d).forEach((op) => ((op.description = { text: 'x' }), (op.summary = 12)));
  },
  'responses is a string': (d) => ops(d).forEach((op) => (op.responses = 'nope')),
  'responses without content': (d) => ops(d).forEach((op) => (op.responses = { '200': {} })),
  'content of junk': (d) => ops(d).forEach((op) => (op.responses = { '200': { description: 'x', content: { 'application/json': 5, 'text/plain': null } } })),
  'request body of junk': (d) => ops(d).forEach((op) => (op.requestBody = { content: { 'multipart/form-data': { schema: { properties: { file: 7 } } }, 'application/json': {} } })),
  'tags that are not strings': (d) => ops(d).forEach((op) => (op.tags = [{ name: 'x' }, 3])),
  'top-level tags of junk': (d) => (d.tags = [null, 'pet', { name: 5 }, { 'x-docs-group': 3 }]),
  'security of junk': (d) => ((d.security = 'all'), ops(d).forEach((op) => (op.security = [null, 'key', { nope: 'x' }]))),
  'security schemes of junk': (d) => (d.components.securitySchemes = { a: null, b: 'x', c: { type: 'apiKey' }, d: { type: 'http' } }),
  'servers of junk': (d) => (d.servers = [null, { url: 5 }, { url: '{host}/v1', variables: { host: { default: 1 } } }, { url: '/relative' }]),
  'examples of junk': (d) => schemas(d).forEach((s) => ((s.example = undefined), (s.examples = 'x'))),
  'summaries that slugify to nothing': (d) => ops(d).forEach((op) => (op.summary = '—')),
  'unicode summaries': (d) => ops(d).forEach((op, i) => (op.summary = `宠物 ${i % 3}`)),
  'callbacks and webhooks of junk': (d) => {
    d.webhooks = { a: null, b: { post: 'x' }, c: { post: { requestBody: 3 } } };
    ops(d).forEach((op) => (op.callbacks = { cb: { '{$request.body#/url}': { post: { responses: 5 } } }, bad: 3 }));
  },
  'links and x-codeSamples of junk': (d) =>
    ops(d).forEach((op) => {
      op['x-codeSamples'] = [null, { lang: 3, source: 4 }, { source: 'echo hi' }];
      op.responses = { '200': { description: 'ok', links: { a: null, b: { operationId: 7, parameters: 'x' } } } };
    }),
  'deep recursion': (d) => {
    d.components.schemas.Deep = { type: 'object', properties: { next: { $ref: '#/components/schemas/Deep' }, list: { type: 'array', items: { $ref: '#/components/schemas/Deep' } } } };
    d.paths['/pet'].put.requestBody = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Deep' } } } };
  },
  'example bodies with every kind of string': (d) =>
    (d.paths['/pet'].put.requestBody = { content: { 'application/json': { example: { q: `"'\`\\ \${x} #{y} """ $$ <?php`, n: null, t: true, a: [1e300, -0] } } } }),
};

/** Deterministic random garbling, for cases nobody thought of. */
function garble(doc: any, seed: number) {
  let s = seed;
  const rand = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const junk = [null, 0, -1, '', 'x', true, [], {}, [null], { $ref: '#/components/schemas/Pet' }];
  const visit = (node: any, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 12) return;
    for (const key of Object.keys(node)) {
      if (key === '$ref') continue; // an unresolvable reference is a (reported) build error, not a crash
      const r = rand();
      if (r < 0.04) delete node[key];
      else if (r < 0.08) node[key] = junk[Math.floor(rand() * junk.length)];
      else visit(node[key], depth + 1);
    }
  };
  visit(doc.paths, 0);
  visit(doc.components, 0);
  visit(doc.webhooks, 0);
}

const isTypeError = (e: unknown) => e instanceof TypeError || (e instanceof Error && !(e instanceof BuildError) && !(e instanceof BuildErrors));

describe('garbled schemas never crash the generators', () => {
  let dir: string;
  let configFile: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'docs-fuzz-'));
    configFile = join(dir, 'docs-site.config.ts');
    mkdirSync(join(dir, 'content'));
    writeFileSync(join(dir, 'content', 'index.mdx'), '---\ntitle: Fuzz\n---\n\nHello.\n');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  /** Load (lint, bundle, plan) → page model → every page rendered: what a build does with the schema. */
  async function throughGenerators(doc: unknown, name: string): Promise<unknown> {
    const file = join(dir, `${name}.json`);
    writeFileSync(file, JSON.stringify(doc, null, 2));
    writeFileSync(configFile, schemaSiteConfig(file));
    try {
      const config = await loadConfig(configFile);
      const schema = await loadSchema(config, { offline: true, strict: false, log: () => {} });
      await prepareMarkdown();
      const model = buildApiModel(config, schema!);
      for (const view of model.operations.values()) renderToString(createElement(OperationPage, { view, baseUrl: '/' }));
      for (const view of model.groups.values()) renderToString(createElement(GroupPage, { view, baseUrl: '/' }));
      renderToString(createElement(ApiInfoPage, { view: model.info, baseUrl: '/' }));
      renderToString(createElement(InteractiveApiPage, { groups: model.consoleGroups, operationCount: model.console.length, infoHref: '/api/', indexUrl: '/assets/api/i.json', baseUrl: '/', productName: 'P', serverUrl: 'https://api.example' }));
      JSON.stringify(model);
      return undefined;
    } catch (error) {
      return error;
    }
  }

  for (const [name, mutate] of Object.entries(CASES)) {
    it(name, async () => {
      const doc = base();
      mutate(doc);
      const error = await throughGenerators(doc, name.replace(/\W+/g, '-'));
      // None of these is fatal (no unresolvable reference, still OpenAPI): the reference is built.
      assert.equal(error, undefined, `${name}: ${error instanceof Error ? error.stack : ''}`);
    });
  }

  it('200 randomly garbled documents', async () => {
    const crashes: string[] = [];
    let built = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const doc = base();
      garble(doc, seed);
      const error = await throughGenerators(doc, `random-${seed}`);
      if (isTypeError(error)) crashes.push(`seed ${seed}: ${(error as Error).stack?.split('\n').slice(0, 3).join(' ')}`);
      if (!error) built++;
    }
    assert.deepEqual(crashes, []);
    // Most garbled documents still build (the rest lose a referenced component: a located build error).
    assert.ok(built >= 100, `${built} of 200 built`);
  });

  it('whole builds of the issue’s cases succeed (types, render, link check)', async () => {
    for (const name of ['no info.title', 'parameters without schema', 'non-string enums', 'type arrays', 'empty paths', 'responses is a string', 'descriptions that are not strings']) {
      const doc = base();
      CASES[name](doc);
      const file = join(dir, `build-${name.replace(/\W+/g, '-')}.json`);
      writeFileSync(file, JSON.stringify(doc));
      const b = await buildSchemaSite(file);
      assert.equal(b.error, undefined, `${name}: ${b.log}`);
    }
  });
});
