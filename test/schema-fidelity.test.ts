// Fidelity of the vendored OpenAPI schema to the API it describes: update
// bodies without read-only fields, the shared error responses, multipart
// encodings, signature header names, the key-management and Markdown routes,
// and the webhook events. Loads the schema the way the build does (tokens
// replaced, linted, bundled) through cli/plugins/api/source.ts.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { loadConfig } from '../cli/config.ts';
import { loadSchema } from '../cli/plugins/api/source.ts';
import type { OpenApiDocument } from '../cli/plugins/api/values.ts';
import { repoRoot } from './helpers.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Json = Record<string, any>;

describe('schema fidelity of the vendored API description', () => {
  let doc: OpenApiDocument;
  let product: string;

  /** Follows local $refs (the bundle keeps them as #/components/...). */
  const deref = (node: Json | undefined): Json | undefined => {
    let n = node;
    for (let i = 0; n && typeof n.$ref === 'string' && i < 20; i++) {
      const target = n.$ref.slice(2).split('/').reduce((o: Json, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
      const { $ref: _ref, ...siblings } = n;
      n = { ...target, ...siblings };
    }
    return n;
  };

  /** Top-level properties of a body schema, through $ref, allOf, oneOf and anyOf, with their resolved schemas. */
  const propertiesOf = (schema: Json | undefined, acc: Map<string, Json> = new Map()): Map<string, Json> => {
    const s = deref(schema);
    if (!s) return acc;
    for (const [name, prop] of Object.entries<Json>(s.properties ?? {})) acc.set(name, deref(prop)!);
    for (const key of ['allOf', 'oneOf', 'anyOf']) for (const sub of s[key] ?? []) propertiesOf(sub, acc);
    return acc;
  };
  const requiredOf = (schema: Json | undefined): string[] => {
    const s = deref(schema);
    if (!s) return [];
    return [...(s.required ?? []), ...(s.allOf ?? []).flatMap((x: Json) => requiredOf(x))];
  };
  const typesOf = (s: Json) => [].concat(s.type ?? []) as string[];

  const operations = () =>
    Object.entries<Json>(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => ({ path, method: m, op: item[m] as Json })));
  const find = (method: string, path: string) => {
    const op = doc.paths[path]?.[method];
    assert.ok(op, `${method.toUpperCase()} ${path} is missing`);
    return op as Json;
  };

  before(async () => {
    const config = await loadConfig(join(repoRoot, 'docs-site.config.ts'));
    product = config.product.name;
    const loaded = await loadSchema(config, { offline: true, strict: true, log: () => {} });
    assert.ok(loaded, 'the default site has a schema');
    doc = loaded.document;
  });

  it('gives the eight document updates their own bodies, with no read-only or required fields', () => {
    const updates: [string, string][] = [
      ['/api/v8/partner/any-documents/{document_id}', 'AnyDocUpdate'],
      ['/api/v8/partner/bank-statements/{document_id}', 'BankStatementUpdate'],
      ['/api/v8/partner/business-cards/{document_id}', 'BusinessCardUpdate'],
      ['/api/v8/partner/checks/{document_id}', 'CheckUpdate'],
      ['/api/v8/partner/contracts/{document_id}', 'ContractUpdate'],
      ['/api/v8/partner/w2s/{document_id}', 'W2Update'],
      ['/api/v8/partner/w-8ben-e/{document_id}', 'W8BENEUpdate'],
      ['/api/v8/partner/w9s/{document_id}', 'W9Update'],
    ];
    for (const [path, name] of updates) {
      const op = find('put', path);
      const body = deref(op.requestBody)!.content['application/json'].schema;
      const response = deref(op.responses['200'])!.content['application/json'].schema;
      assert.equal(body.$ref, `#/components/schemas/${name}`, path);
      assert.notEqual(body.$ref, response.$ref, `${path}: the body must not be the response schema`);
      assert.deepEqual(requiredOf(body), [], `${path}: nothing is required in an update`);
      const props = propertiesOf(body);
      for (const field of ['id', 'created_date', 'updated_date', 'pdf_url', 'img_thumbnail_url']) assert.ok(!props.has(field), `${path}: ${field} is read-only`);
      for (const [field, schema] of props) assert.ok(!schema.readOnly, `${path}: ${field} is read-only`);
    }
    // The response schemas themselves still promise the read-only fields.
    assert.deepEqual(requiredOf(doc.components.schemas.W9), ['id', 'created_date', 'updated_date']);
  });

  it('never asks an update body for a read-only field', () => {
    for (const { path, method, op } of operations().filter((o) => o.method === 'put' && o.op.requestBody)) {
      const schema = deref(op.requestBody)!.content?.['application/json']?.schema;
      if (!schema) continue;
      const props = propertiesOf(schema);
      for (const name of requiredOf(schema)) assert.ok(!props.get(name)?.readOnly, `${method.toUpperCase()} ${path} requires read-only ${name}`);
    }
  });

  it('documents 499, 504 and a default error response on every operation', () => {
    const ops = operations();
    assert.ok(ops.length >= 153);
    for (const { path, method, op } of ops) {
      for (const status of ['499', '504', 'default']) {
        const res = op.responses?.[status];
        assert.ok(res, `${method.toUpperCase()} ${path} has no ${status} response`);
        assert.equal(deref(res)!.content['application/json'].schema.$ref, '#/components/schemas/Error', `${method.toUpperCase()} ${path} ${status}`);
      }
    }
    for (const name of ['ClientClosedRequest', 'GatewayTimeout', 'UnexpectedError']) assert.ok(doc.components.responses[name], name);
    assert.match(JSON.stringify(doc.components.responses.ClientClosedRequest), /CLIENT_CLOSED_REQUEST_OR_LOST_CONNECTION/);
  });

  it('types Error.details as a list or an object', () => {
    const details = doc.components.schemas.Error.properties.details;
    const kinds = (details.oneOf ?? details.anyOf ?? [{ type: details.type }]).flatMap((s: Json) => typesOf(s));
    assert.ok(kinds.includes('array') && kinds.includes('object'), JSON.stringify(details));
  });

  it('says where the receipts total is and that track_total_results makes it exact', () => {
    const op = find('get', '/api/v8/partner/documents');
    const param = op.parameters.map(deref).find((p: Json) => p.name === 'track_total_results');
    assert.match(param.description, /meta\.total_results/);
    const list = deref(deref(op.responses['200'])!.content['application/json'].schema)!;
    assert.ok(!list.properties.count, 'the receipts list has no count');
    assert.ok(list.properties.meta.properties.total_results);
  });

  it('declares an encoding for every list and object field of a multipart body', () => {
    let bodies = 0;
    for (const { path, method, op } of operations()) {
      const media = op.requestBody && deref(op.requestBody)!.content?.['multipart/form-data'];
      if (!media) continue;
      bodies++;
      for (const [name, schema] of propertiesOf(media.schema)) {
        const types = typesOf(schema);
        if (!types.includes('array') && !types.includes('object') && !schema.properties) continue;
        const enc = media.encoding?.[name];
        assert.ok(enc, `${method.toUpperCase()} ${path}: multipart field ${name} has no encoding`);
        if (types.includes('array')) assert.deepEqual([enc.style, enc.explode], ['form', true], `${path} ${name}: repeated form fields`);
        else assert.equal(enc.contentType, 'application/json', `${path} ${name}: one JSON field`);
      }
    }
    assert.ok(bodies >= 20, `${bodies} multipart bodies`);
    const encoding = find('post', '/api/v8/partner/documents').requestBody.content['multipart/form-data'].encoding;
    for (const name of ['tags', 'categories', 'file_urls', 'allowed_async_enrichments', 'device_data']) assert.ok(encoding[name], name);
  });

  it('names the signing and webhook signature headers after the product', () => {
    const headers = new Set<string>();
    for (const { op } of operations()) for (const p of (op.parameters ?? []).map(deref)) if (p.in === 'header') headers.add(p.name);
    assert.deepEqual([...headers].sort(), [`X-${product}-Request-Signature`, `X-${product}-Request-Timestamp`]);
    for (const [event, item] of Object.entries<Json>(doc.webhooks)) {
      if (event === 'subscription') continue;
      const names = (item.post.parameters ?? []).map(deref).filter((p: Json) => p.in === 'header').map((p: Json) => p.name);
      assert.deepEqual(names, [`X-${product}-Signature`], event);
    }
    // No header name without the product segment survives in the descriptions.
    assert.doesNotMatch(JSON.stringify(doc), /X-(Request-(Timestamp|Signature)|Webhook-Signature)/);
  });

  it('adds the process options of receipts and invoices that were missing', () => {
    const props = propertiesOf(find('post', '/api/v8/partner/documents').requestBody.content['application/json'].schema);
    const expected: Record<string, string> = {
      compute: 'boolean', device_data: 'object', allowed_async_enrichments: 'array', thinking: 'boolean',
      thinking_llm_version: 'string', emailed_receipt_id: 'integer', receipt_id: 'integer',
    };
    for (const [name, type] of Object.entries(expected)) {
      const schema = props.get(name);
      assert.ok(schema, name);
      assert.deepEqual(typesOf(schema), [type], name);
      assert.ok(schema.description?.length > 20, `${name} is described`);
    }
  });

  it('has the API key, client key and Markdown operations, each with one defined tag, an operationId, a summary and examples', () => {
    const expected: [string, string, string][] = [
      ['get', '/api/v1/partner/settings/api-keys', 'API keys'],
      ['post', '/api/v1/partner/settings/api-keys', 'API keys'],
      ['get', '/api/v1/partner/settings/api-keys/{id}', 'API keys'],
      ['put', '/api/v1/partner/settings/api-keys/{id}', 'API keys'],
      ['delete', '/api/v1/partner/settings/api-keys/{id}', 'API keys'],
      ['post', '/api/v1/partner/settings/api-keys/{id}/rotate', 'API keys'],
      ['get', '/api/v1/partner/settings/api-keys/available-permissions', 'API keys'],
      ['get', '/api/v1/partner/settings/api-keys/verify', 'API keys'],
      ['get', '/api/v8/partner/client-keys', 'Client keys'],
      ['post', '/api/v8/partner/client-keys', 'Client keys'],
      ['delete', '/api/v8/partner/client-keys/{id}', 'Client keys'],
      ['post', '/api/v8/partner/client-keys/reset', 'Client keys'],
      ['get', '/api/v7/partner/client-keys', 'Client keys'],
      ['post', '/api/v8/partner/parse', 'Parse'],
      ['get', '/api/v8/partner/parse', 'Parse'],
      ['post', '/api/v8/partner/parse/async', 'Parse'],
      ['get', '/api/v8/partner/parse/{document_id}', 'Parse'],
      ['put', '/api/v8/partner/parse/{document_id}', 'Parse'],
      ['delete', '/api/v8/partner/parse/{document_id}', 'Parse'],
      ['post', '/api/v8/partner/parse-set', 'Parse'],
      ['get', '/api/v8/partner/parse-set', 'Parse'],
      ['get', '/api/v8/partner/parse-set/{document_id}', 'Parse'],
    ];
    const tagNames = doc.tags.map((t: Json) => t.name);
    for (const [method, path, tag] of expected) {
      const op = find(method, path);
      const where = `${method.toUpperCase()} ${path}`;
      assert.deepEqual(op.tags, [tag], where);
      assert.ok(tagNames.includes(tag), `${tag} is a top-level tag`);
      assert.match(op.operationId, /^[a-z][A-Za-z0-9]+$/, where);
      assert.ok(op.summary, where);
      for (const p of (op.parameters ?? []).map(deref).filter((x: Json) => x.in === 'path')) assert.ok(path.includes(`{${p.name}}`), `${where}: ${p.name}`);
      for (const name of path.match(/\{(\w+)\}/g) ?? []) assert.ok((op.parameters ?? []).map(deref).some((p: Json) => `{${p.name}}` === name), `${where}: ${name} declared`);
      const success = Object.entries<Json>(op.responses).find(([s]) => /^2/.test(s))!;
      const content = deref(success[1])!.content?.['application/json'];
      if (content) assert.ok(Object.keys(content.examples ?? {}).length, `${where}: response example`);
    }
    // Sidebar order: Parse among the product groups, the key tags just before Settings.
    assert.equal(doc.tags.find((t: Json) => t.name === 'Parse')['x-docs-group'], 'parse');
    assert.deepEqual(tagNames.slice(tagNames.indexOf('Blocklisted devices'), tagNames.indexOf('Settings') + 1), ['Blocklisted devices', 'API keys', 'Client keys', 'Settings']);
    assert.equal(tagNames.indexOf('Parse'), tagNames.indexOf('Classify') + 1);
  });

  it('describes the webhook events with payload schemas, examples and the signature header', () => {
    const events = ['document.created', 'document.failed', 'w2_set.created', 'w2_set.failed', 'bank_statement_set.created', 'bank_statement_set.failed'];
    for (const event of events) {
      const op = doc.webhooks?.[event]?.post;
      assert.ok(op, event);
      assert.ok(op.operationId && op.summary, event);
      const media = deref(op.requestBody)!.content['application/json'];
      const schema = deref(media.schema)!;
      assert.equal(schema.properties.event.const, event);
      const example = deref(Object.values<Json>(media.examples)[0])!.value;
      assert.equal(example.event, event);
      assert.ok(Object.keys(deref(schema.properties.data)!.properties).every((k) => k in example.data), `${event}: example covers data`);
      assert.ok(op.parameters.map(deref).some((p: Json) => p.in === 'header' && p.name === `X-${product}-Signature` && p.required), event);
    }
    const failed = deref(Object.values<Json>(deref(doc.webhooks['w2_set.failed'].post.requestBody)!.content['application/json'].examples)[0])!.value;
    assert.deepEqual(failed.data.id, [], 'a failed set lists no documents');
  });
});
