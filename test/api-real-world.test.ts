// Reproductions of what broke on the OpenAPI documents of well-known APIs
// (issue 25): each document below is the smallest shape of one failure class,
// built as a new provider's site would be. Every build must pass its own link
// check, and the pages and twins must say what the schema says.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSchemaSite, type SchemaSiteBuild } from './schema-site.ts';
import { describedCredential, credentialHeader } from '../cli/plugins/api/security.ts';
import { formEncoded } from '../cli/plugins/api/request-encoding.ts';

const dir = mkdtempSync(join(tmpdir(), 'docs-real-world-'));
const write = (name: string, doc: object) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(doc, null, 2));
  return file;
};
const json = (schema: object, extra: object = {}) => ({ content: { 'application/json': { schema, ...extra } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

// A chain of structures, each a list of the next: deep enough to reach the depth limit (12) at an array's items.
const chain: Record<string, object> = {};
for (let i = 0; i < 14; i++) chain[`Level${i}`] = { type: 'object', properties: { next: { type: 'array', items: ref(`Level${i + 1}`) } } };
chain.Level14 = { type: 'object', properties: { leaf: { type: 'string' } } };

const openapi = {
  openapi: '3.0.3',
  info: { title: 'Real world', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/deep': { get: { operationId: 'deep', summary: 'Deep', responses: { 200: { description: 'ok', ...json({ type: 'object', properties: { chain: { type: 'object', properties: { start: ref('Level0') } }, again: ref('Level5') } }) } } } },
    '/empty': { get: { operationId: 'empty', summary: 'Empty', responses: { 200: { description: 'ok', ...json({ type: 'object', properties: { either: { anyOf: [ref('Empty'), { type: 'string' }] }, direct: ref('Empty') } }) } } } },
    '/charges': {
      post: {
        operationId: 'createCharge',
        summary: 'Create a charge',
        description: 'Totals: ![chart](/assets/chart.png)',
        security: [{ BotToken: [] }],
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', properties: { amount: { type: 'integer' }, metadata: { type: 'object', additionalProperties: { type: 'string' } }, expand: { type: 'array', items: { type: 'string' } } } },
              example: { amount: 100, metadata: { order: '6735' }, expand: ['customer'] },
              encoding: { expand: { style: 'deepObject', explode: true } },
            },
          },
        },
        responses: {
          200: { description: 'ok', ...json({ type: 'object', properties: { id: { type: 'string' } } }) },
          400: { description: 'Bad request', ...json(ref('Error'), { examples: { card_declined: { summary: 'Declined', description: 'See [the old docs](/old/errors/)', value: { code: 'card_declined', message: 'The card was declined.' } } } }) },
          404: { description: 'Not found', ...json(ref('Error')) },
        },
      },
    },
    '/files': { put: { operationId: 'putFile', summary: 'Put a file', security: [{ PlainKey: [] }], requestBody: { content: { '*/*': { schema: { type: 'object', properties: { name: { type: 'string' } } }, example: { name: 'a.txt' } } } }, responses: { 204: { description: 'stored' } } } },
    '/records': { get: { operationId: 'getRecord', summary: 'Get a record', security: [{ TokenAuth: [] }], responses: { 200: { description: 'ok', ...json({ oneOf: [{ title: 'A', type: 'object', properties: { ttl: ref('Ttl') } }, { title: 'B', type: 'object', properties: { ttl: ref('Ttl') } }] }) } } } },
  },
  components: {
    securitySchemes: {
      BotToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Send `Bot <token>`.' },
      PlainKey: { type: 'apiKey', in: 'header', name: 'Authorization' },
      TokenAuth: { type: 'http', scheme: 'token' },
    },
    schemas: {
      ...chain,
      Empty: { type: 'object', properties: {} },
      Error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } },
      Ttl: { type: 'object', properties: { seconds: { type: 'integer' }, policy: { type: 'string' } } },
    },
  },
};

const swagger = {
  swagger: '2.0',
  info: { title: 'Cluster', version: '1' },
  host: 'cluster.example',
  tags: [
    { name: 'core', 'x-docs-group': '../../escape' },
    { name: 'apps', 'x-docs-group': 'x?q=1#frag' },
    { name: 'batch', 'x-docs-group': 'b'.repeat(300) },
  ],
  paths: {
    '/api/v1/namespaces/{namespace}/pods': {
      parameters: [{ name: 'namespace', in: 'path', required: true, type: 'string', uniqueItems: true, description: 'object name and auth scope' }],
      post: { operationId: 'createCoreV1NamespacedPod', description: 'create a Pod', tags: ['core'], responses: { 200: { description: 'OK' } } },
    },
    '/apis/apps/v1/deployments': { get: { operationId: 'listAppsV1Deployment', description: 'list or watch objects of kind Deployment', tags: ['apps'], responses: { 200: { description: 'OK' } } } },
    '/apis/batch/v1/jobs': {
      get: { operationId: 'listBatchV1Job', summary: `List ${'every job '.repeat(40)}one`, tags: ['batch'], responses: { 200: { description: 'OK' } } },
      delete: { operationId: 'deleteBatchV1Jobs', summary: `List ${'every job '.repeat(40)}two`, tags: ['batch'], responses: { 200: { description: 'OK' } } },
    },
  },
};

