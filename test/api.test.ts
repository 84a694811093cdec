// The API reference: the vendored schema of the default site, the generated
// operation pages, and schema edge cases on a fixture.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BaseResolver, Source, lint, loadConfig } from '@redocly/openapi-core';
import { copyFixture, edit, read, repoRoot, runDocs } from './helpers.ts';
import { defaultSite } from './sites.ts';

/** An operation's console data: `data` names its pack (under assets/api/) and, after `#`, the operation in it. */
function consoleData(out: string, data: string) {
  const [pack, id] = data.split('#');
  const ops = JSON.parse(read(join(out, 'assets/api', pack))) as Record<string, { method: string }>;
  assert.ok(Object.hasOwn(ops, decodeURIComponent(id)), `${data}: the operation is in its pack`);
  return ops[decodeURIComponent(id)] as any;
}

/** Every page (`index.html`) under a folder of the output. */
const pagesUnder = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f === 'index.html' || f.endsWith('/index.html')).map((f) => join(dir, f));

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

describe('the default site and its API reference', () => {
  let out: string;
  let schema: any;
  before(async () => {
    const r = await defaultSite();
    assert.equal(r.code, 0, r.stderr);
    out = r.out;
    assert.match(r.stderr, /Schema: vendored copy/);
    schema = JSON.parse(read(join(out, 'openapi.json')));
  });

  it('vendors a schema that lints clean with the recommended rules (tokens substituted)', async () => {
    const tokens: Record<string, string> = { productName: 'Quire', productSlug: 'quire', apiBaseUrl: 'https://api.quire.example', appUrl: 'https://app.quire.example/', hubUrl: 'https://hub.quire.example/', statusUrl: 'https://status.quire.example/', siteUrl: 'https://docs.quire.example' };
    class Tokens extends BaseResolver {
      async loadExternalRef(ref: string) {
        const s = await super.loadExternalRef(ref);
        return new Source(s.absoluteRef, s.body.replace(/\{\{(\w+)\}\}/g, (_m, k) => tokens[k]), s.mimeType);
      }
    }
    const config = await loadConfig({ configPath: join(repoRoot, 'redocly.yaml') });
    const problems = await lint({ ref: join(repoRoot, 'content/api/openapi.yaml'), config, externalRefResolver: new Tokens() });
    assert.deepEqual(problems.map((p) => `${p.ruleId}: ${p.message}`), []);
    // The only rule turned off is justified in redocly.yaml.
    assert.match(read(join(repoRoot, 'redocly.yaml')), /#.*\n.*\n.*spec-ref-siblings: off/);
  });

  it('covers every operation group the product spec lists', () => {
    const groups = new Set(schema.tags.map((t: any) => t['x-docs-group']).filter(Boolean));
    for (const g of ['receipts-invoices', 'anydocs', 'bank-statements', 'business-cards', 'checks', 'contracts', 'w2s', 'w-8ben-e', 'w9s', 'classify', 'settings']) {
      assert.ok(groups.has(g), g);
    }
    const summaries = Object.values<any>(schema.paths).flatMap((item) => METHODS.filter((m) => item[m]).map((m) => item[m].operationId));
    for (const id of ['processDocument', 'bulkProcessDocuments', 'processDocumentSet', 'createLineItem', 'deleteAllLineItems', 'addDocumentTags', 'unlinkDocumentTags', 'createTaxLine', 'processCheckWithRemittance', 'processW2Set', 'processBankStatementSet', 'classifyAndExtractDocument', 'listBlueprints', 'getOcrCounts', 'listReleaseNotifications', 'getOpenApiSchema', 'createTlsCertificate', 'addDevicesToBlocklist', 'removeDeviceFromBlocklist', 'addWebhook', 'confirmWebhook', 'listWebhooks', 'getClientKeys']) {
      assert.ok(summaries.includes(id), id);
    }
  });

  it('gives every operation a page at its derived route and an entry in the API sidebar', () => {
    const groupOf = new Map(schema.tags.map((t: any) => [t.name, t['x-docs-group']]));
    const sidebars = JSON.parse(read(join(out, 'sidebars.json')));
    const links: { href: string; method?: string }[] = [];
    const walk = (items: any[]) => items.forEach((i) => (i.type === 'link' ? links.push(i) : walk(i.items)));
    walk(sidebars.api);
    let count = 0;
    for (const [path, item] of Object.entries<any>(schema.paths)) {
      for (const m of METHODS.filter((x) => item[x])) {
        const op = item[m];
        const slug = op['x-docs-slug'] ?? slugify(op.summary);
        const group = groupOf.get(op.tags[0]);
        const route = group ? `/api/${group}/${slug}/` : `/api/${slug}/`;
        const file = join(out, route, 'index.html');
        assert.ok(existsSync(file), `${op.operationId} → ${route}`);
        const html = readFileSync(file, 'utf8');
        assert.ok(html.includes(`<code class="api-endpoint__path">${path.replace(/&/g, '&amp;')}</code>`), `${op.operationId} path`);
        assert.ok(html.includes(`href="/interactive-api/#${op.operationId}">Try it</a>`), `${op.operationId} try it`);
        assert.ok(links.some((l) => l.href === route && l.method === m.toUpperCase()), `${op.operationId} sidebar`);
        count++;
      }
    }
    assert.equal(count, 153);
    assert.match(read(join(out, 'api/receipts-invoices/process-a-document/index.html')), /<title>Process a document \| Docs<\/title>/);
  });

  it('orders the API sidebar: getting started, groups in the spec order, ungrouped pages, settings', () => {
    const sidebars = JSON.parse(read(join(out, 'sidebars.json')));
    const labels = sidebars.api.map((i: any) => i.label);
    assert.deepEqual(labels, [
      'Getting started', 'Receipts & invoices', 'AnyDocs', 'Bank statements', 'Business cards', 'Checks', 'Contracts', 'W-2s', 'W-8BEN-E', 'W-9s', 'Classify', 'Parse',
      'Quire API', 'Tax lines', 'Blueprints', 'OCR counts', 'Release notifications', 'OpenAPI schema', 'TLS certificates', 'Blocklisted devices', 'API keys', 'Client keys', 'Settings', 'Webhooks',
    ]);
    assert.deepEqual(sidebars.api[0].items.map((i: any) => i.href), [
      '/api/getting-started/authentication/', '/api/getting-started/document-processing/', '/api/getting-started/errors/', '/api/getting-started/model-training/',
      '/api/getting-started/rate-limits/', '/api/getting-started/reference/', '/api/getting-started/sdks/', '/api/getting-started/sync-vs-async-processing/',
    ]);
  });

  it('renders parameters, request body, responses with examples and code samples in eight languages', () => {
    const html = read(join(out, 'api/receipts-invoices/get-a-document/index.html'));
    assert.match(html, /<h3 id="path-parameters" class="anchor">Path parameters/);
    assert.match(html, /<li id="param-path-document_id">/);
    assert.match(html, /<h3 id="response-200" class="anchor">200 OK/);
    assert.match(html, /<h3 id="response-404" class="anchor">404 Not Found/);
    assert.match(html, /class="api-example__title">Example/);
    for (const label of ['curl', 'Python', 'Node.js', 'Go', 'Java', 'PHP', 'C#', 'Ruby']) assert.ok(html.includes(`data-value="${label === 'Node.js' ? 'node' : label === 'C#' ? 'csharp' : label.toLowerCase()}">${label}<`), label);
    assert.match(html, /curl -X GET <t-s>"https:\/\/api\.quire\.example\/api\/v8\/partner\/documents\//);
    const post = read(join(out, 'api/receipts-invoices/process-a-document/index.html'));
    assert.match(post, /<h3 id="request-body" class="anchor">Request body/);
    assert.match(post, /Exactly one of:/);
  });

  it('makes every named example selectable and lists error codes by name with what to do', () => {
    const post = read(join(out, 'api/receipts-invoices/process-a-document/index.html'));
    const errors = post.slice(post.indexOf('<h2 id="errors"'));
    assert.ok(errors.length < post.length, 'an Errors section');
    for (const code of ['MALFORMED_PARAMETERS', 'COULDNT_DOWNLOAD_FILE_FROM_PROVIDED_URL', 'FILE_IS_ENCRYPTED', 'YOU_HAVE_BEEN_RATE_LIMITED']) {
      assert.match(errors, new RegExp(`<code class="api-errors__code">${code.replace(/_/g, '_<wbr>')}</code>`), code);
    }
    // Statuses without an error code in the facts (401, 5xx) are listed by their status, with its advice.
    // Responses that name no code: their status title, as words.
    assert.match(errors, /href="#response-401">401<\/a> <span class="api-errors__title">Unauthorized<\/span>/);
    assert.match(errors, /href="#response-500">500<\/a> <span class="api-errors__title">Internal Server Error<\/span>/);
    // Each named example is a tab of its response's examples (a response with one names it).
    for (const code of ['MALFORMED_PARAMETERS', 'COULDNT_DOWNLOAD_FILE_FROM_PROVIDED_URL', 'FILE_IS_ENCRYPTED']) {
      assert.match(post, new RegExp(`role="tab"[^>]*data-value="${code}">${code}<`), `${code} selectable`);
    }
    assert.match(post, /Example: YOU_HAVE_BEEN_RATE_LIMITED/);
    assert.match(errors, /Make sure the URL is public/);
    assert.match(post, /data-value="detailed">detailed</, 'both success examples');
  });

  it('publishes the resolved schema and TypeScript types, named from the config', () => {
    const text = read(join(out, 'openapi.json'));
    assert.doesNotMatch(text, /\{\{/);
    assert.doesNotMatch(text, /\n/, 'minified: tools parse it');
    assert.equal(schema.info.title, 'Quire API');
    assert.equal(schema.servers[0].url, 'https://api.quire.example');
    const types = read(join(out, 'api.d.ts'));
    assert.match(types, /export interface paths \{/);
    assert.match(types, /"\/api\/v8\/partner\/documents": \{/);
    assert.match(read(join(out, 'api/quire-api/index.html')), /href="\/api\.d\.ts">api\.d\.ts<\/a>/);
  });

  it("types the keys call's response as the schema describes it", () => {
    // renderer/client/api-types.d.ts types the body by hand: it must not drift from the schema.
    const resolve = (node: any): any => (typeof node?.$ref === 'string' ? resolve(node.$ref.slice(2).split('/').reduce((at: any, key: string) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], schema)) : node);
    const body = resolve(schema.paths['/api/v7/partner/client-keys'].get.responses['200'].content['application/json'].schema);
    const fields = (object: any, prefix = ''): string[] =>
      Object.entries<any>(object.properties ?? {}).flatMap(([name, value]) => {
        const v = resolve(value);
        return v.type === 'object' ? fields(v, `${prefix}${name}.`) : [`${prefix}${name}: ${v.type}`];
      });
    const expected = ['client_id: string', 'client_secret: string', 'user_keys.api_key: string', 'user_keys.username: string'];
    assert.deepEqual(fields(body).sort(), expected);
    for (const required of [body.required, resolve(body.properties.user_keys).required]) assert.deepEqual([...required].sort(), Object.keys(required === body.required ? body.properties : resolve(body.properties.user_keys).properties).sort(), 'every field is always there');
    // The declaration, read as the same list (comments left out).
    const declared = read(join(repoRoot, 'renderer/client/api-types.d.ts')).replace(/\/\*\*[\s\S]*?\*\//g, '');
    const json = /'application\/json': \{([\s\S]*)\};\s*\};\s*\};\s*\};\s*\};\s*\};\s*\}\s*$/.exec(declared)?.[1] ?? '';
    const names: string[] = [];
    const stack: string[] = [];
    for (const m of json.matchAll(/(\w+): (string|\{)|\}/g)) {
      if (m[0] === '}') stack.pop();
      else if (m[2] === '{') stack.push(m[1]);
      else names.push(`${[...stack, m[1]].join('.')}: ${m[2]}`);
    }
    assert.deepEqual(names.sort(), expected);
  });

  it('names the provider only through the config', () => {
    const offenders: string[] = [];
    const scan = (dir: string) => {
      for (const name of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, name.name);
        if (name.isDirectory()) scan(p);
        else if (/\.(html|json|ts|xml)$/.test(name.name) && /veryfi|\{\{\s*\w+\s*\}\}/i.test(readFileSync(p, 'utf8'))) offenders.push(p);
      }
    };
    scan(out);
    assert.deepEqual(offenders, []);
  });

  it('lists the first level of a request schema and puts every deeper level (and a response body) behind a closed toggle', () => {
    let deep = 0;
    for (const p of pagesUnder(join(out, 'api'))) {
      const html = read(p);
      // No schema level is open on load: each is a closed "Show child attributes (N)" (or "Show response attributes (N)").
      for (const m of html.matchAll(/<details class="schema__nested"( open="")?[^>]*><summary>([^<]+)<\/summary>/g)) {
        assert.equal(m[1], undefined, `${p}: an open schema level (${m[2]})`);
        assert.match(m[2], /^(child attributes \(\d+\)|response attributes \(\d+\)|\d+ alternatives|details)$/);
        deep++;
      }
      assert.doesNotMatch(html, /<details class="schema__nested" open/, p);
    }
    assert.ok(deep > 100, `${deep} collapsed levels`);
    const post = read(join(out, 'api/receipts-invoices/process-a-document/index.html'));
    assert.match(post, /<summary>child attributes \(1\)<\/summary>/);
    assert.match(post, /<div class="schema-view" id="response-201-body">.*?<details class="schema__nested"><summary>response attributes \(\d+\)<\/summary>/s);
    // The request's first level is listed, not behind a toggle.
    assert.match(post, /<div role="tabpanel"[^>]*><p class="tabs__panel-label">multipart\/form-data<\/p><div class="schema-view" id="request-body-schema-multipart-form-data">/);
  });

  it('shows the request-signing headers once, as a Request signing block, not as rows of every header table', () => {
    const signing = ['X-Quire-Request-Timestamp', 'X-Quire-Request-Signature'];
    let pages = 0;
    for (const p of pagesUnder(join(out, 'api'))) {
      const html = read(p);
      for (const name of signing) assert.doesNotMatch(html, new RegExp(`<li id="param-header-${name}"`), `${p}: ${name} in a parameter table`);
      if (!html.includes('id="request-signing"')) continue;
      pages++;
      assert.equal(html.split('id="request-signing"').length, 2, `${p}: one block`);
    }
    assert.ok(pages > 100, `${pages} pages with the block`);
    const post = read(join(out, 'api/receipts-invoices/process-a-document/index.html'));
    const block = post.slice(post.indexOf('<div class="api-signing" id="request-signing">'), post.indexOf('</section>', post.indexOf('id="request-signing"')));
    assert.match(block, /<p class="api-signing__title">Request signing<\/p>/);
    assert.match(block, /<a href="\/api\/getting-started\/authentication\/#signing">how to sign requests<\/a>/);
    // The header names, each keeping its parameter anchor (old links still land).
    for (const name of signing) assert.match(block, new RegExp(`<code id="param-header-${name}">${name}</code>`));
    // The Markdown twin: one short paragraph, no table rows.
    const md = read(join(out, 'api/receipts-invoices/process-a-document.md'));
    assert.match(md, /^\*\*Request signing:\*\* .*`X-Quire-Request-Timestamp`.*`X-Quire-Request-Signature`.*\(https:\/\/docs\.quire\.example\/api\/getting-started\/authentication\/#signing\)/m);
    assert.doesNotMatch(md, /^\| `X-Quire-Request-(Timestamp|Signature)`/m);
    // The console still offers them as optional headers.
    const html = read(join(out, 'interactive-api/index.html'));
    const index = JSON.parse(read(join(out, /data-console="\/([^"]+)"/.exec(html)![1]))) as { operations: { operationId: string; data: string }[] };
    const data = consoleData(out, index.operations.find((o) => o.operationId === 'processDocument')!.data);
    for (const name of signing) assert.ok(data.parameters.some((p: { name: string; in: string; required: boolean }) => p.name === name && p.in === 'header' && !p.required), name);
  });

  it('names a repeated component by its type, linking back to its first expansion', () => {
    const post = read(join(out, 'api/receipts-invoices/process-a-document/index.html'));
    // Every error response after the first shares the Error schema: its type, then a link to the first one's tree.
    assert.match(post, /<div class="schema-view" id="response-503-body"><p class="schema-view__type"><span class="schema__type">object<\/span><a class="schema__ref" href="#response-400-body"[^>]*>Error ↑<\/a>/);
    assert.doesNotMatch(post, /(<span class="schema__type">|<\/a><code>)<a /, 'a type that is only a component name');
  });

  it('has an interactive API page listing the groups, with every operation in its index', () => {
    const html = read(join(out, 'interactive-api/index.html'));
    // Only the groups (each linking to its index page); the operations come from the index with JavaScript.
    const groups = [...html.matchAll(/<li class="console__group" data-tag="([^"]+)"><a class="console__tag" href="(\/api\/[^"]+)">/g)];
    assert.ok(groups.length > 10, `${groups.length} groups`);
    assert.ok(groups.some(([, tag, href]) => tag === 'Receipts &amp; invoices' && href === '/api/receipts-invoices/'), groups.map((g) => g[1]).join(', '));
    assert.match(html, /153 operations in \d+ groups/);
    assert.match(html, /<title>Interactive API \| Docs<\/title>/);
    assert.ok(html.length < 40_000, `${html.length} bytes`);
    const indexUrl = /data-console="(\/assets\/api\/console-index-[0-9a-f]+\.json)"/.exec(html)![1];
    const index = JSON.parse(read(join(out, indexUrl))) as { operations: { operationId: string; data: string; method: string; path: string; tag: string; summary: string }[] };
    assert.equal(index.operations.length, 153);
    // Every group's operations are in the index under its tag.
    for (const [, tag] of groups) assert.ok(index.operations.some((o) => o.tag === tag.replace(/&amp;/g, '&')), tag);
    // Packs of a group's operations: every entry's data is found, packs hold one group each and stay small.
    const packs = new Map<string, Set<string>>();
    for (const o of index.operations) {
      assert.equal(consoleData(out, o.data).method.toUpperCase(), o.method.toUpperCase(), o.operationId);
      const pack = o.data.split('#')[0];
      packs.set(pack, (packs.get(pack) ?? new Set()).add(o.tag));
    }
    assert.ok(packs.size < index.operations.length / 3, `${packs.size} packs for ${index.operations.length} operations`);
    for (const [pack, tags] of packs) {
      assert.equal(tags.size, 1, `${pack}: one group`);
      const text = read(join(out, 'assets/api', pack));
      assert.ok(text.length <= 32_000 || Object.keys(JSON.parse(text)).length === 1, `${pack}: ${text.length} bytes`);
    }
    const entry = index.operations.find((o) => o.operationId === 'processDocument')!;
    const data = consoleData(out, entry.data);
    assert.equal(data.method, 'POST');
    const multipart = data.body.contents.find((c: { mediaType: string }) => c.mediaType.startsWith('multipart/'));
    assert.equal(multipart.fields[0].file, true);
    assert.ok(data.body.contents.some((c: { example?: string; schema?: unknown }) => c.example && c.schema), 'a JSON body with its example and schema');
    assert.ok(data.security.length > 0);
  });
});

describe('schema edge cases (fixture)', () => {
  let site: string;
  const page = (route: string) => read(join(site, 'out', route, 'index.html'));
  before(() => {
    site = copyFixture('api-edge');
    const r = runDocs(['build'], site);
    assert.equal(r.code, 0, r.stderr);
  });
  after(() => rmSync(site, { recursive: true, force: true }));

  it('renders oneOf with a discriminator as alternatives, each with its allOf-merged properties', () => {
    const html = page('api/pets/create-a-pet');
    assert.match(html, /Exactly one of, chosen by <code>kind<\/code>:/);
    assert.match(html, /<span class="schema__option-title">Cat<\/span>/);
    assert.match(html, /<span class="schema__option-title">Dog<\/span>/);
    for (const id of ['request-body-schema-option-1-name', 'request-body-schema-option-1-indoor', 'request-body-schema-option-2-breed']) assert.match(html, new RegExp(`<li id="${id}"`));
    assert.match(html, /Allowed values:.*beagle.*collie.*mixed/s);
  });

  it('shows nullable types, required marks, formats, defaults and constraints', () => {
    const html = page('api/pets/create-a-pet');
    assert.match(html, /<li id="[^"]*-owner"><a>owner<\/a><code>object \| null<\/code>/);
    assert.match(html, /<li id="[^"]*-email"><a>email<\/a><code>string&lt;email&gt; \| null<\/code>/);
    assert.match(html, /<li id="[^"]*-dry_run"><a>dry_run<\/a><code>boolean<\/code><span class="schema__req">required<\/span>/);
    assert.match(html, /Default: <code>false<\/code>/);
    assert.match(html, /max length 80/);
  });

  it('expands a shared structure once and links later uses to it', () => {
    const html = page('api/pets/create-a-pet');
    // Cat appears in the request body and again inside the 201 response (Pet = allOf[…, NewPet]).
    assert.match(html, /href="#request-body-schema-option-1"[^>]*>Cat<\/a>/);
  });

  it('shows a referenced component as its type with the name as a hint, and links a repeated one to its first expansion', () => {
    const html = page('api/pets/create-a-pet');
    // First use (Cat's owner): the type, the component name beside it, the tree below.
    const first = html.slice(html.indexOf('<li id="request-body-schema-option-1-owner">'), html.indexOf('<li id="request-body-schema-option-1-indoor"'));
    assert.match(first, /owner<\/a><code>object \| null<\/code><span class="schema__ref">Owner<\/span>/);
    assert.match(first, /<details class="schema__nested">/);
    // Again (Dog's owner): the type and a jump to the first expansion, no second tree.
    const again = html.slice(html.indexOf('<li id="request-body-schema-option-2-owner">'));
    const item = again.slice(0, again.indexOf('</li>'));
    assert.match(item, /owner<\/a><code>object \| null<\/code><a class="schema__ref" href="#request-body-schema-option-1-owner"[^>]*>Owner ↑<\/a>/);
    assert.doesNotMatch(item, /<details/);
    assert.doesNotMatch(html, /(<span class="schema__type">|<\/a><code>)(<a [^>]*>)?(Owner|Cat|Dog|Pet|Error)</, 'a bare component name as a type');
  });

  it('handles recursion without blowing up', () => {
    const html = page('api/get-a-tree');
    assert.match(html, /<li id="response-200-body-children"><a>children<\/a><code>array of object<\/code><a class="schema__ref" href="#response-200-body"[^>]*>Node \(recursive\)<\/a>/);
    assert.ok(html.length < 60_000);
  });

  it('synthesises examples when the schema has none, and renders a bodiless 204', () => {
    const html = page('api/get-a-tree');
    assert.match(html, /Example \(generated from the schema\)/);
    assert.match(html, /<t-a>"label"<\/t-a>: <t-s>"string"<\/t-s>/);
    assert.match(html, /<t-a>"children"<\/t-a>: \[\]/);
    const del = page('api/pets/delete-a-pet');
    assert.match(del, /<h3 id="response-204" class="anchor">204 No Content/);
    assert.match(del, /<li id="param-path-pet_id">/);
  });

  it('marks public operations and puts ungrouped tags at flat routes, with a group index page', () => {
    assert.match(page('api/get-a-tree'), /No authentication: this operation is public\./);
    assert.match(page('api/pets'), /<a href="\/api\/pets\/create-a-pet\/">Create a pet<\/a>/);
    assert.match(page('api/edge-api'), /<h2 id="conventions" class="anchor">Conventions/);
  });

  it('builds the same pages from the cached API model, and makes the model again when its views file is damaged', () => {
    const files = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    const outputs = () => new Map(files(join(site, 'out')).filter((f) => /\/api\/|\.md$/.test(f)).map((f) => [f.slice(site.length), read(f)]));
    const before = outputs();
    // Without out/, every page renders again: its view is read back from the cache.
    rmSync(join(site, 'out'), { recursive: true });
    let r = runDocs(['build'], site);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(outputs(), before);
    const views = files(join(site, '.cache', 'api-model')).filter((f) => f.endsWith('.views'));
    assert.equal(views.length, 1);
    writeFileSync(views[0], read(views[0]).slice(0, 100));
    rmSync(join(site, 'out'), { recursive: true });
    rmSync(join(site, '.cache', 'llms'), { recursive: true, force: true });
    r = runDocs(['build'], site);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(outputs(), before);
  });

  it('rejects a schema with an unresolvable $ref, located, listing its other problems as warnings, and leaves out/ alone', () => {
    const before = page('api/pets/create-a-pet');
    const file = join(site, 'openapi.yaml');
    const original = read(file);
    edit(file, (s) => s.replace("$ref: '#/components/schemas/Owner'", "$ref: '#/components/schemas/Ownr'").replace('operationId: deletePet\n', 'operationId: deletePet\n      deprecated: maybe\n'));
    let r = runDocs(['build'], site);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /The schema .*openapi\.yaml is invalid \(1 problem\)/);
    assert.match(r.stderr, /openapi\.yaml:\d+:\d+: Can't resolve \$ref/);
    assert.match(r.stderr, /warning openapi\.yaml:\d+:\d+: Expected type `boolean` but got `string`\. \[struct\]/);
    assert.equal(page('api/pets/create-a-pet'), before);

    // Without the broken reference, the rest is only a warning: the build goes on (and fails with --strict-schema).
    edit(file, (s) => s.replace("$ref: '#/components/schemas/Ownr'", "$ref: '#/components/schemas/Owner'"));
    r = runDocs(['build'], site);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stderr, /Schema warnings \(1; /);
    r = runDocs(['build', '--strict-schema'], site);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /openapi\.yaml:\d+:\d+: Expected type `boolean` but got `string`\. \[struct\]/);

    edit(file, () => original.replace('paths:\n', 'paths:\n  bad: [\n'));
    r = runDocs(['build'], site);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /openapi\.yaml:\d+:\d+: Invalid YAML: /);
    assert.doesNotMatch(r.stderr, /    at /, 'no stack trace');
  });
});

describe('docs --help', () => {
  it('describes every command and option', () => {
    const top = runDocs(['--help'], repoRoot);
    assert.equal(top.code, 0);
    assert.match(top.stdout, /build \[options\]/);
    assert.match(top.stdout, /serve \[options\]/);
    const build = runDocs(['build', '--help'], repoRoot);
    for (const opt of ['--config', '--out', '--offline', '--strict-schema', '--drafts']) assert.ok(build.stdout.includes(opt), opt);
    const serve = runDocs(['serve', '--help'], repoRoot);
    for (const opt of ['--port', '--host', '--config', '--offline']) assert.ok(serve.stdout.includes(opt), opt);
  });
});
