// The partner keys module on its own (Node, with a stubbed fetch and
// storage): the result is built exactly from client_id, user_keys.username,
// user_keys.api_key and client_secret; all four are empty strings on any
// failure; a thrown error is logged and flagged; keys stay in memory only.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';

type PartnerKeysModule = typeof import('../../renderer/client/partner-keys.ts');

const REQUEST = { apiBaseUrl: 'https://api.acme.example', apiClientId: 'acme-docs-client', session: 'sess-xyz' };
const BODY = { client_id: 'cid-1', client_secret: 'cs-2', user_keys: { username: 'ada', api_key: 'ak-3' } };
const EMPTY = { clientId: '', username: '', apiKey: '', clientSecret: '' };

describe('partner keys (module)', () => {
  let m: PartnerKeysModule;
  let calls: { url: string; init: RequestInit }[] = [];
  let answer: () => Promise<Response> = async () => new Response(JSON.stringify(BODY), { status: 200 });
  const logged: unknown[][] = [];
  const storageTouched: string[] = [];

  before(async () => {
    const g = globalThis as Record<string, unknown>;
    const trap = (name: string) => new Proxy({}, { get: (_t, key) => (storageTouched.push(`${name}.${String(key)}`), () => null) });
    g.localStorage = trap('localStorage');
    g.sessionStorage = trap('sessionStorage');
    g.fetch = async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer();
    };
    console.warn = (...args: unknown[]) => void logged.push(args);
    console.error = (...args: unknown[]) => void logged.push(args);
    m = await import('../../renderer/client/partner-keys.ts');
  });

  it('makes no call without a session', async () => {
    calls = [];
    assert.deepEqual(await m.loadPartnerKeys({ ...REQUEST, session: null }), { keys: EMPTY, error: false });
    assert.equal(calls.length, 0);
  });

  it('builds the keys from the response fields exactly', () => {
    assert.deepEqual(m.keysFromResponse(BODY), { clientId: 'cid-1', username: 'ada', apiKey: 'ak-3', clientSecret: 'cs-2' });
    assert.deepEqual(m.keysFromResponse({ client_id: 'only' }), { ...EMPTY, clientId: 'only' });
    assert.deepEqual(m.keysFromResponse(null), EMPTY);
    assert.deepEqual(m.keysFromResponse([] as never), EMPTY);
  });

  it('sends GET {apiBaseUrl}/api/v7/partner/client-keys with the session, content-type, allow-origin and client-id headers', async () => {
    calls = [];
    answer = async () => new Response(JSON.stringify(BODY), { status: 200 });
    const result = await m.loadPartnerKeys(REQUEST);
    assert.deepEqual(result, { keys: { clientId: 'cid-1', username: 'ada', apiKey: 'ak-3', clientSecret: 'cs-2' }, error: false });
    assert.equal(calls.length, 1);
    assert.equal(calls[0].url, 'https://api.acme.example/api/v7/partner/client-keys');
    assert.equal(calls[0].init.method, 'GET');
    assert.deepEqual(calls[0].init.headers, {
      Session: 'sess-xyz',
      'Content-Type': 'application/json',
      'Access-Control-Allow-Origin': '*',
      'Client-Id': 'acme-docs-client',
    });
    assert.deepEqual(m.getPartnerKeys(), result.keys);
    assert.equal(m.keysPresent(result.keys), true);
    // One call per page, shared by every caller.
    assert.equal(await m.loadPartnerKeys(REQUEST), result);
    assert.equal(calls.length, 1);
  });

  for (const status of [401, 403, 500]) {
    it(`gives empty keys, not flagged, on HTTP ${status}`, async () => {
      answer = async () => new Response('{"status":"fail"}', { status });
      const result = await m.fetchPartnerKeys(REQUEST);
      assert.deepEqual(result, { keys: EMPTY, error: false });
      assert.deepEqual(m.getPartnerKeys(), EMPTY);
      assert.equal(m.keysPresent(result.keys), false);
    });
  }

  it('logs and flags a thrown error (network) with empty keys', async () => {
    logged.length = 0;
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    const result = await m.fetchPartnerKeys(REQUEST);
    assert.deepEqual(result, { keys: EMPTY, error: true });
    assert.equal(logged.length, 1);
    assert.match(String(logged[0][0]), /The partner keys call failed/);
  });

  it('logs and flags a malformed body without quoting it', async () => {
    logged.length = 0;
    answer = async () => new Response('{"client_id":"cid-1","user_keys":{"api_key":"ak-3"', { status: 200 });
    const result = await m.fetchPartnerKeys(REQUEST);
    assert.deepEqual(result, { keys: EMPTY, error: true });
    const text = logged.map((args) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')).join('\n');
    assert.match(text, /not valid JSON/);
    assert.doesNotMatch(text, /cid-1|ak-3/);
  });

  it('never logs the keys and never touches storage', async () => {
    logged.length = 0;
    answer = async () => new Response(JSON.stringify(BODY), { status: 200 });
    await m.fetchPartnerKeys(REQUEST);
    assert.deepEqual(logged, []);
    assert.deepEqual(storageTouched, []);
  });
});
