// The console's request builder (renderer/client/console-request.ts), without a browser.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ConsoleOperationData } from '../renderer/api-types.ts';
import { buildRequest, displayBody } from '../renderer/client/console-request.ts';

const op: ConsoleOperationData = {
  operationId: 'listThings',
  method: 'POST',
  path: '/things/{thing_id}/items',
  summary: 'List',
  tag: 't',
  href: '/api/t/list/',
  server: 'https://api.example',
  parameters: [
    { name: 'thing_id', in: 'path', required: true, type: 'string' },
    { name: 'status', in: 'query', required: false, type: 'array', items: { type: 'string' } },
    { name: 'X-Trace', in: 'header', required: false, type: 'string' },
  ],
  body: { required: false, contents: [{ mediaType: 'application/json', example: '{}' }, { mediaType: 'multipart/form-data', fields: [{ name: 'file', required: true, file: true }, { name: 'tags', required: false, type: 'array' }] }] },
  security: [],
  curl: '',
};
const base = { clientId: 'cid', authorization: "apikey jo:s3cr'et" };

describe('console requests', () => {
  it('fills the path, repeats list query values, sends headers and JSON; the curl names credentials, never their values', () => {
    const r = buildRequest(op, { ...base, params: { 'path:thing_id': 'a/b', 'query:status': 'new, done', 'header:X-Trace': '1' }, mediaType: 'application/json', body: '{ "a": 1 }' }, 'https://api.example/');
    assert.ok(!('error' in r));
    assert.equal(r.url, 'https://api.example/things/a%2Fb/items?status=new&status=done');
    assert.deepEqual(r.headers, { 'X-Trace': '1', 'CLIENT-ID': 'cid', Authorization: "apikey jo:s3cr'et", 'Content-Type': 'application/json' });
    assert.equal(r.body, '{"a":1}');
    assert.match(r.curl, /^curl -X POST 'https:\/\/api\.example\/things\/a%2Fb\/items\?status=new&status=done'/);
    assert.match(r.curl, /-H "Authorization: \$AUTHORIZATION"/);
    assert.doesNotMatch(r.curl, /s3cr|cid'/);
  });

  it('refuses missing required parameters and bad JSON', () => {
    assert.deepEqual(buildRequest(op, { ...base, params: {} }, 'https://x'), { error: 'Fill in the required parameter: thing_id.' });
    const bad = buildRequest(op, { ...base, params: { 'path:thing_id': '1' }, mediaType: 'application/json', body: '{ nope' }, 'https://x');
    assert.match((bad as { error: string }).error, /not valid JSON/);
  });

  it('builds a multipart body with the file and one part per list line', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'a.pdf', { type: 'application/pdf' });
    const r = buildRequest(op, { ...base, params: { 'path:thing_id': '1' }, mediaType: 'multipart/form-data', file: { field: 'file', file }, fields: { tags: 'x\ny\n' } }, 'https://x');
    assert.ok(!('error' in r) && r.body instanceof FormData);
    assert.deepEqual(r.body.getAll('tags'), ['x', 'y']);
    assert.deepEqual([...new Uint8Array(await (r.body.get('file') as File).arrayBuffer())], [1, 2, 3]);
    assert.equal(r.headers['Content-Type'], undefined, 'the browser sets the boundary');
    assert.match(r.curl, /-F 'file=@a\.pdf' \\\n {2}--form-string 'tags=x' \\\n {2}--form-string 'tags=y'/);
  });

  it('pretty-prints JSON, keeps text, and calls other bodies binary', () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    assert.equal(displayBody('application/json; charset=utf-8', bytes('{"a":1}')), '{\n  "a": 1\n}');
    assert.equal(displayBody('text/plain', bytes('hi')), 'hi');
    assert.equal(displayBody('application/pdf', bytes('%PDF')), undefined);
  });
});
