// The schema's TypeScript types made a part at a time (cli/plugins/api/types-parts.ts)
// are the text openapi-typescript prints from the whole document's tree: for the
// third-party corpus, and for documents made here to cross the parts' seams (helpers
// and `operations` members added across parts, empty roots, keys objects reorder).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenAPI3 } from 'openapi-typescript';
import { parse as parseYaml } from 'yaml';
import { swagger2ToOpenApi3 } from '../cli/plugins/api/swagger2.ts';
import { scanDiscriminators } from '../cli/plugins/api/openapi-typescript-core.ts';
import { generateTypes, mayHaveDiscriminators, tabIndented, typesContext, wholeTypes } from '../cli/plugins/api/types-generate.ts';
import { typesInParts } from '../cli/plugins/api/types-parts.ts';
import { openApiCorpus, repoRoot } from './helpers.ts';

/**
 * The parts' text for each size, against the whole document's (the parts path taken, no fallback).
 * Each on a copy: the context's discriminator scan writes to the document.
 */
function assertSameTypes(document: OpenAPI3, label: string, sizes = [1, 2, 3, 64]): void {
  const whole = wholeTypes(structuredClone(document));
  for (const size of sizes) {
    const copy = structuredClone(document);
    assert.equal(typesInParts(copy, typesContext(copy), tabIndented, size), whole, `${label}, parts of ${size}`);
  }
}

const files = openApiCorpus();
files.push(join(repoRoot, 'test', 'fixtures', 'api-edge', 'openapi.yaml'));

const ok = (description = 'ok') => ({ 200: { description } });
const pet = { type: 'object', properties: { name: { type: 'string', description: 'The name,\non two lines' }, age: { type: 'integer' } } };
const withName = { allOf: [{ $ref: '#/components/schemas/Pet' }], required: ['name'] };

/** A document of every seam: operations in paths, webhooks and path item components; `WithRequired` first met in a part after the first. */
function seams(): Record<string, any> {
  // JSON, so that `__proto__` is a key, not the prototype.
  return JSON.parse(
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Seams', version: '1' },
      paths: {
        '/plain': { get: { summary: 'No id', responses: ok() } },
        '/not-an-object': 'text',
        '/shared': { $ref: '#/components/pathItems/Shared' },
        '/pets': {
          parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
          get: { operationId: 'listPets', description: 'Lists\n*/ pets', responses: { 200: { description: 'ok', content: { 'application/json': { schema: withName } } } } },
          post: { operationId: 'addPet', requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } }, responses: ok() },
        },
        '/pets/{id}': { get: { operationId: 'getPet#one', parameters: [{ $ref: '#/components/parameters/id' }], responses: ok() } },
        '/cats': { get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Cat' } } } } } } },
      },
      webhooks: { petAdded: { post: { operationId: 'petAdded', requestBody: { content: { 'application/json': { schema: withName } } }, responses: ok() } }, quiet: { post: { responses: ok() } } },
      components: {
        schemas: { Pet: pet, 2: { type: 'string', enum: ['a', 'b'] }, 10: { type: 'integer' }, __proto__: { type: 'boolean' }, Cat: withName, Dog: { oneOf: [{ $ref: '#/components/schemas/Pet' }, { type: 'null' }] } },
        responses: {},
        parameters: { id: { name: 'id', in: 'path', required: true, schema: { type: 'string' } } },
        headers: { Rate: { schema: { type: 'integer' }, description: 'Requests left' } },
        pathItems: { Shared: { get: { operationId: 'shared', responses: ok() } } },
      },
    }),
  );
}

describe('the API types made a part at a time', () => {
  it(`print as the whole document does, for the corpus (${files.length} documents)`, () => {
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const raw = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
      assertSameTypes((raw.swagger ? swagger2ToOpenApi3(raw) : raw) as OpenAPI3, file);
    }
  });

  it('keep the helpers and the operations in the order of the whole', () => {
    const document = seams();
    assertSameTypes(document as OpenAPI3, 'seams');
    const text = generateTypes(structuredClone(document) as OpenAPI3, 1);
    assert.equal(text.match(/type WithRequired/g)?.length, 1);
    assert.ok(text.indexOf('export interface operations') < text.indexOf('type WithRequired'), 'operations first: listPets needs WithRequired after it is added');
    // A webhook without an id adds WithRequired before a path item component adds the first operation.
    const helperFirst = seams();
    delete helperFirst.paths;
    delete helperFirst.webhooks.petAdded.post.operationId;
    const helperText = generateTypes(helperFirst as OpenAPI3, 1);
    assert.ok(helperText.indexOf('type WithRequired') < helperText.indexOf('export interface operations'), 'WithRequired first');
    assertSameTypes(helperFirst as OpenAPI3, 'helper before operations');
  });

  it('write empty roots as the whole document does', () => {
    const base = { openapi: '3.1.0', info: { title: 'Empty', version: '1' } };
    const cases: Record<string, unknown>[] = [
      {},
      { paths: {} },
      { paths: { '/x': 'text' } },
      { paths: {}, components: {} },
      { components: { schemas: {}, responses: { None: { description: 'none' } } } },
      { webhooks: {}, $defs: { a: { type: 'string' } } },
      { $defs: {} },
      { paths: { '/x': { get: { responses: ok() } } }, webhooks: { w: { post: { operationId: 'w', responses: ok() } } } },
    ];
    for (const extra of cases) assertSameTypes({ ...base, ...extra } as unknown as OpenAPI3, JSON.stringify(extra));
  });

  it('leave documents of other shapes to the whole transform', () => {
    const document = { openapi: '3.1.0', info: { title: 'Odd', version: '1' }, paths: [{ get: { responses: ok() } }] } as unknown as OpenAPI3;
    assert.equal(generateTypes(document), wholeTypes(document));
  });

  it('skip the discriminator scan only where it would find nothing', () => {
    const documents = files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const raw = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
      return (raw.swagger ? swagger2ToOpenApi3(raw) : raw) as OpenAPI3;
    });
    const pet = (extra: object) => ({ openapi: '3.1.0', info: { title: 'D', version: '1' }, components: { schemas: { Pet: extra } } }) as unknown as OpenAPI3;
    // An allOf item that is not an object: the scan throws on it (the types fail as they did).
    const odd = [pet({ allOf: [{ discriminator: { propertyName: 'kind' } }] }), pet({ allOf: [null] }), pet({ allOf: ['x'] }), pet({ discriminator: {} })];
    for (const document of odd) assert.equal(mayHaveDiscriminators(document), true, JSON.stringify(document));
    let skipped = 0;
    for (const document of [...documents, seams() as OpenAPI3]) {
      if (mayHaveDiscriminators(document)) continue;
      skipped++;
      const copy = structuredClone(document);
      assert.deepEqual(scanDiscriminators(copy, { silent: true }), { objects: {}, refsHandled: [] });
      assert.deepEqual(copy, document, 'the scan changed nothing');
    }
    assert.ok(skipped > 0 && skipped < documents.length, `${skipped} of ${documents.length} skipped`);
  });
});
