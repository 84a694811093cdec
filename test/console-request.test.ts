// The console's request builder (renderer/client/console-request.ts), without a browser.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import type { ConsoleOperationData } from '../renderer/api-types.ts';
import { authorizationPlaceholder, buildRequest, displayBody, requestCode } from '../renderer/client/console-request.ts';
import { requestSamples, type SampleRequest } from '../renderer/request-samples.ts';

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
};
const base = { clientId: 'cid', authorization: "apikey jo:s3cr'et" };

describe('console requests', () => {
  it('fills the path, repeats list query values, sends headers and JSON; the curl names credentials, never their values', () => {
    const r = buildRequest(op, { ...base, params: { 'path:thing_id': 'a/b', 'query:status': 'new, done', 'header:X-Trace': '1' }, mediaType: 'application/json', body: '{ "a": 1 }' }, 'https://api.example/');
    assert.ok(!('error' in r));
    assert.equal(r.url, 'https://api.example/things/a%2Fb/items?status=new&status=done');
    assert.deepEqual(r.headers, { 'X-Trace': '1', 'CLIENT-ID': 'cid', Authorization: "apikey jo:s3cr'et", 'Content-Type': 'application/json' });
    assert.equal(r.body, '{"a":1}');
    assert.equal(
      r.curl,
      [
        'curl -X POST "https://api.example/things/a%2Fb/items?status=new&status=done"',
        '-H "X-Trace: 1"',
        '-H "CLIENT-ID: YOUR_CLIENT_ID"',
        '-H "Authorization: apikey YOUR_USERNAME:YOUR_API_KEY"',
        '-H "Content-Type: application/json"',
        `-d '{\n  "a": 1\n}'`,
      ].join(' \\\n  '),
    );
    assert.doesNotMatch(r.curl, /s3cr|cid/);
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
    assert.match(r.curl, /-F "file=@a\.pdf" \\\n {2}--form-string "tags=x" \\\n {2}--form-string "tags=y"/);
  });

  it('gives the code of what is filled in, in every language, without the credentials', () => {
    const secret = "s3cr'et-key";
    const values = {
      clientId: 'cid-123',
      authorization: `apikey jo:${secret}`,
      params: { 'path:thing_id': '42', 'query:status': `new,${secret}` },
      mediaType: 'application/json',
      body: JSON.stringify({ note: `my key is ${secret}`, [secret]: 1 }),
    };
    const sample = requestCode(op, values, 'https://sandbox.api.example/') as SampleRequest;
    assert.equal(sample.url, 'https://sandbox.api.example/things/42/items?status=new&status=YOUR_SECRET');
    assert.deepEqual(sample.headers, [
      ['CLIENT-ID', 'YOUR_CLIENT_ID'],
      ['Authorization', 'apikey YOUR_USERNAME:YOUR_API_KEY'],
    ]);
    assert.deepEqual(sample.body, { kind: 'json', value: { note: 'my key is YOUR_SECRET', YOUR_SECRET: 1 } });
    const samples = requestSamples(sample);
    assert.equal(samples.length, 8);
    for (const s of samples) {
      assert.ok(s.code.includes('sandbox.api.example/things/42/items'), s.id);
      assert.doesNotMatch(s.code, /s3cr|cid-123|jo:/, s.id);
    }
    // The request itself carries them.
    const built = buildRequest(op, values, 'https://sandbox.api.example/');
    assert.ok(!('error' in built));
    assert.equal(built.headers.Authorization, `apikey jo:${secret}`);
    assert.doesNotMatch(built.curl, /s3cr|cid-123/);
  });

  it('keeps what is missing visible, follows the upload mode and other body types', () => {
    const none = { clientId: '', authorization: '' };
    const missing = requestCode(op, { ...none, params: {} }, 'https://x') as SampleRequest;
    assert.equal(missing.url, 'https://x/things/{thing_id}/items');
    const file = new File([new Uint8Array([1])], 'scan 1.pdf');
    const upload = requestCode(op, { ...none, params: { 'path:thing_id': '1' }, mediaType: 'multipart/form-data', file: { field: 'file', file }, fields: { tags: 'a\nb' } }, 'https://x');
    assert.deepEqual((upload as SampleRequest).body, { kind: 'multipart', fileField: 'file', fileName: 'scan 1.pdf', fields: [['tags', 'a'], ['tags', 'b']] });
    assert.match(requestSamples(upload as SampleRequest)[0].code, /-F "file=@scan 1\.pdf"/);
    // A required file not chosen yet: the code names a file to send; an optional one is left out.
    const chosenLater = requestCode(op, { ...none, params: {}, mediaType: 'multipart/form-data', fields: {} }, 'https://x') as SampleRequest;
    assert.deepEqual(chosenLater.body, { kind: 'multipart', fileField: 'file', fileName: 'receipt.jpg', fields: [] });
    const optional: ConsoleOperationData = { ...op, body: { required: false, contents: [{ mediaType: 'multipart/form-data', fields: [{ name: 'file', required: false, file: true }] }] } };
    const withoutFile = requestCode(optional, { ...none, params: {}, mediaType: 'multipart/form-data', fields: { tags: 'a' } }, 'https://x') as SampleRequest;
    assert.deepEqual(withoutFile.body, { kind: 'multipart', fileField: null, fileName: 'receipt.jpg', fields: [['tags', 'a']] });
    assert.doesNotMatch(requestSamples(withoutFile)[0].code, /-F /);
    const text = requestCode(op, { ...none, params: {}, mediaType: 'text/csv', body: 'a,b\n1,$HOME' }, 'https://x') as SampleRequest;
    assert.deepEqual(text.body, { kind: 'text', mediaType: 'text/csv', text: 'a,b\n1,$HOME' });
    assert.match(requestSamples(text)[0].code, /-H "Content-Type: text\/csv" \\\n {2}--data-binary 'a,b\n1,\$HOME'/);
    const merge = requestCode(op, { ...none, params: {}, mediaType: 'application/merge-patch+json', body: '{"a":null}' }, 'https://x') as SampleRequest;
    assert.match(requestSamples(merge)[2].code, /"Content-Type": "application\/merge-patch\+json"/);
    assert.match((requestCode(op, { ...none, params: {}, mediaType: 'application/json', body: '{ nope' }, 'https://x') as { error: string }).error, /not valid JSON/);
  });

  it('puts placeholders for credentials: the scheme stays, the secret goes', () => {
    assert.equal(authorizationPlaceholder('Bearer abc.def'), 'Bearer YOUR_ACCESS_TOKEN');
    assert.equal(authorizationPlaceholder('bearer abc', 'Bearer YOUR_API_KEY'), 'Bearer YOUR_API_KEY');
    assert.equal(authorizationPlaceholder('abc123secret'), 'YOUR_AUTHORIZATION');
    assert.equal(authorizationPlaceholder('sk_live_1 2'), 'YOUR_AUTHORIZATION');
    // Nothing entered: the operation's own security headers and placeholders, as on its reference page.
    const secured: ConsoleOperationData = { ...op, security: [[{ name: 'Key', label: 'Key (apiKey)', header: 'X-Key', placeholder: 'YOUR_X_KEY' }]] };
    assert.deepEqual((requestCode(secured, { clientId: '', authorization: '', params: {} }, 'https://x') as SampleRequest).headers, [['X-Key', 'YOUR_X_KEY']]);
    // A header parameter that is a credential header is a placeholder too.
    const keyParam: ConsoleOperationData = { ...secured, parameters: [...op.parameters, { name: 'X-Key', in: 'header', required: false, type: 'string' }] };
    const typed = requestCode(keyParam, { clientId: '', authorization: '', params: { 'path:thing_id': '1', 'header:X-Trace': 't', 'header:X-Key': 'my-own-key' } }, 'https://x') as SampleRequest;
    assert.deepEqual(typed.headers, [['X-Trace', 't'], ['X-Key', 'YOUR_X_KEY']]);
  });

  it('quotes what a visitor types for the shell: curl receives it as typed', () => {
    const typed = `it's $HOME \`id\` "q" \\ !x`;
    const url = `https://x/a?q=${encodeURIComponent(typed)}`;
    const code = requestSamples({ method: 'POST', url, headers: [['X-Note', typed]], body: { kind: 'multipart', fileField: 'file', fileName: "my file's.pdf", fields: [['note', typed]] } })[0].code;
    // The command with printf in place of curl prints each argument as the shell passes it.
    const args = spawnSync('bash', ['-c', code.replace(/^curl /, "printf '%s\\n' ")], { encoding: 'utf8' }).stdout.split('\n').slice(0, -1);
    assert.deepEqual(args, ['-X', 'POST', url, '-H', `X-Note: ${typed}`, '-F', "file=@my file's.pdf", '--form-string', `note=${typed}`]);
  });

  it('pretty-prints JSON, keeps text, and calls other bodies binary', () => {
    const bytes = (s: string) => new TextEncoder().encode(s);
    assert.equal(displayBody('application/json; charset=utf-8', bytes('{"a":1}')), '{\n  "a": 1\n}');
    assert.equal(displayBody('text/plain', bytes('hi')), 'hi');
    assert.equal(displayBody('application/pdf', bytes('%PDF')), undefined);
  });
});
