// Third-party OpenAPI documents (test/fixtures/openapi-corpus/, see its
// NOTICE.md), and variants of them made here, each built as a site the way a
// new provider would: every one must build, with the right warnings.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { openApiCorpus, repoRoot } from './helpers.ts';
import { buildSchemaSite, consoleOperationIds, type SchemaSiteBuild } from './schema-site.ts';

const corpus = join(repoRoot, 'test', 'fixtures', 'openapi-corpus');
const documents = openApiCorpus();

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const deref = (doc: any, v: any) => (typeof v?.$ref === 'string' && v.$ref.startsWith('#/') ? v.$ref.slice(2).split('/').reduce((n: any, k: string) => n?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc) : v);
const operationsOf = (doc: any) => Object.values<any>(doc.paths ?? {}).flatMap((raw) => {
  const item = deref(doc, raw);
  return METHODS.filter((m) => item?.[m]).map((m) => item[m]);
});
const routes = (b: SchemaSiteBuild) => b.result!.model.pages.map((p) => p.path);
const WARNING_LINE = /^  warning \S+:\d+:\d+: .+ \[[a-z0-9-]+\]( \(also at .+\))?$/;

describe('third-party OpenAPI documents build as sites', () => {
  const builds = new Map<string, SchemaSiteBuild>();
  const name = (file: string) => relative(corpus, file);
  before(async () => {
    for (const file of documents) builds.set(name(file), await buildSchemaSite(file));
  });

  it(`builds every document of the corpus (${documents.length})`, () => {
    assert.ok(documents.length >= 60, 'the corpus is vendored');
    const failed = [...builds].filter(([, b]) => b.error).map(([n, b]) => `${n}: ${b.log.split('\n').slice(-3).join(' / ')}`);
    assert.deepEqual(failed, []);
  });

  it('gives every operation a page, with routes that never clash', () => {
    for (const [n, b] of builds) {
      if (n.startsWith('readme-oas-examples/2.0/')) continue; // converted: counted in their own test
      const doc = parseYaml(readFileSync(join(corpus, n), 'utf8')); // JSON is YAML too
      const opPages = b.result!.model.pages.filter((p) => p.kind === 'api-operation' && !p.id.startsWith('api/webhook:') && !p.id.startsWith('api/callback:'));
      assert.equal(opPages.length, operationsOf(doc).length, n);
      assert.equal(new Set(routes(b)).size, routes(b).length, n);
    }
  });

  it('lists each warning once, located as file:line:column', () => {
    for (const [n, b] of builds) {
      for (const line of b.warnings) assert.match(line, WARNING_LINE, `${n}: ${line}`);
      assert.equal(new Set(b.warnings).size, b.warnings.length, n);
    }
  });

  it('converts Swagger 2.0 documents, saying so', () => {
    const swagger = [...builds].filter(([n]) => n.startsWith('readme-oas-examples/2.0/'));
    assert.equal(swagger.length, 7);
    for (const [n, b] of swagger) {
      assert.match(b.log, /is Swagger 2\.0; converted to OpenAPI 3\.0 \(/, n);
      const doc = JSON.parse(b.file('openapi.json')!);
      assert.match(doc.openapi, /^3\.0\./, n);
    }
    const petstore = builds.get('readme-oas-examples/2.0/petstore.json')!;
    assert.ok(routes(petstore).includes('/api/pet/add-a-new-pet-to-the-store/'), routes(petstore).join(' '));
  });

  it('derives operation ids from method and path where they are missing', () => {
    const b = builds.get('readme-oas-examples/3.0/petstore-simple.json')!;
    assert.ok(b.warnings.some((w) => /Operation has no operationId; one is derived from its method and path\. \[operation-id-derived\]/.test(w)));
    const ids = consoleOperationIds(b);
    assert.ok(ids.includes('get-pet-id') && ids.includes('put-pet-id'), ids.join(' '));
  });

  it('moves operations with the same summary in a tag to their operation ids, with a warning', () => {
    const b = builds.get('readme-oas-examples/3.0/petstore.json')!;
    assert.ok(b.warnings.some((w) => /2 operations would share the page \/api\/user\/creates-list-of-users-with-given-input-array\/.*\[page-route-collision\]/.test(w)), b.warnings.join('\n'));
    assert.ok(routes(b).includes('/api/user/createuserswitharrayinput/'));
    assert.ok(routes(b).includes('/api/user/createuserswithlistinput/'));
    // Tags are folders in a schema without x-docs-group, each with an index page.
    assert.ok(routes(b).includes('/api/pet/'));
    assert.ok(routes(b).includes('/api/pet/update-an-existing-pet/'));
  });

  it('treats style rules and 3.0 habits in 3.1 documents as warnings', () => {
    const has = (n: string, re: RegExp) => assert.ok(builds.get(n)!.warnings.some((w) => re.test(w)), `${n}:\n${builds.get(n)!.warnings.join('\n')}`);
    has('readme-oas-examples/3.0/response-examples.json', /Server `url` should not have a trailing slash\. \[no-server-trailing-slash\]/);
    has('readme-oas-examples/3.1/readme.json', /Property `nullable` is not expected here\. \[struct\] \(also at .* more places\)/);
    has('readme-oas-examples/3.1/schema-validation-local.json', /Expected type `number` but got `boolean`\. \[struct\]/);
    has('readme-oas-examples/3.0/readme-extensions.json', /Property `name` is not expected here\. \[struct\]/);
  });

  it('accepts discriminator mappings that name a schema', () => {
    const b = builds.get('readme-oas-examples/3.0/discriminators.json')!;
    assert.ok(!b.warnings.some((w) => /no-unresolved-refs/.test(w)), b.warnings.join('\n'));
    const doc = JSON.parse(b.file('openapi.json')!);
    const mapping = doc.paths['/mapping-of-schema-names'].patch.requestBody.content['application/json'].schema.discriminator.mapping;
    assert.equal(mapping['Option One'], '#/components/schemas/OptionOneNoDisc');
    assert.doesNotMatch(b.file('api.d.ts')!, /could not generate types/);
  });

  it('renders operations without responses', () => {
    const b = builds.get('readme-oas-examples/3.1/parameters-style.json')!;
    const page = b.result!.model.pages.find((p) => p.id === 'api/cookies_standard')!;
    assert.match(b.file(`${page.path.slice(1)}index.html`)!, /No documented responses\./);
  });

  it('renders 3.1 webhooks and 3.0 callbacks as pages in the sidebar', () => {
    const hooks = builds.get('readme-oas-examples/3.1/webhooks.json')!;
    const sidebar = JSON.parse(hooks.file('sidebars.json')!).api;
    const category = sidebar.find((i: any) => i.label === 'Webhooks');
    assert.deepEqual(category.items.map((i: any) => [i.label, i.method, i.href]), [
      ['newPet', 'POST', '/api/webhooks/newpet-post/'],
      ['newPet', 'DELETE', '/api/webhooks/newpet-delete/'],
    ]);
    const page = hooks.file('api/webhooks/newpet-post/index.html')!;
    assert.match(page, /The API sends this request to the URL you register for it\./);
    assert.match(page, /<h2 id="request" class="anchor">Payload/);
    assert.match(page, /<h2 id="responses" class="anchor">Expected response/);
    assert.doesNotMatch(page, /Try it/);

    const cb = builds.get('readme-oas-examples/3.0/callbacks.json')!;
    const parent = cb.file('api/post-streams/index.html')!;
    assert.match(parent, /<h2 id="callbacks" class="anchor">Callbacks/);
    assert.match(parent, /href="\/api\/post-streams\/callbacks\/ondata\/">onData<\/a>/);
    const callback = cb.file('api/post-streams/callbacks/ondata/index.html')!;
    assert.match(callback, /The API sends this request to the URL given by <code>\{\$request\.query\.callbackUrl\}\/data<\/code>/);
    assert.match(callback, /<h3 id="response-202" class="anchor">202 Accepted/);
  });

  it('shows servers with variables, path-level servers, links, cookie parameters and serialisation', () => {
    const vars = builds.get('readme-oas-examples/3.0/server-variables.json')!;
    const info = vars.file('api/provider-api/index.html')!;
    assert.match(info, /<h2 id="servers" class="anchor">Servers/);
    assert.match(info, /<code>\{name\}<\/code>/);
    const pathLevel = builds.get('readme-oas-examples/3.0/server-path-level.json')!;
    assert.ok([...pathLevel.result!.files.keys()].some((f) => f.endsWith('index.html') && /<h2 id="servers"/.test(pathLevel.file(f)!)));
    const links = builds.get('readme-oas-examples/3.0/link-example.json')!;
    assert.ok([...links.result!.files.keys()].some((f) => /<p class="api-content__type">Links<\/p>/.test(links.file(f) ?? '')));
    const cookies = builds.get('readme-oas-examples/3.0/parameters-cookies.json')!.file('api/post-post/index.html')!;
    assert.match(cookies, /<h3 id="cookie-parameters" class="anchor">Cookie parameters/);
    const style = builds.get('readme-oas-examples/3.0/parameters-style.json')!;
    assert.match(style.file('api/query/deepobject-exploded/index.html')!, /Serialisation: style deepObject, exploded/);
    assert.match(style.file('api/path/matrix-exploded/index.html')!, /Serialisation: style matrix, exploded/);
  });

  it('hides readOnly properties in requests and writeOnly ones in responses', () => {
    const b = builds.get('readme-oas-examples/3.0/schema-visibility.json')!;
    const doc = JSON.parse(readFileSync(join(corpus, 'readme-oas-examples/3.0/schema-visibility.json'), 'utf8'));
    const html = [...b.result!.files.keys()].filter((f) => f.startsWith('api/') && f.endsWith('index.html')).map((f) => b.file(f)!).find((h) => /request-body/.test(h))!;
    const schemas = JSON.stringify(doc);
    assert.ok(/readOnly/.test(schemas) && /writeOnly/.test(schemas));
    const request = html.slice(html.indexOf('id="request-body"'), html.indexOf('id="responses"'));
    const response = html.slice(html.indexOf('id="responses"'));
    assert.doesNotMatch(request, /schema__flag">read-only/);
    assert.doesNotMatch(response, /schema__flag">write-only/);
  });

  it('shows the schema’s own code samples (x-readme.code-samples) beside the generated ones', () => {
    const b = builds.get('readme-oas-examples/3.0/readme-extensions.json')!;
    const page = b.file('api/custom-code-samples/custom-code-samples-with-the-x-readme-code-samples-extension/index.html') ?? '';
    assert.match(page, /data-value="x-custom-curl-snippet-1">Custom cURL snippet<\/button>/);
    assert.match(page, /data-value="curl">curl</);
  });

  it('marks deprecated operations and sorts them last in their sidebar category', () => {
    const b = builds.get('readme-oas-examples/3.0/petstore.json')!;
    const pet = JSON.parse(b.file('sidebars.json')!).api.find((i: any) => i.label === 'pet');
    const last = pet.items.at(-1);
    assert.equal(last.label, 'Finds Pets by tags');
    assert.equal(last.deprecated, true);
    assert.ok(pet.items.slice(0, -1).every((i: any) => !i.deprecated));
    assert.match(b.file('api/pet/finds-pets-by-tags/index.html')!, /This operation is deprecated/);
    assert.match(b.file('api/pet/index.html')!, /class="menu__link menu__link--deprecated"/);
  });

  it('shows links in descriptions that lead nowhere in the site as text, with a warning', () => {
    const b = builds.get('readme-oas-examples/3.0/readme-legacy.json')!;
    assert.ok(b.warnings.some((w) => /\[broken-link\]/.test(w)));
    const all = [...b.result!.files.keys()].filter((f) => f.endsWith('.html')).map((f) => b.file(f)!).join('\n');
    assert.doesNotMatch(all, /href="\/reference\/getversions"/);
    assert.match(all, /class="api-unlinked" title="Not a page of this site: \/reference\/getversions"/);
  });
});

describe('generated variants of third-party documents', () => {
  let dir: string;
  before(() => (dir = mkdtempSync(join(tmpdir(), 'docs-corpus-variants-'))));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const base = (file: string) => JSON.parse(readFileSync(join(corpus, 'readme-oas-examples', file), 'utf8'));
  const variant = (name: string, doc: unknown) => {
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(doc, null, 2));
    return buildSchemaSite(file);
  };

  it('strips every operationId: ids and pages derived from method and path', async () => {
    const doc = base('3.1/petstore.json');
    for (const op of operationsOf(doc)) delete op.operationId;
    const b = await variant('no-ids.json', doc);
    assert.equal(b.error, undefined, b.log);
    const derived = b.warnings.filter((w) => /\[operation-id-derived\]/.test(w));
    assert.equal(derived.length, 1, 'one line for all of them');
    assert.match(derived[0], /and \d+ more places\)$/);
    assert.ok(consoleOperationIds(b).includes('get-pet-petid'));
    assert.ok(consoleOperationIds(b).includes('post-user-createwithlist'));
    // Stable: the same document gives the same routes.
    const again = await variant('no-ids-again.json', doc);
    assert.deepEqual(routes(again), routes(b));
  });

  it('repeats summaries across tags and within one: disambiguated, never failing', async () => {
    const doc = base('3.0/petstore.json');
    for (const op of operationsOf(doc)) op.summary = 'List things';
    const b = await variant('same-summaries.json', doc);
    assert.equal(b.error, undefined, b.log);
    assert.equal(new Set(routes(b)).size, routes(b).length);
    assert.ok(b.warnings.some((w) => /operations would share the page \/api\/pet\/list-things\/ .*\[page-route-collision\]/.test(w)), b.warnings.join('\n'));
    assert.ok(routes(b).includes('/api/pet/addpet/'));
    // Across tags the tag folder tells them apart.
    const doc2 = base('3.0/petstore.json');
    for (const op of operationsOf(doc2)) op.summary = `Summary of ${op.tags[0]}`;
    operationsOf(doc2).find((op) => op.tags[0] === 'store')!.summary = 'Summary of pet';
    const b2 = await variant('summaries-across-tags.json', doc2);
    assert.equal(b2.error, undefined, b2.log);
    assert.ok(routes(b2).includes('/api/store/summary-of-pet/'));
  });

  it('drops responses: 3.1 renders them, 3.0 warns', async () => {
    const doc = base('3.1/petstore.json');
    for (const op of operationsOf(doc)) delete op.responses;
    const b = await variant('no-responses-3.1.json', doc);
    assert.equal(b.error, undefined, b.log);
    assert.match(b.file('api/pet/update-an-existing-pet/index.html')!, /No documented responses\./);
    const doc30 = base('3.0/petstore.json');
    for (const op of operationsOf(doc30)) delete op.responses;
    const b30 = await variant('no-responses-3.0.json', doc30);
    assert.equal(b30.error, undefined, b30.log);
    assert.ok(b30.warnings.some((w) => /The field `responses` must be present on this level\. \[struct\]/.test(w)), b30.warnings.join('\n'));
  });

  it('mixes 3.0 habits into 3.1 (nullable, boolean exclusiveMinimum): warnings, and still rendered', async () => {
    const doc = base('3.1/petstore.json');
    doc.components.schemas.Pet.properties.name.nullable = true;
    doc.components.schemas.Order.properties.quantity.minimum = 0;
    doc.components.schemas.Order.properties.quantity.exclusiveMinimum = true;
    doc.servers = [{ url: 'https://petstore3.swagger.io/api/v3/' }];
    const b = await variant('habits.json', doc);
    assert.equal(b.error, undefined, b.log);
    const text = b.warnings.join('\n');
    assert.match(text, /Property `nullable` is not expected here\. \[struct\]/);
    assert.match(text, /Expected type `number` but got `boolean`\. \[struct\]/);
    assert.match(text, /\[no-server-trailing-slash\]/);
    assert.match(b.file('api/pet/update-an-existing-pet/index.html')!, />name<\/a><code>string \| null<\/code>/);
    const strict = await buildSchemaSite(join(dir, 'habits.json'), { strict: true });
    assert.ok(strict.error, 'fails with --strict-schema');
    assert.match(strict.log, /habits\.json is invalid \(3 problems\)/);
  });

  it('shows x-codeSamples first, beside the generated samples', async () => {
    const doc = base('3.0/petstore.json');
    doc.paths['/pet'].put['x-codeSamples'] = [{ lang: 'JavaScript', label: 'SDK', source: 'await petstore.pets.update({ id: 1 });' }, { lang: 'Shell' }];
    doc.paths['/pet'].put.parameters = [{ name: 'session', in: 'cookie', required: true, schema: { type: 'string', example: 'abc123' } }];
    const b = await variant('code-samples.json', doc);
    assert.equal(b.error, undefined, b.log);
    const page = b.file('api/pet/update-an-existing-pet/index.html')!;
    assert.match(page, /data-value="x-sdk-1">SDK<\/button>.*data-value="curl">curl</s);
    assert.match(page, /-H <t-s>"Cookie: session=abc123"/, 'required cookies go into the samples');
    assert.match(page, /<t-k>await<\/t-k> petstore\./);
  });

  it('rejects what is not OpenAPI, and an unresolvable $ref, naming the place', async () => {
    const notOpenApi = await variant('not-openapi.json', { asyncapi: '2.6.0', info: { title: 'Events', version: '1' }, channels: {} });
    assert.ok(notOpenApi.error);
    assert.match(notOpenApi.log, /not-openapi\.json:1:1: This is not an OpenAPI document: it has neither an `openapi` nor a `swagger` field\./);
    const doc = base('3.1/petstore.json');
    doc.paths['/pet'].put.requestBody = { $ref: '#/components/requestBodies/Nope' };
    const broken = await variant('broken-ref.json', doc);
    assert.ok(broken.error);
    assert.match(broken.log, /broken-ref\.json:\d+:\d+: Can't resolve \$ref \[no-unresolved-refs\]/);
  });
});
