// Swagger 2.0 → OpenAPI 3.0 (cli/plugins/api/swagger2.ts). The corpus's seven
// Swagger documents convert to exactly the documents the build made of them
// before (test/fixtures/swagger2/expected/, made by the earlier converter,
// @scalar/openapi-upgrader 0.4.9, with one change: response headers keep the
// document's order instead of coming out reversed); the rest of 2.0 is checked
// construct by construct.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { swagger2ToOpenApi3 } from '../cli/plugins/api/swagger2.ts';
import { repoRoot } from './helpers.ts';

const corpus = join(repoRoot, 'test', 'fixtures', 'openapi-corpus', 'readme-oas-examples', '2.0');
const expected = join(repoRoot, 'test', 'fixtures', 'swagger2', 'expected');
const convert = (doc: object) => swagger2ToOpenApi3(structuredClone(doc)) as any;

describe('Swagger 2.0 conversion', () => {
  it('gives the corpus documents exactly as before', () => {
    const files = readdirSync(corpus).sort();
    assert.equal(files.length, 7);
    for (const file of files) {
      const text = JSON.stringify(convert(JSON.parse(readFileSync(join(corpus, file), 'utf8'))), null, 2) + '\n';
      assert.equal(text, readFileSync(join(expected, file.replace(/\.json$/, '.openapi.json')), 'utf8'), file);
    }
  });

  it('leaves anything but a 2.0 document as it is', () => {
    const doc = { openapi: '3.1.0', paths: {} };
    assert.equal(swagger2ToOpenApi3(doc), doc);
    assert.equal(swagger2ToOpenApi3('x'), 'x');
  });

  it('makes servers of host, basePath and schemes, or of basePath alone', () => {
    assert.deepEqual(convert({ swagger: '2.0', host: 'api.example.com', basePath: '/v1', schemes: ['https', 'http'], paths: {} }).servers, [{ url: 'https://api.example.com/v1' }, { url: 'http://api.example.com/v1' }]);
    assert.deepEqual(convert({ swagger: '2.0', host: 'api.example.com', paths: {} }).servers, [{ url: 'http://api.example.com' }]);
    assert.deepEqual(convert({ swagger: '2.0', basePath: '/v1', paths: {} }).servers, [{ url: '/v1' }]);
    assert.equal(convert({ swagger: '2.0', paths: {} }).servers, undefined);
  });

  it('moves reusable parameters, bodies and responses into components, with their references', () => {
    const doc = convert({
      swagger: '2.0',
      consumes: ['application/json'],
      produces: ['application/json'],
      parameters: {
        Limit: { name: 'limit', in: 'query', type: 'integer', default: 20, maximum: 100 },
        Task: { name: 'task', in: 'body', required: true, schema: { $ref: '#/definitions/Task' } },
      },
      responses: { NotFound: { description: 'No such task', schema: { $ref: '#/definitions/Error' } } },
      definitions: { Task: { type: 'object' }, Error: { type: 'object' } },
      paths: {
        '/tasks': {
          post: { parameters: [{ $ref: '#/parameters/Limit' }, { $ref: '#/parameters/Task' }], responses: { 404: { $ref: '#/responses/NotFound' } } },
        },
      },
    });
    assert.deepEqual(doc.components.parameters.Limit, { schema: { type: 'integer', default: 20, maximum: 100 }, name: 'limit', in: 'query' });
    assert.deepEqual(doc.components.requestBodies.Task, { content: { 'application/json': { schema: { $ref: '#/components/schemas/Task' } } }, required: true });
    assert.deepEqual(doc.components.responses.NotFound, { description: 'No such task', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
    const op = doc.paths['/tasks'].post;
    assert.deepEqual(op.parameters, [{ $ref: '#/components/parameters/Limit' }]);
    assert.deepEqual(op.requestBody, { $ref: '#/components/requestBodies/Task' }, 'a reference to a body parameter is the request body');
    assert.deepEqual(op.responses['404'], { $ref: '#/components/responses/NotFound' });
  });

  it('turns collectionFormat into style and explode, and form data into an object schema', () => {
    const doc = convert({
      swagger: '2.0',
      paths: {
        '/files/{ids}': {
          parameters: [{ name: 'ids', in: 'path', required: true, type: 'array', items: { type: 'string' } }],
          post: {
            consumes: ['multipart/form-data'],
            parameters: [
              { name: 'tags', in: 'query', type: 'array', items: { type: 'string' }, collectionFormat: 'multi' },
              { name: 'sort', in: 'query', type: 'array', items: { type: 'string' }, collectionFormat: 'pipes' },
              { name: 'file', in: 'formData', type: 'file', required: true, description: 'The file' },
              { name: 'labels', in: 'formData', type: 'array', items: { type: 'string' }, collectionFormat: 'csv' },
            ],
            responses: { 200: { description: 'OK' } },
          },
        },
      },
    });
    const item = doc.paths['/files/{ids}'];
    assert.deepEqual(item.parameters[0], { schema: { type: 'array', items: { type: 'string' } }, style: 'simple', explode: false, name: 'ids', in: 'path', required: true });
    const [tags, sort] = item.post.parameters;
    assert.deepEqual([tags.style, tags.explode, sort.style, sort.explode], ['form', true, 'pipeDelimited', false]);
    const form = item.post.requestBody.content['multipart/form-data'];
    assert.deepEqual(form.schema, {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary', description: 'The file' }, labels: { type: 'array', items: { type: 'string' } } },
      required: ['file'],
    });
    assert.deepEqual(form.encoding, { labels: { style: 'form', explode: false } });
  });

  it('gives a path\'s body parameter to each of its operations', () => {
    const doc = convert({ swagger: '2.0', paths: { '/x': { parameters: [{ name: 'b', in: 'body', schema: { type: 'object' } }], put: { responses: {} }, post: { responses: {} } } } });
    for (const m of ['put', 'post']) assert.deepEqual(doc.paths['/x'][m].requestBody, { content: { 'application/json': { schema: { type: 'object' } } } });
    assert.deepEqual(doc.paths['/x'].parameters, []);
  });

  it('puts response schemas and examples under the produced media types, headers with schemas', () => {
    const doc = convert({
      swagger: '2.0',
      produces: ['application/json', 'application/xml'],
      paths: {
        '/t': {
          get: {
            produces: ['application/json'],
            responses: {
              200: {
                description: 'A task',
                headers: { 'X-Rate-Limit': { type: 'integer', description: 'Calls left' }, 'X-Trace': { type: 'string', 'x-example': 'abc' } },
                schema: { type: 'object' },
                examples: { 'application/json': { id: 1 }, 'Not done': { id: 2, done: false } },
              },
            },
          },
        },
      },
    });
    const response = doc.paths['/t'].get.responses['200'];
    assert.deepEqual(Object.keys(response.headers), ['X-Rate-Limit', 'X-Trace'], 'in the document\'s order');
    assert.deepEqual(response.headers['X-Rate-Limit'], { description: 'Calls left', schema: { type: 'integer' } });
    assert.deepEqual(response.headers['X-Trace'], { schema: { type: 'string' }, example: 'abc' });
    assert.deepEqual(response.content, { 'application/json': { schema: { type: 'object' }, example: { id: 1 }, examples: { 'Not done': { value: { id: 2, done: false } } } } });
  });

  it('converts security definitions, discriminators, nullability and files, but not a file in an example', () => {
    const doc = convert({
      swagger: '2.0',
      securityDefinitions: {
        basic: { type: 'basic', description: 'User and password' },
        key: { type: 'apiKey', name: 'X-Key', in: 'header' },
        oauth: { type: 'oauth2', flow: 'accessCode', authorizationUrl: 'https://a.example/auth', tokenUrl: 'https://a.example/token', scopes: { read: 'Read' } },
      },
      definitions: {
        Pet: { type: 'object', discriminator: 'kind', properties: { kind: { type: 'string' }, name: { type: 'string', 'x-nullable': true } } },
        Cat: { allOf: [{ $ref: '#/definitions/Pet' }], 'x-discriminator-value': 'cat' },
        Upload: { type: 'object', properties: { data: { type: 'file' } }, example: { data: { type: 'file' } } },
      },
      paths: {},
    });
    const s = doc.components.securitySchemes;
    assert.deepEqual(s.basic, { description: 'User and password', type: 'http', scheme: 'basic' });
    assert.deepEqual(s.key, { type: 'apiKey', name: 'X-Key', in: 'header' });
    assert.deepEqual(s.oauth.flows, { authorizationCode: { authorizationUrl: 'https://a.example/auth', tokenUrl: 'https://a.example/token', scopes: { read: 'Read' } } });
    const pet = doc.components.schemas.Pet;
    assert.deepEqual(pet.discriminator, { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat' } });
    assert.deepEqual(pet.required, ['kind']);
    assert.equal(pet.properties.name.nullable, true);
    assert.equal(pet.properties.name['x-nullable'], undefined);
    const upload = doc.components.schemas.Upload;
    assert.deepEqual(upload.properties.data, { type: 'string', format: 'binary' });
    assert.deepEqual(upload.example, { data: { type: 'file' } }, 'example data stays as written');
    assert.deepEqual(Object.keys(doc).slice(-3), ['paths', 'openapi', 'components'], 'the document\'s own keys keep their order');
  });

  it('keeps x-example values as examples', () => {
    const doc = convert({ swagger: '2.0', paths: { '/t': { get: { parameters: [{ name: 'n', in: 'query', type: 'integer', 'x-example': 42 }], responses: {} } } } });
    assert.deepEqual(doc.paths['/t'].get.parameters[0], { schema: { type: 'integer' }, name: 'n', in: 'query', example: 42 });
  });
});