/** A page's text, tags left out and the entities the renderer writes decoded. */
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&quot;|&#x22;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
// Wide and deep reuse (a payments API's shape): 40 structures of 25 described fields, each holding the next level twice.
const huge: Record<string, object> = {};
const words = 'A description of this field that says in detail what it holds and when it is set. '.repeat(3);
for (let level = 0; level < 5; level++) {
  for (let k = 0; k < 8; k++) {
    const properties: Record<string, object> = {};
    for (let i = 0; i < 25; i++) properties[`field_${i}`] = { type: 'string', description: words };
    if (level < 4) Object.assign(properties, { child: ref(`S${level + 1}_${k}`), children: { type: 'array', items: ref(`S${level + 1}_${(k + 1) % 8}`) } });
    huge[`S${level}_${k}`] = { type: 'object', properties };
  }
}
const large = {
  openapi: '3.0.3',
  info: { title: 'Large', version: '1' },
  paths: { '/huge': { post: { operationId: 'huge', summary: 'Huge', requestBody: json(ref('S0_0')), responses: { 200: { description: 'ok', ...json({ type: 'object', properties: Object.fromEntries([0, 1, 2, 3, 4, 5, 6, 7].map((k) => [`p${k}`, ref(`S0_${k}`)])) }) } } } } },
  components: { schemas: huge },
};

const page = (b: SchemaSiteBuild, route: string) => b.file(`${route.replace(/^\//, '')}index.html`) ?? '';
const twin = (b: SchemaSiteBuild, route: string) => b.file(`${route.replace(/^\/|\/$/g, '')}.md`) ?? '';
const routeOf = (b: SchemaSiteBuild, id: string) => b.result!.model.pages.find((p) => p.id === `api/${id}` || p.id.endsWith(`/${id}`) || p.path.endsWith(`/${id}/`))?.path;

