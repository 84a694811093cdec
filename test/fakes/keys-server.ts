// A fake of the provider's partner keys endpoint on 127.0.0.1:
// GET /api/v7/partner/client-keys, with CORS (preflights answered). The mode
// picks the answer; every request (preflights too) is recorded with its headers.
import { listenOnLoopback } from './listen.ts';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export type KeysMode = 'valid' | 'empty' | '401' | '500' | 'slow' | 'malformed' | 'drop';

/** The keys the fake hands out; tests check they never leak anywhere. */
export const VALID_KEYS = {
  client_id: 'vrf-client-5f3a9c',
  client_secret: 'cs-secret-7d1e4b2a',
  user_keys: { username: 'ada.lovelace.test', api_key: 'ak-key-9b8c7d6e' },
};
export const SECRET_STRINGS = [VALID_KEYS.client_id, VALID_KEYS.client_secret, VALID_KEYS.user_keys.username, VALID_KEYS.user_keys.api_key];

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface KeysServer {
  /** The API base URL to build the site with (DOCS_API_BASE_URL). */
  url: string;
  mode: KeysMode;
  requests: RecordedRequest[];
  /** Answers the requests held in `slow` mode. */
  release(): void;
  /** Resolves when a GET (not a preflight) has arrived and is being held or answered. */
  nextGet(): Promise<RecordedRequest>;
  close(): Promise<void>;
}

export async function startKeysServer(): Promise<KeysServer> {
  let held: (() => void)[] = [];
  let waiters: ((r: RecordedRequest) => void)[] = [];
  const state = { mode: 'valid' as KeysMode };
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const record = { method: req.method ?? '', path: req.url ?? '', headers: req.headers };
    requests.push(record);
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, OPTIONS',
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      'access-control-max-age': '0',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    if (req.method !== 'GET' || !req.url?.startsWith('/api/v7/partner/client-keys')) {
      res.writeHead(404, cors).end();
      return;
    }
    for (const w of waiters.splice(0)) w(record);
    const json = (status: number, body: string) => res.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(body);
    switch (state.mode) {
      case 'valid':
        return json(200, JSON.stringify(VALID_KEYS));
      case 'empty':
        return json(200, '{}');
      case '401':
        return json(401, '{"status":"fail","error":"Not Authorized"}');
      case '500':
        return json(500, '{"status":"fail","error":"unexpected error"}');
      case 'malformed':
        // Starts like the real answer, keys included, then breaks off.
        return json(200, `{"client_id":"${VALID_KEYS.client_id}","user_keys":{"api_key":"${VALID_KEYS.user_keys.api_key}"`);
      case 'slow':
        held.push(() => json(200, JSON.stringify(VALID_KEYS)));
        return;
      case 'drop':
        req.socket.destroy();
        return;
    }
  });
  const { port, close } = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return state.mode;
    },
    set mode(m: KeysMode) {
      state.mode = m;
    },
    requests,
    release() {
      for (const answer of held.splice(0)) answer();
    },
    nextGet() {
      return new Promise((resolve) => waiters.push(resolve));
    },
    close: () => {
      held = [];
      waiters = [];
      return close();
    },
  };
}