describe('real-world OpenAPI shapes', () => {
  let a: SchemaSiteBuild;
  let s: SchemaSiteBuild;
  let l: SchemaSiteBuild;
  before(async () => {
    a = await buildSchemaSite(write('openapi.json', openapi));
    s = await buildSchemaSite(write('swagger.json', swagger));
    l = await buildSchemaSite(write('large.json', large));
  });

  it('draws the first levels of huge schemas and leaves the deeper ones to a file, the twin complete', () => {
    assert.equal(l.error, undefined, l.log);
    const html = page(l, '/api/huge/');
    assert.ok(html.length < 300_000, `${html.length} bytes`);
    const url = /data-schema-levels-url="\/([^"]+)"/.exec(html)?.[1];
    assert.ok(url, 'the page names its levels file');
    const file = JSON.parse(l.file(url!)!) as { fragments: Record<string, string>; ids: Record<string, string> };
    const placeholders = [...html.matchAll(/data-schema-levels="([^"]+)"(?! data-schema-levels-src)/g)].map((m) => m[1]);
    assert.ok(placeholders.length > 0);
    // Each holds fields, or a list whose items are a shared component.
    for (const anchor of placeholders) assert.match(file.fragments[anchor] ?? '', /<li id=|data-schema-levels-src=/, anchor);
    // The deepest components are in files of their own, shared by every page that uses them.
    const shared = new Set([...html.matchAll(/data-schema-levels-src="\/([^"]+)"/g), ...Object.values(file.fragments).flatMap((f) => [...f.matchAll(/data-schema-levels-src="\/([^"]+)"/g)])].map((m) => m[1]));
    assert.ok(shared.size > 0, 'some components are shared');
    for (const path of shared) assert.match((JSON.parse(l.file(path)!) as { html: string }).html, /<li id="schema-level-root-field_0"/, path);
    // Without JavaScript, each placeholder leads to the twin, which lists the deepest fields.
    assert.match(html, /<a href="\/api\/huge\.md">Markdown version of this page<\/a>/);
    assert.match(twin(l, '/api/huge/'), /`child\.child\.field_0`/);
    // Every id in the file is one the link check knows on the page.
    const record = l.result!.model.pages.find((p) => p.path === '/api/huge/')!;
    for (const id of Object.keys(file.ids)) assert.ok(record.clientIds?.includes(id), id);
    for (const id of Object.keys(file.ids)) assert.ok(!html.includes(`id="${id}"`), id);
  });

  it('builds both documents (their own link check passes)', () => {
    assert.equal(a.error, undefined, a.log);
    assert.equal(s.error, undefined, s.log);
  });

  it('links "described above" only to a structure drawn there: not one cut at the depth limit, not an empty one in a union', () => {
    // Level5 is first met at the depth limit, where it is not drawn: its direct use expands it.
    assert.doesNotMatch(page(a, '/api/deep/'), /Level5: described above/);
    const empty = page(a, '/api/empty/');
    assert.doesNotMatch(empty, /described above/);
  });

  it('shows a link and an image of an example or description that lead nowhere as text, with one warning each', () => {
    const charge = page(a, '/api/create-a-charge/');
    assert.match(charge, /<span class="api-unlinked" title="Not a page of this site: \/old\/errors\/">the old docs<\/span>/);
    assert.match(charge, /<span class="api-unlinked" title="Not a file of this site: \/assets\/chart.png">chart<\/span>/);
    assert.doesNotMatch(charge, /<img/);
    assert.equal(a.warnings.filter((w) => /\[broken-link\]/.test(w)).length, 2, a.warnings.join('\n'));
    assert.ok(a.warnings.some((w) => /image that is not a file of this site/.test(w)));
  });

  it('sends a form-encoded body and a */* body in the samples', () => {
    const charge = text(page(a, '/api/create-a-charge/'));
    assert.match(charge, /--data-binary 'amount=100&metadata%5Border%5D=6735&expand%5B0%5D=customer'/);
    assert.match(charge, /Content-Type: application\/x-www-form-urlencoded/);
    const file = text(page(a, '/api/put-a-file/'));
    assert.match(file, /Content-Type: application\/json/);
    assert.match(file, /a\.txt/);
  });

  it("puts the scheme's own credential form in the samples, and a neutral placeholder otherwise", () => {
    assert.match(page(a, '/api/create-a-charge/'), /Authorization: Bot YOUR_TOKEN/);
    assert.match(page(a, '/api/put-a-file/'), /Authorization: YOUR_API_KEY/);
    assert.match(page(a, '/api/get-a-record/'), /Authorization: token YOUR_API_KEY/);
    for (const route of ['/api/create-a-charge/', '/api/put-a-file/', '/api/get-a-record/']) assert.doesNotMatch(page(a, route), /apikey YOUR_USERNAME/);
  });

  it("lists an error body's fields in the twin, once, and never says a field has its own structure", () => {
    const md = twin(a, '/api/create-a-charge/');
    assert.match(md, /### 400 Bad Request[\s\S]*\| `code` \|[\s\S]*Error codes:[\s\S]*`card_declined`/);
    assert.match(md, /### 404 Not Found\n\nNot found\n\nContent type `application\/json`: the same fields as the `400` response\./);
    const record = twin(a, '/api/get-a-record/');
    assert.doesNotMatch(record, /Same structure as `ttl`/);
    assert.match(record, /`ttl\.seconds`/);
  });

  it('titles a Swagger 2.0 operation without a summary by its one-line description; no bare "unique items" on scalars', () => {
    const titles = s.result!.model.pages.map((p) => p.title);
    assert.ok(titles.includes('Create a Pod'), titles.join(', '));
    assert.ok(titles.includes('List or watch objects of kind Deployment'));
    for (const [path, buf] of s.result!.files) if (path.endsWith('.md') || path.endsWith('.html')) assert.doesNotMatch(buf.toString(), /unique items/, path);
  });

  it('makes x-docs-group a safe folder, and cuts long tag names and summaries to file names that fit', () => {
    const routes = s.result!.model.pages.map((p) => p.path);
    assert.ok(routes.some((r) => r.startsWith('/api/escape/')), routes.join('\n'));
    assert.ok(routes.some((r) => r.startsWith('/api/x-q-1-frag/')), routes.join('\n'));
    for (const r of routes) for (const part of r.split('/')) assert.ok(Buffer.byteLength(part) <= 130, r);
    for (const path of s.result!.files.keys()) for (const part of path.split('/')) assert.ok(Buffer.byteLength(part) < 255, path);
    assert.ok(routeOf(s, 'listBatchV1Job'));
  });

  it('reads credential forms from scheme descriptions', () => {
    assert.equal(describedCredential('Standard key, sent as `apikey <username>:<api_key>` in plain text'), 'apikey YOUR_USERNAME:YOUR_API_KEY');
    assert.equal(describedCredential('Send `Token token=<key>`'), 'Token token=YOUR_KEY');
    assert.equal(describedCredential('The token goes in the header.'), undefined);
    assert.deepEqual(credentialHeader({ type: 'apiKey', in: 'header', name: 'Authorization' }), ['Authorization', 'YOUR_API_KEY']);
    assert.deepEqual(credentialHeader({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }), ['Authorization', 'Bearer YOUR_API_KEY']);
  });

  it('encodes form bodies as form APIs decode them', () => {
    assert.equal(formEncoded({ a: 'x y', tags: ['p', 'q'], meta: { k: 1 } }), 'a=x+y&tags=p&tags=q&meta%5Bk%5D=1');
    assert.equal(formEncoded({ expand: ['c'] }, { expand: { style: 'deepObject' } }), 'expand%5B0%5D=c');
  });
});
